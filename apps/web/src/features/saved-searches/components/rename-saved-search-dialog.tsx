import { SAVED_SEARCH_MSG, type TSavedSearch, ZSavedSearchUpdate } from '@nivaas/shared/saved-searches';
import { type FormEvent, useEffect, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { useUpdateSavedSearch } from '../api/saved-searches';

/** Rename a saved search (PATCH /saved-searches/{id}). */
export function RenameSavedSearchDialog({
  search,
  onClose,
}: {
  search: TSavedSearch | null;
  onClose: () => void;
}) {
  const update = useUpdateSavedSearch();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!search) return;
    setName(search.name);
    setFieldError(undefined);
    setError(null);
  }, [search]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!search) return;
    const checked = ZSavedSearchUpdate.safeParse({ name });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? SAVED_SEARCH_MSG.nameRequired);
      return;
    }
    update.mutate(
      { id: search._id, patch: checked.data },
      {
        onSuccess: (answer) => {
          notify(answer.message, 'success');
          onClose();
        },
        onError: (err) => {
          if (err instanceof HttpError && err.status === 422) setFieldError(err.errors.name);
          setError(errorMessage(err, 'Could not rename the search'));
        },
      },
    );
  };

  return (
    <FormDialog
      open={search !== null}
      onClose={onClose}
      title="Rename saved search"
      onSubmit={onSubmit}
      submitLabel="Save"
      busyLabel="Saving..."
      isSubmitting={update.isPending}
      isDirty={search !== null && name !== search.name}
      error={error}
      maxWidth="xs"
    >
      <Field label="Name" isRequired error={fieldError}>
        <TextInput value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </Field>
    </FormDialog>
  );
}
