import type { TFact } from '../lib/property-display';
import styles from './key-facts.module.css';

/** The key-facts strip under the photos: tiles that wrap to as many rows as they need. */
export function KeyFacts({ facts }: { facts: readonly TFact[] }) {
  if (!facts.length) return null;
  return (
    <dl aria-label="Key facts" className={styles.facts}>
      {facts.map((f) => (
        <div key={f.key} className={styles.tile}>
          <dt className={styles.label}>{f.label}</dt>
          <dd className={styles.value}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
