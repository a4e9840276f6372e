import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/http-client';
import { notify } from '../../../lib/notify';
import { useSayAccount } from '../../account/lib/account-words';
import { shareLink } from '../../property/lib/share';
import {
  createShortlistShare,
  getShortlistShare,
  revokeShortlistShare,
  shortlistShareKey,
} from '../api/compare-api';
import styles from './share-shortlist-card.module.css';

/** The share helper's texts (property/lib/share.ts), in the page's language. */
const LINK_COPIED = msg`Link copied to clipboard!`;
const LINK_COPY_FAILED = msg`Could not copy the link. Please copy it from the address bar.`;

export const shortlistUrl = (token: string) => `${window.location.origin}${paths.sharedShortlist(token)}`;

/**
 * In the profile's favourites: share them as a read-only link (anyone with it sees the cards and
 * your first name, nothing else), copy it, or stop sharing (the link then says so).
 */
export function ShareShortlistCard() {
  const { t, i18n } = useLingui();
  const say = useSayAccount();
  const client = useQueryClient();
  const share = useQuery({ queryKey: shortlistShareKey, queryFn: getShortlistShare });
  const create = useMutation({
    mutationFn: createShortlistShare,
    onSuccess: (data) => {
      client.setQueryData(shortlistShareKey, data);
      notify(t`Your favourites are shared: anyone with the link can see them`, 'success');
    },
    onError: (err) => notify(say(errorMessage(err)), 'error'),
  });
  const revoke = useMutation({
    mutationFn: revokeShortlistShare,
    onSuccess: () => {
      client.setQueryData(shortlistShareKey, null);
      notify(t`Your favourites are no longer shared`, 'success');
    },
    onError: (err) => notify(say(errorMessage(err)), 'error'),
  });
  const url = share.data ? shortlistUrl(share.data.token) : '';

  const onCopy = async () => {
    const outcome = await shareLink({ title: t`My shortlist on Nivaas`, url });
    if (outcome === 'copied') notify(i18n._(LINK_COPIED), 'success');
    else if (outcome === 'failed') notify(i18n._(LINK_COPY_FAILED), 'error');
  };

  return (
    <Card look="outlined" as="section" className={styles.card} aria-labelledby="share-shortlist-title">
      <h2 id="share-shortlist-title" className={styles.title}>
        {t`Share your shortlist`}
      </h2>
      <p className={styles.text}>
        {t`A read-only link to your favourites, so your family can decide with you. It shows the listings and your first name, nothing else.`}
      </p>
      {share.isError ? (
        <p className={styles.text}>{say(errorMessage(share.error))}</p>
      ) : share.data ? (
        <>
          <Field label={t`Link to your shortlist`} className={styles.field}>
            <TextInput
              value={url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              data-testid="shortlist-url"
            />
          </Field>
          <div className={styles.actions}>
            <Button variant="primary" onClick={onCopy}>
              {t`Copy link`}
            </Button>
            <Button variant="secondary" busy={revoke.isPending} onClick={() => revoke.mutate()}>
              {t`Stop sharing`}
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <Button
            variant="primary"
            busy={create.isPending || share.isPending}
            busyLabel={create.isPending ? t`Creating link…` : undefined}
            onClick={() => create.mutate()}
          >
            {t`Create link`}
          </Button>
        </div>
      )}
    </Card>
  );
}
