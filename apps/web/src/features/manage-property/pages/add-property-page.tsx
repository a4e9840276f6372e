import { SUCCESS_REDIRECT_MS } from '@nivaas/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateProperty } from '../api/create-property';
import { AgentAccountNotice } from '../components/agent-account-notice';
import { ManagePropertyLayout } from '../components/manage-property-layout';
import { PropertyForm } from '../components/property-form';
import { emptyFormValues } from '../lib/form-values';
import { PROPERTY_MSG } from '../lib/submit-error';

const CRUMBS = [
  { label: 'Home', to: paths.home },
  { label: 'Properties', to: paths.properties },
  { label: 'Add Property' },
];

/** /add-property: agents list their own homes; admins list for an agent; buyers are told how to. */
export default function AddPropertyPage() {
  usePageTitle('Add Property');
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
      <ManagePropertyLayout title="Add Property" breadcrumbs={CRUMBS}>
        <AgentAccountNotice />
      </ManagePropertyLayout>
    );
  }
  const isAdmin = user.role === 'admin';

  return (
    <ManagePropertyLayout
      title="Add Property"
      breadcrumbs={CRUMBS}
      subtitle={
        isAdmin
          ? 'List a property for one of the agents. Fields marked * are required.'
          : 'Your listing goes live as soon as you create it. Fields marked * are required.'
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
          notify(PROPERTY_MSG.created, 'success');
          timer.current = window.setTimeout(() => navigate(paths.properties), SUCCESS_REDIRECT_MS);
        }}
        onCancel={() => (location.key === 'default' ? navigate(paths.properties) : navigate(-1))}
      />
    </ManagePropertyLayout>
  );
}
