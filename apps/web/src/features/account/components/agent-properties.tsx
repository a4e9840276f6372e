import { confirmedLine } from '@nivaas/shared/listing-freshness';
import HousePlus from 'lucide-react/icons/house-plus';
import Pencil from 'lucide-react/icons/pencil';
import { useState } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ConfirmAvailabilityButton } from '../../freshness/components/confirm-availability-button';
import { useAgentProperties } from '../api/get-agent-properties';
import styles from './agent-properties.module.css';
import { PropertyGrid, PropertyGridSkeleton } from './property-grid';

/** 'Your Properties' (spec §2, agents): every listing of the agent, sold and rented too, with Edit links. */
const PAGE = 12;

export function AgentProperties({ agentId }: { agentId: string }) {
  const query = useAgentProperties(agentId);
  const [shown, setShown] = useState(PAGE);
  const count = query.data?.length;
  return (
    <section aria-labelledby="your-properties-title" className={styles.section}>
      <div className={styles.head}>
        <h2 id="your-properties-title" className={styles.title}>
          Your Properties{typeof count === 'number' ? ` (${count})` : ''}
        </h2>
        <ButtonLink to={paths.addProperty} variant="secondary" startIcon={<HousePlus size={18} />}>
          Add Property
        </ButtonLink>
      </div>
      {query.isPending ? (
        <PropertyGridSkeleton />
      ) : query.isError ? (
        <ErrorState
          title="Could not load your properties"
          message={query.error.message}
          onRetry={() => query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState
          title="You have not listed any properties yet"
          message="List a home, plot or office and it will show up here."
          actions={
            <ButtonLink to={paths.addProperty} variant="primary">
              Add Property
            </ButtonLink>
          }
        />
      ) : (
        <>
          <PropertyGrid
            properties={query.data.slice(0, shown)}
            label="Your properties"
            footer={(p) => (
              <div className={styles.actions}>
                {/* When the agent last said it is available: what the weekly email asks about. */}
                <p className={styles.confirmed}>{confirmedLine(p.freshness.confirmedAt)}</p>
                <ButtonLink
                  to={paths.editProperty(p._id)}
                  variant="secondary"
                  startIcon={<Pencil size={18} />}
                  aria-label={`Edit ${p.title?.trim() || 'property'}`}
                >
                  Edit
                </ButtonLink>
                <ConfirmAvailabilityButton propertyId={p._id} title={p.title?.trim() || 'property'} />
              </div>
            )}
          />
          {query.data.length > shown && (
            <div className={styles.more}>
              <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
                Show more ({query.data.length - shown} left)
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
