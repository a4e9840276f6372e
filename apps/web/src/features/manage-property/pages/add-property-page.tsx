import { useLingui } from '@lingui/react/macro';
import { SUCCESS_REDIRECT_MS } from '@nivaas/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateProperty } from '../api/create-property';
import { AgentAccountNotice } from '../components/agent-account-notice';
import { ManagePropertyLayout } from '../components/manage-property-layout';
import { PropertyForm } from '../components/property-form';
import { emptyFormValues } from '../lib/form-values';
import { useSayFormText } from '../lib/form-words';
import { ADD_PROPERTY_TITLE } from '../lib/manage-property-page-meta';
import { PROPERTY_MSG } from '../lib/submit-error';

/** /add-property: agents list their own homes; admins list for an agent; buyers are told how to. */
export default function AddPropertyPage() {
  useCatalogPart('manage-property');
  const { t, i18n } = useLingui();
  const say = useSayFormText();
  const localized = useLocalizedPath();
  const title = i18n._(ADD_PROPERTY_TITLE);
  usePageTitle(title);
  const crumbs = [
    { label: t`Home`, to: localized(paths.home) },
    { label: t`Properties`, to: localized(paths.properties) },
    { label: title },
  ];
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateProperty();
  const [defaultValues] = useState(emptyFormValues);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!user) return null;
  if (user.role === 'buyer') {
    return (
      <ManagePropertyLayout title={title} breadcrumbs={crumbs}>
        <AgentAccountNotice />
      </ManagePropertyLayout>
    );
  }
  const isAdmin = user.role === 'admin';

  return (
    <ManagePropertyLayout
      title={title}
      breadcrumbs={crumbs}
      subtitle={
        isAdmin
          ? t`List a property for one of the agents. Fields marked * are required.`
          : t`Your listing goes live as soon as you create it. Fields marked * are required.`
      }
    >
      <PropertyForm
        mode="create"
        defaultValues={defaultValues}
        canChooseAgent={isAdmin}
        canSetFeatured
        successMessage={PROPERTY_MSG.created}
        save={async (body, onUploadProgress) => {
          await create.mutateAsync({ body, onUploadProgress });
          notify(say(PROPERTY_MSG.created), 'success');
          timer.current = window.setTimeout(() => navigate(localized(paths.properties)), SUCCESS_REDIRECT_MS);
        }}
        onCancel={() => (location.key === 'default' ? navigate(localized(paths.properties)) : navigate(-1))}
      />
    </ManagePropertyLayout>
  );
}
