import type { ReactNode } from 'react';
import styles from './picker-option.module.css';

/** A picker row: a picture (decorative), the name and a second line (email, city). */
export function PickerOption({ media, title, detail }: { media: ReactNode; title: string; detail?: string }) {
  return (
    <span className={styles.option}>
      {media}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {detail && <span className={styles.detail}>{detail}</span>}
      </span>
    </span>
  );
}

/** A builder's logo in a rounded square, or the first letter of its name. Decorative. */
export function BuilderLogo({ name, src }: { name: string; src: string | null | undefined }) {
  return (
    <span className={styles.logo} aria-hidden="true">
      {src ? <img src={src} alt="" width={32} height={32} className={styles.logoImage} /> : name.charAt(0)}
    </span>
  );
}
