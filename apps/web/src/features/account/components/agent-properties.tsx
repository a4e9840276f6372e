import { useLingui } from '@lingui/react/macro';
import HousePlus from 'lucide-react/icons/house-plus';
import Pencil from 'lucide-react/icons/pencil';
import { useState } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cardTextFor } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { useSayAccount } from '../lib/account-words';
import { ConfirmAvailabilityButton } from '../../freshness/components/confirm-availability-button';
import { confirmedLineIn } from '../../freshness/components/listing-freshness';
import { useAgentProperties } from '../api/get-agent-properties';
import styles from './agent-properties.module.css';
import { PropertyGrid, PropertyGridSkeleton } from './property-grid';

/** 'Your Properties' (spec §2, agents): every listing of the agent, sold and rented too, with Edit links. */
const PAGE = 12;

export function AgentProperties({ agentId }: { agentId: string }) {
  const { t, i18n } = useLingui();
  const say = useSayAccount();
  const localize = useLocalizedPath();
  const hindi = cardTextFor(i18n.locale);
  const query = useAgentProperties(agentId);
  const [shown, setShown] = useState(PAGE);
  const count = query.data?.length;
  return (
    <section aria-labelledby="your-properties-title" className={styles.section}>
      <div className={styles.head}>
        <h2 id="your-properties-title" className={styles.title}>
          {typeof count === 'number' ? t`Your Properties (${count})` : t`Your Properties`}
        </h2>
        <ButtonLink to={localize(paths.addProperty)} variant="secondary" startIcon={<HousePlus size={18} />}>
          {t`Add Property`}
        </ButtonLink>
      </div>
      {query.isPending ? (
        <PropertyGridSkeleton />
      ) : query.isError ? (
        <ErrorState
          title={t`Could not load your properties`}
          message={say(query.error.message)}
          retryLabel={t`Retry`}
          onRetry={() => query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState
          title={t`You have not listed any properties yet`}
          message={t`List a home, plot or office and it will show up here.`}
          actions={
            <ButtonLink to={localize(paths.addProperty)} variant="primary">
              {t`Add Property`}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <PropertyGrid
            properties={query.data.slice(0, shown)}
            label={t`Your properties`}
            footer={(p) => {
              const title = p.title?.trim() || t`property`;
              return (
                <div className={styles.actions}>
                  {/* When the agent last said it is available: what the weekly email asks about. */}
                  <p className={styles.confirmed}>{confirmedLineIn(hindi, p.freshness.confirmedAt)}</p>
                  <ButtonLink
                    to={localize(paths.editProperty(p._id))}
                    variant="secondary"
                    startIcon={<Pencil size={18} />}
                    aria-label={t`Edit ${title}`}
                  >
                    {t`Edit`}
                  </ButtonLink>
                  <ConfirmAvailabilityButton propertyId={p._id} title={title} />
                </div>
              );
            }}
          />
          {query.data.length > shown && (
            <div className={styles.more}>
              <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
                {t`Show more (${query.data.length - shown} left)`}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
