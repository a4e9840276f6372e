import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { describeSavedSearch, savedSearchPath } from '@nivaas/shared/saved-search-path';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_MAX,
  type TSavedSearch,
  type TSavedSearchFrequency,
} from '@nivaas/shared/saved-searches';
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
import { notify } from '../../../lib/notify';
import {
  useAlertSettings,
  useDeleteSavedSearch,
  useSavedSearches,
  useSetAlertSettings,
  useUpdateSavedSearch,
} from '../api/saved-searches';
import { RenameSavedSearchDialog } from './rename-saved-search-dialog';
import styles from './saved-searches-card.module.css';

const FREQUENCY_OPTIONS = SAVED_SEARCH_FREQUENCIES.map((value) => ({
  value,
  label: SAVED_SEARCH_FREQUENCY_LABELS[value],
}));

function SavedSearchRow({
  search,
  onRename,
  onDelete,
}: {
  search: TSavedSearch;
  onRename: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateSavedSearch();
  const changeFrequency = (frequency: TSavedSearchFrequency) =>
    update.mutate(
      { id: search._id, patch: { frequency } },
      {
        onSuccess: () =>
          notify(
            frequency === 'off'
              ? `Alerts off for ‘${search.name}’`
              : `‘${search.name}’: alerts ${SAVED_SEARCH_FREQUENCY_LABELS[frequency].toLowerCase()}`,
            'success',
          ),
        onError: (err) => notify(errorMessage(err, 'Could not change the alerts'), 'error'),
      },
    );
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <RouterLink to={savedSearchPath(search.query)} className={styles.name}>
          {search.name}
        </RouterLink>
        <ul className={styles.tags} aria-label={`Filters of ${search.name}`}>
          {describeSavedSearch(search.query).map((label) => (
            <li key={label}>
              <Badge>{label}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.actions}>
        <Field label="Email alerts" className={styles.frequency}>
          <Select
            isSmall
            value={search.frequency}
            aria-label={`Email alerts for ${search.name}`}
            disabled={update.isPending}
            onChange={(e) => changeFrequency(e.target.value as TSavedSearchFrequency)}
            options={FREQUENCY_OPTIONS}
          />
        </Field>
        <IconButton label={`Rename ${search.name}`} icon={<Pencil size={18} />} onClick={onRename} />
        <IconButton label={`Delete ${search.name}`} icon={<Trash2 size={18} />} onClick={onDelete} />
      </div>
    </li>
  );
}

/** The profile's saved searches: open, rename, set how often alerts come, delete. */
export function SavedSearchesCard() {
  const list = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState<TSavedSearch | null>(null);
  const [deleting, setDeleting] = useState<TSavedSearch | null>(null);
  const count = list.data?.length;
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
          Saved searches{count !== undefined ? ` (${count})` : ''}
        </h2>
        <p className={styles.hint}>
          New listings that match, and price drops, by email and in your notifications. Up to{' '}
          {SAVED_SEARCH_MAX} searches.
        </p>
      </div>
      {list.isPending ? (
        <Skeleton height={72} />
      ) : list.isError ? (
        <Alert severity="error">{errorMessage(list.error, 'Could not load your saved searches')}</Alert>
      ) : list.data.length === 0 ? (
        <p className={styles.empty}>
          No saved searches yet. On the <RouterLink to={paths.properties}>listing page</RouterLink>, choose
          ‘Save this search’.
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
          label="Alert me when a favourite’s price drops"
          help="By email and in your notifications."
          checked={settings.data?.favouritePriceDrops ?? false}
          disabled={!settings.data || setSettings.isPending}
          onChange={(e) =>
            setSettings.mutate(
              { favouritePriceDrops: e.target.checked },
              {
                onSuccess: (answer) => notify(answer.message, 'success'),
                onError: (err) => notify(errorMessage(err, 'Could not change the alert'), 'error'),
              },
            )
          }
        />
      </div>
      <RenameSavedSearchDialog search={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this saved search?"
        message={deleting ? `‘${deleting.name}’ and its alerts will be deleted.` : ''}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        isBusy={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: (answer) => {
              notify(answer.message, 'success');
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
