import BathtubOutlined from '@mui/icons-material/BathtubOutlined';
import BedOutlined from '@mui/icons-material/BedOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SquareFootOutlined from '@mui/icons-material/SquareFootOutlined';
import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatArea, formatPrice } from '@nivaas/shared/format-price';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { priceSx } from '../../app/theme';
import { paths } from '../../config/paths';
import { STATUS_BADGE_COLORS } from '../../config/spec-colors';
import {
  cardAddress,
  cardImageSources,
  displayType,
  isForSale,
  launchBadge,
  NO_IMAGE,
  plural,
  type TCardAddress,
  type TCardImage,
  UNKNOWN_SELLER,
  UNTITLED,
} from './property-card-lib';

/** The fields the card reads; a full property from the API fits it. */
export type TPropertyCardData = {
  _id: string;
  title?: string | null;
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
};

/** The rendered image is 4:3; its width and height attributes reserve the space before it loads. */
const IMG_WIDTH = 400;
const IMG_HEIGHT = 300;
/** The grids show 1 / 2 / 3 / 4 columns from 0 / 640 / 900 / 1200 px, inside a 1280 px page. */
export const CARD_SIZES =
  '(min-width: 1200px) 300px, (min-width: 900px) 33vw, (min-width: 640px) 50vw, 100vw';

const badgeSx = {
  position: 'absolute',
  px: 1,
  py: 0.25,
  borderRadius: 1,
  typography: 'caption',
  fontWeight: 700,
  lineHeight: 1.6,
} as const;

export type TPropertyCardProps = {
  property: TPropertyCardData;
  /** The favourite toggle, placed over the image (the account feature provides it). */
  favoriteSlot?: ReactNode;
  /** Cards in the first row load eagerly; the rest lazily. */
  eager?: boolean;
  /** `sizes` of the image for the grid the card sits in. */
  sizes?: string;
  /** The heading level of the title within the page. */
  headingComponent?: 'h2' | 'h3' | 'h4';
  /** Marks the card as the one picked on the map. */
  isSelected?: boolean;
};

/**
 * A listing's card (spec §2 'Property card'). The title link stretches over the whole card, so
 * the card is one link for pointer users and one tab stop for keyboard users, while the
 * favourite toggle above it stays a separate button.
 */
export function PropertyCard({
  property,
  favoriteSlot,
  eager = false,
  sizes = CARD_SIZES,
  headingComponent = 'h3',
  isSelected = false,
}: TPropertyCardProps) {
  const image = cardImageSources(property.images);
  const title = property.title?.trim() || UNTITLED;
  const forSale = isForSale(property.status);
  const type = displayType(property.type);
  const bedrooms = property.bedrooms ?? 0;
  const bathrooms = property.bathrooms ?? 0;

  return (
    <Card
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: (t) => t.transitions.create(['box-shadow', 'transform'], { duration: 200 }),
        outline: isSelected ? 2 : 0,
        outlineColor: 'primary.main',
        '&:hover': { boxShadow: 6 },
        '&:has(a:focus-visible)': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.200', overflow: 'hidden' }}>
        {image ? (
          <Box
            component="img"
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? sizes : undefined}
            width={IMG_WIDTH}
            height={IMG_HEIGHT}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Box
            sx={{
              height: '100%',
              display: 'grid',
              placeItems: 'center',
              color: 'text.secondary',
              typography: 'body2',
            }}
          >
            {NO_IMAGE}
          </Box>
        )}
        {property.status && (
          <Box
            sx={{
              ...badgeSx,
              top: 12,
              left: 12,
              bgcolor: forSale ? STATUS_BADGE_COLORS.forSale : STATUS_BADGE_COLORS.other,
              color: STATUS_BADGE_COLORS.text,
            }}
          >
            {property.status}
          </Box>
        )}
        <Box sx={{ ...badgeSx, bottom: 12, left: 12, bgcolor: 'background.paper', color: 'text.primary' }}>
          {launchBadge(property.projectDetails?.launchDate)}
        </Box>
        {favoriteSlot && <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 2 }}>{favoriteSlot}</Box>}
      </Box>

      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ ...priceSx, typography: 'h4', fontWeight: 700 }}>
            {formatPrice(property.price, property.status ?? undefined)}
          </Typography>
          <Typography
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
          >
            <Star fontSize="inherit" sx={{ color: 'secondary.main' }} aria-hidden />
            <span>5.0 (??)</span>
          </Typography>
        </Box>
        <Typography component={headingComponent} variant="h5" sx={{ lineHeight: 1.35 }}>
          <Link
            component={RouterLink}
            to={paths.property(property._id)}
            color="inherit"
            underline="none"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {title}
          </Link>
        </Typography>
        {property.buildingName && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {property.buildingName}
          </Typography>
        )}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
        >
          <PlaceOutlined fontSize="small" aria-hidden />
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {cardAddress(property.address)}
          </Box>
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 0.5,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2,
            rowGap: 0.5,
            typography: 'body2',
            '& li': { display: 'inline-flex', alignItems: 'center', gap: 0.5 },
            '& svg': { color: 'text.secondary' },
          }}
        >
          {bedrooms > 0 && (
            <li>
              <BedOutlined fontSize="small" aria-hidden />
              {plural(bedrooms, 'Bed', 'Beds')}
            </li>
          )}
          {bathrooms > 0 && (
            <li>
              <BathtubOutlined fontSize="small" aria-hidden />
              {plural(bathrooms, 'Bath', 'Baths')}
            </li>
          )}
          <li>
            <SquareFootOutlined fontSize="small" aria-hidden />
            {formatArea(property.area)}
          </li>
          {type && (
            <li>
              <HomeWorkOutlined fontSize="small" aria-hidden />
              {type}
            </li>
          )}
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 'auto', pt: 1, borderTop: 1, borderColor: 'divider' }}
          noWrap
        >
          {property.agent?.name?.trim() || UNKNOWN_SELLER}
        </Typography>
      </Box>
    </Card>
  );
}
