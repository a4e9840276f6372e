import { useLingui } from '@lingui/react/macro';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { describeSavedSearch, savedSearchPath } from '@nivaas/shared/saved-search-path';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_MAX,
  type TSavedSearch,
  type TSavedSearchFrequency,
} from '@nivaas/shared/saved-searches';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { IconButton } from '../../../components/ui/icon-button';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/http-client';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { notify } from '../../../lib/notify';
import { richText } from '../../../lib/i18n/rich-text';
import { useSayAccount } from '../../account/lib/account-words';
import {
  useAlertSettings,
  useDeleteSavedSearch,
  useSavedSearches,
  useSetAlertSettings,
  useUpdateSavedSearch,
} from '../api/saved-searches';
import { FREQUENCY_WORDS, saySavedSearchText } from '../lib/saved-search-words';
import { RenameSavedSearchDialog } from './rename-saved-search-dialog';
import styles from './saved-searches-card.module.css';

function SavedSearchRow({
  search,
  onRename,
  onDelete,
}: {
  search: TSavedSearch;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useLingui();
  const say = useSayAccount();
  const localize = useLocalizedPath();
  const update = useUpdateSavedSearch();
  const name = search.name;
  const options = SAVED_SEARCH_FREQUENCIES.map((value) => ({ value, label: i18n._(FREQUENCY_WORDS[value]) }));
  const changeFrequency = (frequency: TSavedSearchFrequency) =>
    update.mutate(
      { id: search._id, patch: { frequency } },
      {
        onSuccess: () =>
          notify(
            frequency === 'off'
              ? t`Alerts off for ‘${name}’`
              : frequency === 'instant'
                ? t`‘${name}’: alerts instantly`
                : frequency === 'daily'
                  ? t`‘${name}’: alerts daily`
                  : t`‘${name}’: alerts weekly`,
            'success',
          ),
        onError: (err) =>
          notify(saySavedSearchText(i18n, say(errorMessage(err, t`Could not change the alerts`))), 'error'),
      },
    );
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <RouterLink to={localize(savedSearchPath(search.query))} className={styles.name}>
          {search.name}
        </RouterLink>
        <ul className={styles.tags} aria-label={t`Filters of ${name}`}>
          {describeSavedSearch(search.query).map((label) => (
            <li key={label}>
              <Badge>{label}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.actions}>
        <Field label={t`Email alerts`} className={styles.frequency}>
          <Select
            isSmall
            value={search.frequency}
            aria-label={t`Email alerts for ${name}`}
            disabled={update.isPending}
            onChange={(e) => changeFrequency(e.target.value as TSavedSearchFrequency)}
            options={options}
          />
        </Field>
        <IconButton label={t`Rename ${name}`} icon={<Pencil size={18} />} onClick={onRename} />
        <IconButton label={t`Delete ${name}`} icon={<Trash2 size={18} />} onClick={onDelete} />
      </div>
    </li>
  );
}

const NO_SEARCHES = msg`No saved searches yet. On the {link}, choose ‘Save this search’.`;

/** The profile's saved searches: open, rename, set how often alerts come, delete. */
export function SavedSearchesCard() {
  const { t, i18n } = useLingui();
  const sayAccount = useSayAccount();
  const say = (text: string) => saySavedSearchText(i18n, sayAccount(text));
  const localize = useLocalizedPath();
  const list = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState<TSavedSearch | null>(null);
  const [deleting, setDeleting] = useState<TSavedSearch | null>(null);
  const count = list.data?.length;
  const deletingName = deleting?.name;
  const settings = useAlertSettings();
  const setSettings = useSetAlertSettings();

  return (
    <Card
      look="outlined"
      padding="md"
      className={styles.card}
      id="saved-searches"
      as="section"
      aria-labelledby="saved-searches-title"
    >
      <div className={styles.head}>
        <h2 id="saved-searches-title" className={styles.title}>
          {count !== undefined ? t`Saved searches (${count})` : t`Saved searches`}
        </h2>
        <p className={styles.hint}>
          {t`New listings that match, and price drops, by email and in your notifications. Up to ${SAVED_SEARCH_MAX} searches.`}
        </p>
      </div>
      {list.isPending ? (
        <Skeleton height={72} />
      ) : list.isError ? (
        <Alert severity="error">{say(errorMessage(list.error, t`Could not load your saved searches`))}</Alert>
      ) : list.data.length === 0 ? (
        <p className={styles.empty}>
          {richText(i18n, NO_SEARCHES, {
            link: <RouterLink to={localize(paths.properties)}>{t`listing page`}</RouterLink>,
          })}
        </p>
      ) : (
        <ul className={styles.list}>
          {list.data.map((search) => (
            <SavedSearchRow
              key={search._id}
              search={search}
              onRename={() => setRenaming(search)}
              onDelete={() => setDeleting(search)}
            />
          ))}
        </ul>
      )}
      <div className={styles.favourites}>
        <Switch
          label={t`Alert me when a favourite’s price drops`}
          help={t`By email and in your notifications.`}
          checked={settings.data?.favouritePriceDrops ?? false}
          disabled={!settings.data || setSettings.isPending}
          onChange={(e) =>
            setSettings.mutate(
              { favouritePriceDrops: e.target.checked },
              {
                onSuccess: (answer) => notify(say(answer.message), 'success'),
                onError: (err) => notify(say(errorMessage(err, t`Could not change the alert`)), 'error'),
              },
            )
          }
        />
      </div>
      <RenameSavedSearchDialog search={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete this saved search?`}
        message={deleting ? t`‘${deletingName}’ and its alerts will be deleted.` : ''}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        busyLabel={t`Deleting...`}
        isBusy={remove.isPending}
        error={remove.error ? say(errorMessage(remove.error)) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: (answer) => {
              notify(say(answer.message), 'success');
              setDeleting(null);
            },
          })
        }
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </Card>
  );
}
