import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Link as RouterLink } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';
import { paths } from '../../../config/paths';
import { ListingEmpty } from './listing-states';
import styles from './listing-states.module.css';

/** The listing's 'no matches' state, with a refresh and a way to add a property (lib/no-matches.tsx loads it). */
export default function ListingNoMatches({ onRefresh }: { onRefresh: () => void }) {
  return (
    <ListingEmpty
      title="No properties found matching your criteria"
      message="Try adjusting your filters or search terms"
      actions={
        <>
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', className: styles.action })}
            onClick={onRefresh}
          >
            <RefreshCw size={20} className={styles.actionIcon} />
            Refresh
          </button>
          <RouterLink
            to={paths.addProperty}
            className={buttonClass({ variant: 'primary', className: styles.action })}
          >
            Add Property
          </RouterLink>
        </>
      }
    />
  );
}
