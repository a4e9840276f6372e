import { useLingui } from '@lingui/react/macro';
import { COMPARE_MAX } from '@nivaas/shared/compare-limits';
import X from 'lucide-react/icons/x';
import { ButtonLink } from '../../../components/ui/button';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { compareHref, compareStore, useCompareItems } from '../lib/compare-store';
import { useCompareSync } from './compare-sync';
import styles from './compare-tray.module.css';

/** What the tray says under its title, for the number chosen. */
function TrayHint({ count }: { count: number }) {
  const { t } = useLingui();
  const left = COMPARE_MAX - count;
  if (count >= COMPARE_MAX)
    return t`${COMPARE_MAX} chosen, the most you can compare: remove one to add another`;
  if (count < 2) return t`Choose one more listing to compare`;
  return t`You can add ${left} more`;
}

/**
 * The compare tray: fixed at the bottom of the screen (above the phone's contact bar on a
 * listing), with the chosen listings, 'Compare now', remove and clear. Also keeps a signed-in
 * user's tray on the server.
 */
export default function CompareTray({ userId, hidden }: { userId: string | null; hidden: boolean }) {
  // Its words come with its code (a Hindi page's tray waits for them, under its Suspense).
  useCatalogPart('compare');
  const { t } = useLingui();
  const localize = useLocalizedPath();
  useCompareSync(userId);
  const items = useCompareItems();
  const chosen = items.length;
  if (!items.length || hidden) return null;
  return (
    <section className={styles.tray} aria-labelledby="compare-tray-title" data-testid="compare-tray">
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id="compare-tray-title" className={styles.title}>
            {t`Compare`} <span className={styles.count}>{t`${chosen} of ${COMPARE_MAX}`}</span>
          </h2>
          <p className={styles.hint} aria-live="polite">
            <TrayHint count={chosen} />
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
                label={t`Remove ${item.title} from compare`}
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
            {t`Clear`}
          </Button>
          <ButtonLink variant="primary" size="sm" to={localize(compareHref(items.map((x) => x.id)))}>
            {t`Compare now`}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
