import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { i18nFor } from '../../../lib/i18n/i18n';
import type { TSays } from '../../../lib/i18n/says';
import { DETAIL_MAIN_IMAGE_SIZES } from '@nivaas/shared/image-sources';
import type { TProperty } from '@nivaas/shared/property';
import { useMemo, useState } from 'react';
import { FALLBACK_TEXT, imageSources, thumbnailSource } from '../lib/property-display';
import { DetailIcon } from './detail-icon';
import type { TLightboxImage } from './gallery-lightbox';
import { useWarmUp } from '../../../components/deferred';
import { LazyGalleryLightbox } from './lazy-dialogs';
import styles from './property-gallery.module.css';
import { PropertyImage } from './property-image';

/** Shared with the server, which preloads this photo from the page's HTML. */
const MAIN_SIZES = DETAIL_MAIN_IMAGE_SIZES;

const PHOTO_ALT = msg({ message: '{title}, photo {n}' });

export function toLightboxImages(
  images: TProperty['images'],
  title: string,
  i18n: TSays = i18nFor('en'),
): TLightboxImage[] {
  return images.flatMap((img, i) => {
    const sources = imageSources(img);
    if (!sources) return [];
    return [
      {
        key: img._id || `${i}`,
        src: sources.src,
        srcSet: sources.srcSet,
        thumb: thumbnailSource(img) ?? sources.src,
        alt: i18n._(PHOTO_ALT, { title, n: i + 1 }),
      },
    ];
  });
}

/** The 16:9 photo with thumbnails under it, opening the lightbox (spec §2). */
export function PropertyGallery({ property, title }: { property: TProperty; title: string }) {
  const { t, i18n } = useLingui();
  const images = useMemo(
    () => toLightboxImages(property.images ?? [], title, i18n),
    [property.images, title, i18n],
  );
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [wanted, warm] = useWarmUp();
  const current = images[index] ?? images[0];

  if (!current) {
    return (
      <div className={styles.empty}>
        <DetailIcon name="photos" size={48} />
        <p className={styles.emptyText}>{i18n._(FALLBACK_TEXT.noImages)}</p>
      </div>
    );
  }

  return (
    <section aria-label={t`Photos`}>
      <div className={styles.frame}>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t`Open photo ${index + 1} of ${images.length} full screen`}
          className={styles.main}
          {...warm}
        >
          <PropertyImage
            key={current.key}
            src={current.src}
            srcSet={current.srcSet}
            sizes={MAIN_SIZES}
            alt={current.alt}
            width={1280}
            height={720}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
            className={styles.mainImage}
          />
        </button>
        <button type="button" onClick={() => setOpen(true)} className={styles.viewAll} {...warm}>
          <DetailIcon name="photos" size={20} className={styles.viewAllIcon} />
          {images.length === 1 ? t`View photo` : t`View all ${images.length} photos`}
        </button>
      </div>

      {images.length > 1 && (
        // A named group of buttons, not a form's fieldset.
        // biome-ignore lint/a11y/useSemanticElements: see above
        <div role="group" aria-label={t`Choose a photo`} className={styles.thumbs}>
          {images.map((img, i) => (
            <button
              type="button"
              key={img.key}
              onClick={() => setIndex(i)}
              aria-label={t`Show photo ${i + 1} of ${images.length}`}
              aria-current={i === index ? 'true' : undefined}
              className={styles.thumb}
            >
              <PropertyImage
                src={img.thumb}
                alt=""
                width={112}
                height={63}
                loading="lazy"
                className={styles.thumbImage}
              />
            </button>
          ))}
        </div>
      )}

      <LazyGalleryLightbox
        isWanted={wanted}
        images={images}
        index={index}
        open={open}
        title={title}
        onClose={() => setOpen(false)}
        onIndexChange={setIndex}
      />
    </section>
  );
}
