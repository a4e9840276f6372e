import type { TImageRef } from '@nivaas/shared/auth';
import { useState } from 'react';
import { cardImageSources } from '../../../components/property-card/property-card-lib';
import { initialsOf } from '../lib/developer-display';
import styles from './developer-logo.module.css';

/** The tile's size in CSS pixels at its largest, for the image's width, height and sizes. */
const LOGO_PX = { card: 64, header: 96 } as const;

/**
 * A builder's square logo on a light tile (DESIGN 'Images'); the builder's initials when there is
 * no logo or it fails to load. `alt` is empty where the name is written beside it. The size is
 * CSS's (a smaller header tile on phones), so the first render is the same at every width.
 */
export function DeveloperLogo({
  name,
  logo,
  size,
  alt = '',
  eager = false,
}: {
  name: string;
  logo: TImageRef | null;
  size: keyof typeof LOGO_PX;
  alt?: string;
  eager?: boolean;
}) {
  const [hasFailed, setHasFailed] = useState(false);
  const image = logo ? cardImageSources([logo]) : undefined;
  const px = LOGO_PX[size];
  return (
    <div className={`${styles.tile} ${styles[size]}`}>
      {image && !hasFailed ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? `${px}px` : undefined}
          width={px}
          height={px}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setHasFailed(true)}
          className={styles.image}
        />
      ) : alt ? (
        <span className={styles.initials} role="img" aria-label={alt}>
          {initialsOf(name)}
        </span>
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
    </div>
  );
}
