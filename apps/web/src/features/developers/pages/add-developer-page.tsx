import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useCreateDeveloper } from '../api/create-developer';
import { DeveloperForm } from '../components/form/developer-form';
import { DeveloperFormLayout } from '../components/form/developer-form-layout';
import { ADD_DEVELOPER_TITLE } from '../lib/developer-page-meta';
import { emptyDeveloperForm } from '../lib/form-values';
import { useCatalogPart } from '../../../lib/i18n/i18n';

/** /developers/add (spec §2.10): admins add a builder with its logo and team photos. */
export default function AddDeveloperPage() {
  // The form's words, and the schema's and server's texts it says (known-messages.ts, the forms' part).
  useCatalogPart('developers');
  useCatalogPart('forms');
  const { t, i18n } = useLingui();
  const create = useCreateDeveloper();
  const [defaultValues] = useState(emptyDeveloperForm);
  return (
    <DeveloperFormLayout title={i18n._(ADD_DEVELOPER_TITLE)} subtitle={t`Fields marked * are required.`}>
      <DeveloperForm
        defaultValues={defaultValues}
        save={(form, files, onUploadProgress) => create.mutateAsync({ form, files, onUploadProgress })}
      />
    </DeveloperFormLayout>
  );
}
