import { useLingui } from '@lingui/react/macro';
import type { TDeveloper } from '@nivaas/shared/developer';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useDeveloper } from '../api/get-developer';
import { useUpdateDeveloper } from '../api/update-developer';
import { DeveloperError } from '../components/developer-error';
import { DeveloperForm } from '../components/form/developer-form';
import { DeveloperFormSkeleton } from '../components/form/developer-form-skeleton';
import { DeveloperFormLayout } from '../components/form/developer-form-layout';
import { EDIT_DEVELOPER_TITLE } from '../lib/developer-page-meta';
import { developerToFormValues } from '../lib/form-values';
import { useCatalogPart } from '../../../lib/i18n/i18n';

function EditForm({ developer }: { developer: TDeveloper }) {
  const update = useUpdateDeveloper();
  // The form starts from the builder as it was opened; a refetch while editing does not reset it.
  const [defaultValues] = useState(() => developerToFormValues(developer));
  return (
    <DeveloperForm
      developer={developer}
      defaultValues={defaultValues}
      save={(form) => update.mutateAsync({ id: developer._id, form })}
    />
  );
}

/** /developers/{id}/edit (spec §2.10): the builder's form, prefilled; the logo is replaced on its own. */
export default function EditDeveloperPage() {
  // The form's words, and the schema's and server's texts it says (known-messages.ts, the forms' part).
  useCatalogPart('developers');
  useCatalogPart('forms');
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const developer = useDeveloper(id);
  const loaded = developer.data;
  return (
    <DeveloperFormLayout
      title={i18n._(EDIT_DEVELOPER_TITLE)}
      subtitle={loaded ? `${loaded.name}. ${t`Fields marked * are required.`}` : undefined}
    >
      {loaded ? (
        <EditForm key={loaded._id} developer={loaded} />
      ) : developer.isError ? (
        <DeveloperError error={developer.error} onRetry={() => developer.refetch()} />
      ) : (
        <DeveloperFormSkeleton />
      )}
    </DeveloperFormLayout>
  );
}
