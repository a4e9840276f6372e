import { msg } from '@lingui/core/macro';
import Bath from 'lucide-react/icons/bath';
import BedDouble from 'lucide-react/icons/bed-double';
import Building from 'lucide-react/icons/building';
import MapPin from 'lucide-react/icons/map-pin';
import Ruler from 'lucide-react/icons/ruler';
import { formatArea, formatPrice } from '@nivaas/shared/format-price';
import { listingTitle } from '@nivaas/shared/listing-content';
import { listingBadge } from '@nivaas/shared/listing-badge';
import type { TPriceDrop } from '@nivaas/shared/price-drop';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { cardTextFor } from '../../lib/i18n/i18n';
import { useLingui } from '../../lib/i18n/runtime';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';
import { CompareToggle } from '../compare-toggle/compare-toggle';
import { STATUS_BADGE_COLORS } from '../../config/spec-colors';
import { FreshnessLine, type TFreshnessData } from './freshness-line';
import {
  cardAddress,
  cardImageSources,
  displayType,
  isForSale,
  type TCardAddress,
  type TCardImage,
} from './property-card-lib';
import styles from './property-card.module.css';
import { PriceDropBadge } from './price-drop-badge';
import { ReraBadge } from './rera-badge';
import { TYPE } from './type-names';

/** The fields the card reads; a full property from the API fits it. */
export type TPropertyCardData = TFreshnessData & {
  _id: string;
  title?: string | null;
  /** The agent's Hindi title, shown on Hindi pages when given. */
  titleHi?: string | null;
  buildingName?: string | null;
  address?: TCardAddress;
  price?: number | null;
  status?: string | null;
  area?: number | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  type?: string | null;
  images?: readonly TCardImage[] | null;
  agent?: { name?: string | null } | null;
  projectDetails?: { launchDate?: unknown } | null;
  constructionStatus?: string | null;
  possessionDate?: string | null;
  /** Set when the listing has a RERA registration number. */
  rera?: { number: string } | null;
  /** The latest change of price when it was a drop in the last 30 days. */
  priceDrop?: TPriceDrop | null;
};

/** The card's words in the page's language (the listing's own title and place stay as written). */
const BEDS = msg({ message: '{n, plural, one {# Bed} other {# Beds}}' });
const BATHS = msg({ message: '{n, plural, one {# Bath} other {# Baths}}' });
const STATUS: Record<string, ReturnType<typeof msg>> = {
  'For Sale': msg`For Sale`,
  'For Rent': msg`For Rent`,
};
const TEXT = {
  untitled: msg`Untitled Property`,
  noImage: msg`No Image`,
  unknownSeller: msg`Unknown Seller`,
};

/** The rendered image is 4:3; its width and height attributes reserve the space before it loads. */
const IMG_WIDTH = 400;
const IMG_HEIGHT = 300;
/** The grids show 1 / 2 / 3 / 4 columns from 0 / 640 / 900 / 1200 px, inside a 1280 px page. */
export const CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 900px) 33vw, (min-width: 768px) 50vw, 100vw';

export type TPropertyCardProps = {
  property: TPropertyCardData;
  /** The favourite toggle, placed over the image (the account feature provides it). */
  favoriteSlot?: ReactNode;
  /** Cards in the first row load eagerly; the rest lazily. */
  eager?: boolean;
  /**
   * The page's first card, whose photo is its largest paint: fetched at high priority. The rest of
   * the first row loads eagerly at normal priority, so it does not share the bandwidth equally.
   */
  priority?: boolean;
  /** `sizes` of the image for the grid the card sits in. */
  sizes?: string;
  /** The heading level of the title within the page. */
  headingComponent?: 'h2' | 'h3' | 'h4';
  /** Marks the card as the one picked on the map. */
  isSelected?: boolean;
  /** The 'Compare' toggle (on by default; off where the card is read-only). */
  withCompare?: boolean;
};

/**
 * A listing's card (spec §2 'Property card'). The title link stretches over the whole card, so
 * the card is one link for pointer users and one tab stop for keyboard users, while the
 * favourite toggle above it stays a separate button. Built without MUI: it is on the home page.
 */
export function PropertyCard({
  property,
  favoriteSlot,
  eager = false,
  priority = false,
  sizes = CARD_SIZES,
  headingComponent: Heading = 'h3',
  isSelected = false,
  withCompare = true,
}: TPropertyCardProps) {
  const image = cardImageSources(property.images);
  const { i18n } = useLingui();
  const locale = i18n.locale === 'hi' ? 'hi' : 'en';
  const localized = useLocalizedPath();
  const ownTitle = listingTitle(property, locale);
  const title = ownTitle?.text ?? i18n._(TEXT.untitled);
  // An English title on a Hindi page is marked English, for screen readers' voices.
  const titleLang = ownTitle && ownTitle.lang !== locale ? ownTitle.lang : undefined;
  const forSale = isForSale(property.status);
  const type = displayType(property.type);
  const bedrooms = property.bedrooms ?? 0;
  const bathrooms = property.bathrooms ?? 0;
  const cardText = cardTextFor(locale);
  const badge = listingBadge(property, undefined, cardText?.badge);
  const status = property.status ? STATUS[property.status] : undefined;

  return (
    <article className={isSelected ? `${styles.card} ${styles.selected}` : styles.card}>
      <div className={styles.media}>
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? sizes : undefined}
            width={IMG_WIDTH}
            height={IMG_HEIGHT}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className={styles.image}
          />
        ) : (
          <div className={styles.noImage}>{i18n._(TEXT.noImage)}</div>
        )}
        {property.status && (
          <span
            className={`${styles.badge} ${styles.status}`}
            style={{
              backgroundColor: forSale ? STATUS_BADGE_COLORS.forSale : STATUS_BADGE_COLORS.other,
              color: STATUS_BADGE_COLORS.text,
            }}
          >
            {status ? i18n._(status) : property.status}
          </span>
        )}
        {badge && (
          <span className={`${styles.badge} ${styles.launch}`} data-testid="listing-badge">
            {badge}
          </span>
        )}
        {property.rera && <ReraBadge />}
        {favoriteSlot && <div className={styles.favorite}>{favoriteSlot}</div>}
      </div>

      <div className={styles.body}>
        <div className={styles.priceRow}>
          <p className={styles.price}>{formatPrice(property.price, property.status, { locale })}</p>
          <PriceDropBadge drop={property.priceDrop} text={cardText?.priceDrop} />
        </div>
        <Heading className={styles.title}>
          <RouterLink to={localized(paths.property(property._id))} className={styles.link} lang={titleLang}>
            {title}
          </RouterLink>
        </Heading>
        {property.buildingName && (
          <p className={`${styles.muted} ${styles.nowrap}`}>{property.buildingName}</p>
        )}
        <p className={`${styles.muted} ${styles.address}`}>
          <MapPin size={20} />
          <span className={styles.nowrap}>{cardAddress(property.address)}</span>
        </p>
        <ul className={styles.facts}>
          {bedrooms > 0 && (
            <li>
              <BedDouble size={20} />
              {i18n._(BEDS, { n: bedrooms })}
            </li>
          )}
          {bathrooms > 0 && (
            <li>
              <Bath size={20} />
              {i18n._(BATHS, { n: bathrooms })}
            </li>
          )}
          <li>
            <Ruler size={20} />
            {formatArea(property.area, locale)}
          </li>
          {type && (
            <li>
              <Building size={20} />
              {TYPE[type] ? i18n._(TYPE[type]) : type}
            </li>
          )}
        </ul>
        <div className={styles.sellerRow}>
          <p className={`${styles.muted} ${styles.nowrap}`}>
            {property.agent?.name?.trim() || i18n._(TEXT.unknownSeller)}
          </p>
          {withCompare && <CompareToggle item={{ id: property._id, title, image: image?.src }} />}
        </div>
        <FreshnessLine property={property} text={cardText?.freshness} />
      </div>
    </article>
  );
}
