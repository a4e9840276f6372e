import { msg } from '@lingui/core/macro';
import { formatPrice } from '@nivaas/shared/format-price';
import { listingTitle } from '@nivaas/shared/listing-content';
import type { TPropertyCard } from '@nivaas/shared/property';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useLingui } from '../../lib/i18n/runtime';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';
import { cardAddress, cardImageSources, NO_IMAGE } from '../property-card/property-card-lib';
import { Skeleton } from '../ui/skeleton';
import styles from './property-mini-list.module.css';

const UNTITLED = msg`Untitled Property`;
const THUMB_W = 88;
const THUMB_H = 66;

/** Compact entries of the account panel; each opens its listing. */
export function PropertyMiniList({
  properties,
  onOpen,
  label,
}: {
  properties: readonly TPropertyCard[];
  onOpen: () => void;
  label: string;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'hi' ? 'hi' : 'en';
  const localized = useLocalizedPath();
  return (
    <ul aria-label={label} className={styles.list}>
      {properties.map((p) => {
        const image = cardImageSources(p.images);
        const title = listingTitle(p, locale);
        return (
          <li key={p._id}>
            <RouterLink to={localized(paths.property(p._id))} onClick={onOpen} className={styles.link}>
              <span className={styles.thumb}>
                {image ? (
                  <img
                    src={image.src}
                    srcSet={image.srcSet}
                    sizes={`${THUMB_W}px`}
                    width={THUMB_W}
                    height={THUMB_H}
                    alt=""
                    loading="lazy"
                    className={styles.image}
                  />
                ) : (
                  NO_IMAGE
                )}
              </span>
              <span className={styles.text}>
                <span className={styles.title} lang={title && title.lang !== locale ? title.lang : undefined}>
                  {title?.text ?? i18n._(UNTITLED)}
                </span>
                <span className={styles.price}>{formatPrice(p.price, p.status, { locale })}</span>
                <span className={styles.address}>{cardAddress(p.address)}</span>
              </span>
            </RouterLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The shape of a few entries while they load. */
export function PropertyMiniListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className={styles.skeletons}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className={styles.skeletonRow}>
          <Skeleton shape="rect" width={THUMB_W} height={THUMB_H} />
          <div className={styles.skeletonText}>
            <Skeleton width="85%" />
            <Skeleton width="40%" />
            <Skeleton width="60%" />
          </div>
        </div>
      ))}
    </div>
  );
}
