import { useState } from 'react';
import { useCreateDeveloper } from '../api/create-developer';
import { DeveloperForm } from '../components/form/developer-form';
import { DeveloperFormLayout } from '../components/form/developer-form-layout';
import { emptyDeveloperForm } from '../lib/form-values';

/** /developers/add (spec §2.10): admins add a builder with its logo and team photos. */
export default function AddDeveloperPage() {
  const create = useCreateDeveloper();
  const [defaultValues] = useState(emptyDeveloperForm);
  return (
    <DeveloperFormLayout title="Add developer" subtitle="Fields marked * are required.">
      <DeveloperForm
        defaultValues={defaultValues}
        save={(form, files, onUploadProgress) => create.mutateAsync({ form, files, onUploadProgress })}
      />
    </DeveloperFormLayout>
  );
}
