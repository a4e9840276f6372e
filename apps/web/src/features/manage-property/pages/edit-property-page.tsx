import { useLingui } from '@lingui/react/macro';
import { SUCCESS_REDIRECT_MS } from '@nivaas/shared/constants';
import { MSG } from '@nivaas/shared/messages';
import { listingTitle as titleIn } from '@nivaas/shared/listing-content';
import type { TProperty } from '@nivaas/shared/property';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import type { TCrumb } from '../../../components/ui/breadcrumbs';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { HttpError } from '../../../lib/http-client';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { basePath } from '../../../lib/i18n/locale';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useProperty } from '../api/get-property';
import { useUpdateProperty } from '../api/update-property';
import { ManagePropertyLayout } from '../components/manage-property-layout';
import { PropertyFormSkeleton } from '../components/property-form-skeleton';
import { PropertyForm } from '../components/property-form';
import { propertyToFormValues, storedExtras } from '../lib/form-values';
import { useSayFormText } from '../lib/form-words';
import { EDIT_PROPERTY_TITLE } from '../lib/manage-property-page-meta';
import { PROPERTY_MSG } from '../lib/submit-error';

function EditForm({ property, isAdmin, backTo }: { property: TProperty; isAdmin: boolean; backTo: string }) {
  const navigate = useNavigate();
  const say = useSayFormText();
  const update = useUpdateProperty();
  // The form starts from the listing as it was opened; a refetch while editing does not reset it.
  const [defaultValues] = useState(() => propertyToFormValues(property));
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <PropertyForm
      mode="edit"
      defaultValues={defaultValues}
      stored={storedExtras(property)}
      canChooseAgent={isAdmin}
      canSetFeatured
      successMessage={PROPERTY_MSG.updated}
      save={async (body, onUploadProgress) => {
        await update.mutateAsync({ id: property._id, body, onUploadProgress });
        notify(say(PROPERTY_MSG.updated), 'success');
        timer.current = window.setTimeout(() => navigate(backTo), SUCCESS_REDIRECT_MS);
      }}
      onCancel={() => navigate(backTo)}
    />
  );
}

/**
 * /properties/{id}/edit and /admin/properties/{id}: the listing's form, prefilled. Agents edit
 * only their own listings; on success it goes back to the admin list or the property page.
 */
export default function EditPropertyPage() {
  useCatalogPart('manage-property');
  const { t, i18n } = useLingui();
  const say = useSayFormText();
  const localized = useLocalizedPath();
  const title = i18n._(EDIT_PROPERTY_TITLE);
  usePageTitle(title);
  const { id = '' } = useParams();
  const { user } = useAuth();
  const location = useLocation();
  // The admin's edit page, in either language (/admin/properties/{id}, /hi/admin/properties/{id}).
  const isAdminRoute = basePath(location.pathname).startsWith(paths.admin);
  const backTo = localized(isAdminRoute ? paths.adminProperties : paths.property(id));
  const property = useProperty(id);

  // The listing's own title in the page's language (its Hindi one on a Hindi page, when it has one).
  const locale = i18n.locale === 'hi' ? 'hi' : 'en';
  const shownTitle = property.data ? titleIn(property.data, locale)?.text : undefined;
  const isMissing = property.error instanceof HttpError && property.error.status === 404;
  // The way back is in the breadcrumbs: the admin list, or the property's own page when it exists.
  const breadcrumbs: TCrumb[] = isAdminRoute
    ? [
        { label: t`Admin`, to: localized(paths.admin) },
        { label: t`Properties`, to: localized(paths.adminProperties) },
        { label: title },
      ]
    : [
        { label: t`Home`, to: localized(paths.home) },
        { label: t`Properties`, to: localized(paths.properties) },
        ...(isMissing ? [] : [{ label: shownTitle ?? t`Property`, to: localized(paths.property(id)) }]),
        { label: title },
      ];
  const frame = (children: React.ReactNode, subtitle?: string) => (
    <ManagePropertyLayout
      title={title}
      subtitle={subtitle}
      isInAdmin={isAdminRoute}
      breadcrumbs={breadcrumbs}
    >
      {children}
    </ManagePropertyLayout>
  );

  if (!user) return null;
  if (property.isPending) return frame(<PropertyFormSkeleton />);
  const browse = (
    <ButtonLink to={localized(paths.properties)} variant="primary">
      {t`Browse Properties`}
    </ButtonLink>
  );
  if (property.isError) {
    return frame(
      isMissing ? (
        <ErrorState
          title={say(PROPERTY_MSG.notFound)}
          message={t`It may have been removed.`}
          action={browse}
        />
      ) : (
        <ErrorState
          title={say(PROPERTY_MSG.loadFailed)}
          message={say(property.error.message)}
          retryLabel={t`Retry`}
          onRetry={() => property.refetch()}
        />
      ),
    );
  }

  const listing = property.data;
  const listingTitle = shownTitle ?? listing.title;
  const isAdmin = user.role === 'admin';
  const isOwner = user.role === 'agent' && listing.agent?._id === user.id;
  if (!isAdmin && !isOwner) {
    return frame(
      <ErrorState
        title={say(MSG.forbidden)}
        message={
          user.role === 'agent'
            ? t`Agents can edit only their own listings.`
            : t`Only agents and admins edit listings.`
        }
        action={
          <ButtonLink to={localized(paths.property(listing._id))} variant="primary">
            {t`View the property`}
          </ButtonLink>
        }
      />,
    );
  }

  return frame(
    <EditForm key={listing._id} property={listing} isAdmin={isAdmin} backTo={backTo} />,
    t`${listingTitle}. Fields marked * are required.`,
  );
}
