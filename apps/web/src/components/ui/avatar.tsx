import { useState } from 'react';
import styles from './avatar.module.css';

/** 'Priya Kulkarni' → 'PK'; one name → its first letter. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** A person's photo in a circle, or their initials when there is none (or it fails to load). Decorative. */
export function Avatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  const [isBroken, setIsBroken] = useState(false);
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
      aria-hidden="true"
    >
      {src && !isBroken ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          className={styles.image}
          onError={() => setIsBroken(true)}
        />
      ) : (
        initials(name)
      )}
    </span>
  );
}
