import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@nivaas/shared/format-price';
import type { TProperty } from '@nivaas/shared/property';
import { Link as RouterLink } from 'react-router';
import { priceSx } from '../../app/theme';
import { paths } from '../../config/paths';
import { cardAddress, cardImageSources, NO_IMAGE, UNTITLED } from '../property-card/property-card-lib';

const THUMB_W = 88;
const THUMB_H = 66;

/** Compact entries of the account panel; each opens its listing. */
export function PropertyMiniList({
  properties,
  onOpen,
  label,
}: {
  properties: readonly TProperty[];
  onOpen: () => void;
  label: string;
}) {
  return (
    <List aria-label={label} disablePadding>
      {properties.map((p) => {
        const image = cardImageSources(p.images);
        return (
          <li key={p._id}>
            <ListItemButton
              component={RouterLink}
              to={paths.property(p._id)}
              onClick={onOpen}
              sx={{ gap: 1.5, py: 1.25, alignItems: 'flex-start', borderRadius: 2 }}
            >
              <Box
                sx={{
                  width: THUMB_W,
                  height: THUMB_H,
                  flexShrink: 0,
                  borderRadius: 1.5,
                  overflow: 'hidden',
                  bgcolor: 'grey.200',
                  display: 'grid',
                  placeItems: 'center',
                  typography: 'caption',
                  color: 'text.secondary',
                }}
              >
                {image ? (
                  <img
                    src={image.src}
                    srcSet={image.srcSet}
                    sizes={`${THUMB_W}px`}
                    width={THUMB_W}
                    height={THUMB_H}
                    alt=""
                    loading="lazy"
                    style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                ) : (
                  NO_IMAGE
                )}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3 }} noWrap>
                  {p.title?.trim() || UNTITLED}
                </Typography>
                <Typography variant="body2" sx={{ ...priceSx }}>
                  {formatPrice(p.price, p.status)}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  {cardAddress(p.address)}
                </Typography>
              </Box>
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}

/** The shape of a few entries while they load. */
export function PropertyMiniListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Box aria-hidden sx={{ display: 'grid', gap: 1.5, py: 1.25, px: 2 }}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Box key={i} sx={{ display: 'flex', gap: 1.5 }}>
          <Skeleton variant="rounded" width={THUMB_W} height={THUMB_H} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="85%" />
            <Skeleton width="40%" />
            <Skeleton width="60%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
