import type { TImageRef } from '@nivaas/shared/auth';
import { type ReactNode, useEffect, useState } from 'react';
import styles from './image-tile.module.css';

/** A preview address for a chosen file, freed when the file changes or the tile goes away. */
function useObjectUrl(file: File | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

const TILE_PX = 144;

/**
 * A square image on a light tile (DESIGN 'Images'): a chosen file's preview or a stored image,
 * a caption under it and an optional action (Remove).
 */
export function ImageTile({
  file,
  image,
  alt,
  caption,
  fit = 'contain',
  action,
}: {
  file?: File | null;
  image?: TImageRef | null;
  alt: string;
  caption: ReactNode;
  fit?: 'contain' | 'cover';
  action?: ReactNode;
}) {
  const preview = useObjectUrl(file);
  const src = preview ?? image?.variants?.medium ?? image?.url;
  return (
    <figure className={styles.tile}>
      <div className={styles.frame}>
        {src && (
          <img
            src={src}
            alt={alt}
            width={TILE_PX}
            height={TILE_PX}
            className={fit === 'cover' ? `${styles.image} ${styles.cover}` : styles.image}
          />
        )}
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
      {action}
    </figure>
  );
}
