import { COMPARE_MAX } from '@nivaas/shared/compare-limits';
import X from 'lucide-react/icons/x';
import { ButtonLink } from '../../../components/ui/button';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { compareHref, compareStore, useCompareItems } from '../lib/compare-store';
import { useCompareSync } from './compare-sync';
import styles from './compare-tray.module.css';

/** What the tray says under its title, for the number chosen. */
export function trayHint(count: number): string {
  if (count >= COMPARE_MAX)
    return `${COMPARE_MAX} chosen, the most you can compare: remove one to add another`;
  if (count < 2) return 'Choose one more listing to compare';
  return `You can add ${COMPARE_MAX - count} more`;
}

/**
 * The compare tray: fixed at the bottom of the screen (above the phone's contact bar on a
 * listing), with the chosen listings, 'Compare now', remove and clear. Also keeps a signed-in
 * user's tray on the server.
 */
export default function CompareTray({ userId, hidden }: { userId: string | null; hidden: boolean }) {
  useCompareSync(userId);
  const items = useCompareItems();
  if (!items.length || hidden) return null;
  return (
    <section className={styles.tray} aria-labelledby="compare-tray-title" data-testid="compare-tray">
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id="compare-tray-title" className={styles.title}>
            Compare{' '}
            <span className={styles.count}>
              {items.length} of {COMPARE_MAX}
            </span>
          </h2>
          <p className={styles.hint} aria-live="polite">
            {trayHint(items.length)}
          </p>
        </div>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              {item.image ? (
                <img src={item.image} alt="" width={48} height={36} className={styles.thumb} />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )}
              <span className={styles.name}>{item.title}</span>
              <IconButton
                label={`Remove ${item.title} from compare`}
                icon={<X size={16} />}
                variant="ghost"
                size="sm"
                onClick={() => compareStore.remove(item.id)}
              />
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" onClick={() => compareStore.clear()}>
            Clear
          </Button>
          <ButtonLink variant="primary" size="sm" to={compareHref(items.map((x) => x.id))}>
            Compare now
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
