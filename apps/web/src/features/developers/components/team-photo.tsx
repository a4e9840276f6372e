import type { TImageRef } from '@nivaas/shared/auth';
import { useState } from 'react';
import { initialsOf } from '../lib/developer-display';
import styles from './developer-sections.module.css';

const PHOTO_PX = 96;

/** A team member's photo in a circle (below the fold: lazy), or their initials. Decorative. */
export function TeamPhoto({ name, image }: { name: string; image: TImageRef | null | undefined }) {
  const [hasFailed, setHasFailed] = useState(false);
  const src = image?.variants?.small ?? image?.url;
  return (
    <span className={styles.photo} aria-hidden="true">
      {src && !hasFailed ? (
        <img
          src={src}
          alt=""
          width={PHOTO_PX}
          height={PHOTO_PX}
          loading="lazy"
          decoding="async"
          onError={() => setHasFailed(true)}
          className={styles.photoImage}
        />
      ) : (
        initialsOf(name || '?')
      )}
    </span>
  );
}
