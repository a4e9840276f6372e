import { useLingui } from '@lingui/react/macro';
import { META_DESCRIPTION_MAX } from '@nivaas/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { BackToTop } from '../../../components/ui/back-to-top';
import { buttonClass } from '../../../components/ui/button-class';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { usePageTitle } from '../../../lib/use-page-title';
import { forgetDeletedProperty, useDeleteProperty } from '../api/delete-property';
import { useProperty } from '../api/get-property';
import { ContactAgentCard } from '../components/contact-agent-card';
import { ContactBar } from '../components/contact-bar';
import { DetailError } from '../components/detail-error';
import errorStyles from '../components/detail-error.module.css';
import {
  AmenitiesSection,
  AroundSection,
  DeveloperSection,
  FloorPlanSection,
  HighlightsSection,
  OverviewSection,
  ProjectSection,
  SimilarSection,
} from '../components/detail-sections';
import { KeyFacts } from '../components/key-facts';
import { useWarmUp } from '../../../components/deferred';
import { LazyContactDialog, LazyDeletePropertyDialog } from '../components/lazy-dialogs';
import { LocationMapCard } from '../components/location-map-card';
import { PriceDetailsCard } from '../components/price-details-card';
import { PriceHistorySection } from '../components/price-history-section';
import { PropertyDetailSkeleton } from '../components/property-detail-skeleton';
import { PropertyGallery } from '../components/property-gallery';
import { ListingFreshness } from '../../freshness/components/listing-freshness';
import { HiddenListingNotice } from '../components/hidden-listing-notice';
import { PropertyHeader } from '../components/property-header';
import { ReraSection } from '../components/rera-section';
import { ReportListing } from '../components/report-listing';
import { SectionNav } from '../components/section-nav';
import { useDetailWords } from '../lib/detail-words';
import { listingContent } from '../lib/listing-content';
import { canManageProperty, FALLBACK, FALLBACK_TEXT, keyFacts } from '../lib/property-display';
import styles from './property-page.module.css';

/**
 * Property detail (spec §2 'Property detail'); each listing starts with fresh page state. Built
 * without MUI: its first render depends only on the URL and the listing's query data (so the
 * server can render it too); the dialogs opened later arrive on first use (lazy-dialogs.tsx).
 */
export default function PropertyPage() {
  const { id = '' } = useParams();
  return <PropertyDetail key={id} id={id} />;
}

function PropertyDetail({ id }: { id: string }) {
  const { user, isLoading: isAuthLoading } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useProperty(id, user?.id ?? null, !isAuthLoading);
  const remove = useDeleteProperty();
  const [isContactOpen, setContactOpen] = useState(false);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [contactWanted, warmContact] = useWarmUp();
  const [deleteWanted, warmDelete] = useWarmUp();
  const deletedId = useRef<string | null>(null);
  const { t, i18n } = useLingui();
  const w = useDetailWords();
  const localized = useLocalizedPath();

  const property = query.data;
  const content = property ? listingContent(property, w.locale) : undefined;
  const title = content ? content.title || i18n._(FALLBACK_TEXT.title) : undefined;
  usePageTitle(
    title && property
      ? `${title} – ${w.price(property.price, property.status)}`
      : query.isError
        ? t`Property`
        : undefined,
    content?.description.replace(/\s+/g, ' ').slice(0, META_DESCRIPTION_MAX) || undefined,
  );

  // A deleted listing leaves the cache once its page has gone (so the page does not refetch it).
  useEffect(
    () => () => {
      if (deletedId.current) forgetDeletedProperty(queryClient, deletedId.current);
    },
    [queryClient],
  );

  if (query.isPending) {
    return (
      <div className={styles.page}>
        <PropertyDetailSkeleton />
      </div>
    );
  }
  if (query.isError || !property || !title) {
    return (
      <div className={styles.page}>
        <DetailError
          title={
            // The server's words are English: a Hindi page says its own (an unknown listing, or any failure).
            w.locale === 'en'
              ? errorMessage(query.error, FALLBACK.loadFailed)
              : query.error instanceof HttpError && query.error.status === 404
                ? t`Property not found`
                : i18n._(FALLBACK_TEXT.loadFailed)
          }
          action={
            <RouterLink
              to={localized(paths.properties)}
              className={buttonClass({ variant: 'primary', className: errorStyles.action })}
            >
              {t`Browse Properties`}
            </RouterLink>
          }
        />
      </div>
    );
  }

  const canManage = canManageProperty(user, property);
  const onConfirmDelete = () => {
    setDeleteError(null);
    remove.mutate(property._id, {
      onSuccess: () => {
        deletedId.current = property._id;
        setDeleteOpen(false);
        notify(i18n._(FALLBACK_TEXT.deleted), 'success');
        navigate(localized(paths.properties), { replace: true });
      },
      onError: (err) =>
        setDeleteError(
          w.locale === 'en' ? errorMessage(err, FALLBACK.deleteFailed) : i18n._(FALLBACK_TEXT.deleteFailed),
        ),
    });
  };

  return (
    <div className={styles.page}>
      <HiddenListingNotice property={property} />
      <PropertyHeader
        property={property}
        title={title}
        titleLang={content?.titleInEnglish ? 'en' : undefined}
        canManage={canManage}
        deleteProps={warmDelete}
        onDelete={() => {
          setDeleteError(null);
          setDeleteOpen(true);
        }}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <PropertyGallery property={property} title={title} />
          <KeyFacts facts={keyFacts(property, w)} />
          <ListingFreshness property={property} isOwnAgent={!!user && user.id === property.agent?._id} />
        </div>
        {/* Wide screens: a side column; phones: right after the facts (placed by CSS). */}
        <aside className={styles.side} aria-label={t`Price and agent`}>
          {/* Wide screens: the price and the agent stay in view while the page scrolls. */}
          <div className={styles.stay}>
            <PriceDetailsCard property={property} />
            <ContactAgentCard
              property={property}
              onContact={() => setContactOpen(true)}
              buttonProps={warmContact}
            />
          </div>
          <ReraSection rera={property.rera} />
          <LocationMapCard property={property} title={title} />
          {property.isListed !== false && <ReportListing propertyId={property._id} title={title} />}
        </aside>
        <div className={styles.sections}>
          <SectionNav />
          <OverviewSection
            property={property}
            description={content?.description ?? ''}
            descriptionInEnglish={!!content?.descriptionInEnglish}
          />
          <PriceHistorySection history={property.priceHistory} status={property.status} />
          <HighlightsSection property={property} />
          <AroundSection property={property} />
          <ProjectSection property={property} />
          <FloorPlanSection property={property} title={title} />
          <AmenitiesSection property={property} />
          <DeveloperSection property={property} />
          <SimilarSection property={property} />
        </div>
      </div>

      <ContactBar
        property={property}
        title={title}
        onEnquire={() => setContactOpen(true)}
        buttonProps={warmContact}
      />
      <BackToTop />
      <LazyContactDialog
        isWanted={contactWanted}
        open={isContactOpen}
        onClose={() => setContactOpen(false)}
        property={property}
      />
      <LazyDeletePropertyDialog
        isWanted={deleteWanted}
        open={isDeleteOpen}
        title={title}
        isDeleting={remove.isPending}
        error={deleteError}
        onCancel={() => setDeleteOpen(false)}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
