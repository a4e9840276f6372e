import Check from '@mui/icons-material/Check';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import SwapVert from '@mui/icons-material/SwapVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TListingView, TSort } from '../lib/filters';
import { effectiveSort, SORT_OPTIONS, sortOptionsFor } from '../lib/options';

export function countLabel(total: number): string {
  return `${total.toLocaleString('en-IN')} ${total === 1 ? 'property' : 'properties'}`;
}

/** The count, the sort menu and the list/map switch above the results. */
export function ResultsToolbar({
  total,
  isCounting,
  search,
  sort,
  onSort,
  view,
  onView,
}: {
  total: number | undefined;
  isCounting: boolean;
  search: string;
  sort: TSort | '';
  onSort: (sort: TSort) => void;
  view: TListingView;
  onView: (view: TListingView) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = effectiveSort(sort, search);
  const currentLabel = SORT_OPTIONS.find((o) => o.value === current)?.label ?? '';

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 700, flex: 1, minWidth: 120 }}>
        {total === undefined ? (isCounting ? 'Searching…' : '') : countLabel(total)}
      </Typography>
      <Button
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<SwapVert />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-label={`Sort: ${currentLabel}`}
        color="inherit"
        sx={{ minHeight: 44 }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Sort:&nbsp;
        </Box>
        {currentLabel}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {sortOptionsFor(search).map((o) => (
          <MenuItem
            key={o.value}
            selected={o.value === current}
            onClick={() => {
              onSort(o.value);
              setAnchor(null);
            }}
            sx={{ minHeight: 44 }}
          >
            <ListItemIcon>{o.value === current && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{o.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_e, next: TListingView | null) => next && onView(next)}
        aria-label="View"
      >
        <ToggleButton value="list" aria-label="List view" sx={{ minHeight: 44, minWidth: 44, gap: 0.5 }}>
          <GridViewOutlined fontSize="small" />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            List
          </Box>
        </ToggleButton>
        <ToggleButton value="map" aria-label="Map view" sx={{ minHeight: 44, minWidth: 44, gap: 0.5 }}>
          <MapOutlined fontSize="small" />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Map
          </Box>
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
