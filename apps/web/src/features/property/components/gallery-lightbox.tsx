import { useLingui } from '@lingui/react/macro';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import { FullScreenDialog, fullScreenControlClass } from '../../../components/ui/full-screen-dialog';
import styles from './gallery-lightbox.module.css';
import { PropertyImage } from './property-image';

export type TLightboxImage = { key: string; src: string; srcSet?: string; thumb: string; alt: string };

const SWIPE_PX = 50;

/** Next index, wrapping at both ends. */
export const wrapIndex = (index: number, length: number) => (length ? (index + length) % length : 0);

/**
 * Full-screen photos (spec §2): arrows and swipes move between them, Home and End go to the first
 * and last, Escape closes, focus stays inside while it is open and returns to what opened it.
 */
export function GalleryLightbox({
  images,
  index,
  open,
  title,
  onClose,
  onIndexChange,
}: {
  images: readonly TLightboxImage[];
  index: number;
  open: boolean;
  title: string;
  onClose: () => void;
  onIndexChange: (index: number) => void;
}) {
  const { t } = useLingui();
  const pointerStart = useRef<number | null>(null);
  const thumbsRef = useRef<HTMLDivElement>(null);
  const current = images[index];
  const hasMany = images.length > 1;
  const go = (delta: number) => onIndexChange(wrapIndex(index + delta, images.length));

  useEffect(() => {
    // Keep the current thumbnail in view.
    if (!open) return;
    const thumb = thumbsRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    thumb?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [index, open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!hasMany) return;
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: images.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    onIndexChange(wrapIndex(to, images.length));
  };
  const onPointerDown = (e: PointerEvent) => {
    pointerStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = pointerStart.current;
    pointerStart.current = null;
    if (start === null || !hasMany) return;
    const dx = e.clientX - start;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  return (
    <FullScreenDialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t`Close photos`}
      onKeyDown={onKeyDown}
      headerEnd={
        <p aria-live="polite" className={styles.counter}>
          {images.length ? `${index + 1} / ${images.length}` : ''}
        </p>
      }
    >
      <div onPointerDown={onPointerDown} onPointerUp={onPointerUp} className={styles.stage}>
        {current && (
          <PropertyImage
            key={current.key}
            src={current.src}
            srcSet={current.srcSet}
            sizes="100vw"
            alt={current.alt}
            draggable={false}
            className={styles.photo}
          />
        )}
        {hasMany && (
          <>
            <button
              type="button"
              aria-label={t`Previous photo`}
              onClick={() => go(-1)}
              className={`${fullScreenControlClass} ${styles.previous}`}
            >
              <ChevronLeft size={32} aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label={t`Next photo`}
              onClick={() => go(1)}
              className={`${fullScreenControlClass} ${styles.next}`}
            >
              <ChevronRight size={32} aria-hidden="true" />
            </button>
          </>
        )}
      </div>

      {hasMany && (
        // A named group of buttons, not a form's fieldset.
        // biome-ignore lint/a11y/useSemanticElements: see above
        <div ref={thumbsRef} role="group" aria-label={t`Photos`} className={styles.thumbs}>
          {images.map((img, i) => (
            <button
              type="button"
              key={img.key}
              data-index={i}
              onClick={() => onIndexChange(i)}
              aria-label={t`Show photo ${i + 1} of ${images.length}`}
              aria-current={i === index ? 'true' : undefined}
              className={styles.thumb}
            >
              <PropertyImage
                src={img.thumb}
                alt=""
                width={80}
                height={45}
                loading="lazy"
                className={styles.thumbImage}
              />
            </button>
          ))}
        </div>
      )}
    </FullScreenDialog>
  );
}
