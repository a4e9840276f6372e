import { useLingui } from '@lingui/react/macro';
import { SAVED_SEARCH_MSG, type TSavedSearch, ZSavedSearchUpdate } from '@nivaas/shared/saved-searches';
import { type FormEvent, useEffect, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notify';
import { useUpdateSavedSearch } from '../api/saved-searches';
import { saySavedSearchText } from '../lib/saved-search-words';

/** Rename a saved search (PATCH /saved-searches/{id}). */
export function RenameSavedSearchDialog({
  search,
  onClose,
}: {
  search: TSavedSearch | null;
  onClose: () => void;
}) {
  useCatalogPart('saved-searches');
  const { t, i18n } = useLingui();
  const say = <T extends string | undefined>(text: T): T => saySavedSearchText(i18n, text) as T;
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
      setFieldError(say(checked.error.issues[0]?.message ?? SAVED_SEARCH_MSG.nameRequired));
      return;
    }
    update.mutate(
      { id: search._id, patch: checked.data },
      {
        onSuccess: (answer) => {
          notify(say(answer.message), 'success');
          onClose();
        },
        onError: (err) => {
          if (err instanceof HttpError && err.status === 422) setFieldError(say(err.errors.name));
          setError(say(errorMessage(err, t`Could not rename the search`)));
        },
      },
    );
  };

  return (
    <FormDialog
      open={search !== null}
      onClose={onClose}
      title={t`Rename saved search`}
      onSubmit={onSubmit}
      submitLabel={t`Save`}
      busyLabel={t`Saving...`}
      isSubmitting={update.isPending}
      isDirty={search !== null && name !== search.name}
      error={error}
      maxWidth="xs"
    >
      <Field label={t`Name`} isRequired error={fieldError}>
        <TextInput value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </Field>
    </FormDialog>
  );
}
