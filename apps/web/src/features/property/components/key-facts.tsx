import { useLingui } from '@lingui/react/macro';
import type { TFact } from '../lib/property-display';
import styles from './key-facts.module.css';

/** The key-facts strip under the photos: tiles that wrap to as many rows as they need. */
export function KeyFacts({ facts }: { facts: readonly TFact[] }) {
  const { t } = useLingui();
  if (!facts.length) return null;
  return (
    <dl aria-label={t`Key facts`} className={styles.facts}>
      {facts.map((f) => (
        <div key={f.key} className={styles.tile}>
          <dt className={styles.label}>{f.label}</dt>
          <dd className={styles.value}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
