import type { TSays } from '../../../lib/i18n/says';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { useDetailWords } from '../../property/lib/detail-words';
import ImageOff from 'lucide-react/icons/image-off';
import Images from 'lucide-react/icons/images';
import {
  DUPLICATE_PHOTOS_MSG,
  type TDuplicatePhotoFlag,
  type TDuplicatePhotoListing,
} from '@nivaas/shared/duplicate-photos';
import { variantSrcSet } from '@nivaas/shared/image-sources';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/feedback/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { type TDuplicatePhotosPageQuery, useDuplicatePhotoFlags } from '../api/get-duplicate-photo-flags';
import { useResolveDuplicatePhotoFlag } from '../api/resolve-duplicate-photo-flag';
import { DateTimeText } from '../components/date-time-text';
import { ListErrorAlert } from '../components/list-states';
import { ListToolbar } from '../components/list-toolbar';
import { ModerationNav } from '../components/moderation-nav';
import { useAdminCrumbs } from '../lib/admin-crumbs';
import { useAdminFormat } from '../lib/admin-format';
import { useAdminWords } from '../lib/admin-words';
import styles from './admin-duplicate-photos-page.module.css';

const PAGE_SIZE = 10;
const FLAGS = msg({ message: '{count, plural, one {# flag} other {# flags}}' });

type THiding = { flag: TDuplicatePhotoFlag; listing: TDuplicatePhotoListing };

/**
 * Listings whose photo is near-identical to a photo of another agent's listing, each pair side by
 * side: the moderator says it is not a duplicate, or hides one of the two listings.
 */
export default function AdminDuplicatePhotosPage() {
  const { t, i18n: lingui } = useLingui();
  const i18n: TSays = lingui;
  const { say, failure } = useAdminWords();
  const crumbs = useAdminCrumbs();
  const TITLE = t`Duplicate photos`;
  const stateOptions = [
    { value: 'open', label: t`Waiting for review` },
    { value: 'resolved', label: t`Resolved` },
  ];
  usePageTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const state: TDuplicatePhotosPageQuery['state'] = params.get('state') === 'resolved' ? 'resolved' : 'open';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const flags = useDuplicatePhotoFlags({ state, page, limit: PAGE_SIZE });
  const resolve = useResolveDuplicatePhotoFlag();
  const [hiding, setHiding] = useState<THiding | null>(null);
  const [hideError, setHideError] = useState<string | null>(null);

  const go = (next: { state?: string; page?: number }) => {
    const out = new URLSearchParams();
    const s = next.state ?? state;
    if (s !== 'open') out.set('state', s);
    if ((next.page ?? 1) > 1) out.set('page', String(next.page));
    setParams(out);
  };

  async function dismiss(flag: TDuplicatePhotoFlag) {
    try {
      const { message } = await resolve.mutateAsync({ id: flag._id, resolution: 'dismissed' });
      notify(say(message), 'success');
    } catch (err) {
      notify(failure(err, DUPLICATE_PHOTOS_MSG.resolve), 'error');
    }
  }

  async function hide() {
    if (!hiding) return;
    setHideError(null);
    try {
      const { message } = await resolve.mutateAsync({
        id: hiding.flag._id,
        resolution: 'hidden',
        propertyId: hiding.listing._id,
      });
      setHiding(null);
      notify(say(message), 'success');
    } catch (err) {
      setHideError(failure(err, DUPLICATE_PHOTOS_MSG.resolve));
    }
  }

  const data = flags.data;
  const hidingTitle = hiding?.listing.title ?? '';
  const isBusyWith = (flag: TDuplicatePhotoFlag) => resolve.isPending && resolve.variables?.id === flag._id;

  return (
    <>
      <PageHeader
        breadcrumbs={crumbs({ label: t`Moderation`, to: paths.adminModeration }, { label: TITLE })}
        title={TITLE}
        description={t`Listings whose photo is near-identical to a photo of another agent’s listing.`}
      />
      <ModerationNav />
      {flags.isError && (
        <ListErrorAlert
          message={say(DUPLICATE_PHOTOS_MSG.load)}
          onRetry={() => flags.refetch()}
          isRetrying={flags.isFetching}
        />
      )}
      <ListToolbar countText={i18n._(FLAGS, { count: data?.pagination.total ?? 0 })} isLoading={!data}>
        <Field label={t`Show`} isLabelHidden className={styles.stateFilter}>
          <Select
            isSmall
            options={stateOptions}
            value={state}
            onChange={(e) => go({ state: e.target.value })}
          />
        </Field>
      </ListToolbar>

      {!data && !flags.isError ? (
        <ul className={styles.flags} aria-busy="true" aria-label={t`Loading duplicate photos`}>
          {[0, 1].map((i) => (
            <li key={i}>
              <Card look="outlined" className={styles.flag}>
                <Skeleton width="40%" />
                <div className={styles.sides}>
                  {[0, 1].map((j) => (
                    <div key={j} className={styles.side}>
                      <Skeleton shape="rect" className={styles.photo} />
                      <Skeleton width="80%" />
                      <Skeleton width="50%" />
                    </div>
                  ))}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      ) : data && data.data.length === 0 ? (
        <EmptyState
          icon={<Images size={48} strokeWidth={1.5} />}
          title={state === 'open' ? say(DUPLICATE_PHOTOS_MSG.empty) : t`No resolved flags yet`}
          message={state === 'open' ? say(DUPLICATE_PHOTOS_MSG.emptyHint) : undefined}
        />
      ) : data ? (
        <ul className={styles.flags} aria-label={state === 'open' ? t`Waiting for review` : t`Resolved`}>
          {data.data.map((flag) => (
            <li key={flag._id}>
              <FlagCard
                flag={flag}
                isBusy={isBusyWith(flag)}
                onDismiss={() => dismiss(flag)}
                onHide={(listing) => {
                  setHideError(null);
                  setHiding({ flag, listing });
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {data && (
        <Pagination
          page={data.pagination.page}
          pageCount={data.pagination.pages}
          onChange={(p) => go({ page: p })}
          className={styles.pages}
        />
      )}
      <ConfirmDialog
        open={!!hiding}
        title={t`Hide this listing?`}
        message={hiding ? t`‘${hidingTitle}’ will be taken off the public site. Its agent keeps it.` : ''}
        confirmLabel={t`Hide listing`}
        busyLabel={t`Hiding...`}
        isBusy={resolve.isPending}
        error={hideError}
        onConfirm={hide}
        onClose={() => setHiding(null)}
      />
    </>
  );
}

function FlagCard({
  flag,
  isBusy,
  onDismiss,
  onHide,
}: {
  flag: TDuplicatePhotoFlag;
  isBusy: boolean;
  onDismiss: () => void;
  onHide: (listing: TDuplicatePhotoListing) => void;
}) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const headingId = `flag-${flag._id}`;
  const isOpen = !flag.resolvedAt;
  const { distance } = flag;
  const by = flag.resolvedBy?.name;
  return (
    <Card as="article" look="outlined" className={styles.flag} aria-labelledby={headingId}>
      <div className={styles.flagHead}>
        <h2 id={headingId} className={styles.flagTitle}>
          {distance === 0 ? t`The same photo` : t`Near-identical photos (${distance} of 64 bits differ)`}
        </h2>
        <p className={styles.flagMeta}>
          {t`Flagged`} <time dateTime={flag.createdAt}>{format.dateTime(flag.createdAt)}</time>
        </p>
      </div>
      <div className={styles.sides}>
        <ListingSide
          label={t`Photo uploaded later`}
          listing={flag.listing}
          canHide={isOpen}
          isBusy={isBusy}
          onHide={onHide}
        />
        <ListingSide
          label={t`Photo uploaded first`}
          listing={flag.otherListing}
          canHide={isOpen}
          isBusy={isBusy}
          onHide={onHide}
        />
      </div>
      <div className={styles.flagFoot}>
        {isOpen ? (
          <Button variant="secondary" onClick={onDismiss} busy={isBusy} busyLabel={t`Saving...`}>
            {t`Not a duplicate`}
          </Button>
        ) : (
          <p className={styles.resolution}>
            {flag.resolution === 'hidden'
              ? by
                ? t`A listing was hidden by ${by}`
                : t`A listing was hidden`
              : by
                ? t`Marked as not a duplicate by ${by}`
                : t`Marked as not a duplicate`}
            {flag.resolvedAt && (
              <>
                {', '}
                <DateTimeText value={flag.resolvedAt} />
              </>
            )}
          </p>
        )}
      </div>
    </Card>
  );
}

function ListingSide({
  label,
  listing,
  canHide,
  isBusy,
  onHide,
}: {
  label: string;
  listing: TDuplicatePhotoListing;
  canHide: boolean;
  isBusy: boolean;
  onHide: (listing: TDuplicatePhotoListing) => void;
}) {
  const { t } = useLingui();
  const words = useDetailWords();
  const localize = useLocalizedPath();
  const { photo } = listing;
  return (
    <section className={styles.side} aria-label={`${label}: ${listing.title}`}>
      <p className={styles.sideLabel}>{label}</p>
      {photo ? (
        <img
          className={styles.photo}
          src={photo.variants?.medium ?? photo.url}
          srcSet={variantSrcSet(photo.variants)}
          sizes="(min-width: 768px) 40vw, 100vw"
          width={800}
          height={600}
          loading="lazy"
          alt={listing.title}
        />
      ) : (
        <span className={`${styles.photo} ${styles.noPhoto}`}>
          <ImageOff size={32} aria-hidden="true" />
          {t`Photo since removed`}
        </span>
      )}
      <RouterLink to={localize(paths.property(listing._id))} className={styles.title}>
        {listing.title}
      </RouterLink>
      <p className={styles.facts}>
        {listing.city} · {words.status(listing.status)}
        {listing.isHidden && (
          <>
            {' '}
            <Badge tone="warning">{t`Hidden`}</Badge>
          </>
        )}
      </p>
      <p className={styles.agent}>
        {listing.agent ? (
          <>
            <span className={styles.agentName}>{listing.agent.name}</span>
            <span className={styles.agentEmail}>{listing.agent.email}</span>
          </>
        ) : (
          t`No agent`
        )}
      </p>
      {canHide && !listing.isHidden && (
        <Button
          variant="danger"
          className={styles.hide}
          onClick={() => onHide(listing)}
          disabled={isBusy}
          aria-label={t`Hide listing: ${listing.title}`}
        >
          {t`Hide listing`}
        </Button>
      )}
    </section>
  );
}
