import styles from './property-card-skeleton.module.css';

const LINES = ['45%', '90%', '60%', '75%', '40%'];

/** The shape of a property card while it loads (DESIGN 'Empty, loading and error states'). */
export function PropertyCardSkeleton() {
  return (
    <div aria-hidden="true" className={styles.card}>
      <div className={`${styles.bone} ${styles.media}`} />
      <div className={styles.body}>
        {LINES.map((width, i) => (
          <div
            key={width}
            className={i === 0 ? `${styles.bone} ${styles.first}` : styles.bone}
            style={{ width }}
          />
        ))}
      </div>
    </div>
  );
}
