import Chip from '@mui/material/Chip';
import { STATUS_BADGE_COLORS } from '../../../config/spec-colors';
import { isForSale } from '../lib/status-colors';

/** The listing status badge (DESIGN 'Status badges'): For Sale blue, anything else red. */
export function PropertyStatusBadge({ status }: { status: string }) {
  const background = isForSale(status) ? STATUS_BADGE_COLORS.forSale : STATUS_BADGE_COLORS.other;
  return (
    <Chip
      label={status || 'Unknown'}
      size="small"
      sx={{ bgcolor: background, color: STATUS_BADGE_COLORS.text, fontWeight: 600, whiteSpace: 'nowrap' }}
    />
  );
}
