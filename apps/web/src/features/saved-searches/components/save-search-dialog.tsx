import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  type TSavedSearchFrequency,
  ZSavedSearchCreate,
} from '@nivaas/shared/saved-searches';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormDialog } from '../../../components/form-dialog';
import { Badge } from '../../../components/ui/badge';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { paths } from '../../../config/paths';
import { errorMessage, HttpError } from '../../../lib/http-client';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';
import { useCreateSavedSearch } from '../api/saved-searches';
import { FREQUENCY_WORDS, saySavedSearchText } from '../lib/saved-search-words';
import styles from './save-search-dialog.module.css';

const SAVE_FAILED = msg`Could not save this search`;
const MANAGE_IT = msg`Rename it, change its alerts or delete it from {link}.`;
const maxName = SAVED_SEARCH_NAME_MAX;

export type TSaveSearchDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The listing search's query as the page sends it (the map's area as `bbox` when the map is used). */
  query: Record<string, string>;
  /** The name offered: the page's heading ('2 BHK flats in Pune'). */
  suggestedName: string;
  /** The filters in words, to show what is saved. */
  summary: string[];
};

/** 'Save this search': a name and how often to send alerts of new matches and price drops. */
export default function SaveSearchDialog({
  open,
  onClose,
  query,
  suggestedName,
  summary,
}: TSaveSearchDialogProps) {
  // Its words are in the saved searches' part, fetched with its code (save-search-button.tsx).
  useCatalogPart('saved-searches');
  const { t, i18n } = useLingui();
  const say = <T extends string | undefined>(text: T): T => saySavedSearchText(i18n, text) as T;
  const frequencyOptions = useMemo(
    () => SAVED_SEARCH_FREQUENCIES.map((value) => ({ value, label: i18n._(FREQUENCY_WORDS[value]) })),
    [i18n],
  );
  const create = useCreateSavedSearch();
  const [name, setName] = useState(suggestedName);
  const [frequency, setFrequency] = useState<TSavedSearchFrequency>('daily');
  const [errors, setErrors] = useState<{ name?: string; frequency?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName(suggestedName);
    setFrequency('daily');
    setErrors({});
    setError(null);
    setIsSaved(false);
  }, [open, suggestedName]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const checked = ZSavedSearchCreate.safeParse({ name, query, frequency });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const key = String(issue.path[0] ?? '');
        found[key] ??= say(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: () => setIsSaved(true),
      onError: (err) => {
        if (err instanceof HttpError && err.status === 422) {
          setErrors({ name: say(err.errors.name), frequency: say(err.errors.frequency) });
          const other = err.errors.savedSearches ?? err.errors.query;
          setError(say(other ?? errorMessage(err, i18n._(SAVE_FAILED))));
          return;
        }
        setError(say(errorMessage(err, i18n._(SAVE_FAILED))));
      },
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t`Save this search`}
      description={t`We will tell you about new listings that match, and price drops, by email and in your notifications.`}
      onSubmit={onSubmit}
      submitLabel={t`Save search`}
      busyLabel={t`Saving...`}
      isSubmitting={create.isPending}
      isDirty={name !== suggestedName}
      error={error}
      maxWidth="xs"
      success={
        isSaved
          ? {
              title: t`Search saved`,
              message: richText(i18n, MANAGE_IT, {
                link: <RouterLink to={`${paths.profile}#saved-searches`}>{t`your profile`}</RouterLink>,
              }),
            }
          : null
      }
    >
      <Field label={t`Name`} isRequired error={errors.name} help={t`Up to ${maxName} characters`}>
        <TextInput value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </Field>
      <Field label={t`Email me`} error={errors.frequency}>
        <Select
          value={frequency}
          onChange={(e) => setFrequency(e.target.value as TSavedSearchFrequency)}
          options={frequencyOptions}
        />
      </Field>
      <div className={styles.summary}>
        <p className={styles.summaryLabel}>{t`Filters saved`}</p>
        {summary.length ? (
          <ul className={styles.tags}>
            {summary.map((s) => (
              <li key={s}>
                <Badge>{s}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.none}>{t`All listings`}</p>
        )}
      </div>
    </FormDialog>
  );
}
