import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { collapsedTags, filterTags, type TListingFilters } from '../lib/filters';

/**
 * One removable tag per active filter and 'Clear all' (spec §2). On phones with more than 3
 * tags the row shows 2 then '+N more', which expands it.
 */
export function FilterTags({
  filters,
  isMobile,
  onChange,
  onClearAll,
}: {
  filters: TListingFilters;
  isMobile: boolean;
  onChange: (patch: Partial<TListingFilters>) => void;
  onClearAll: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const tags = filterTags(filters);
  if (tags.length === 0) return null;
  const { shown, hidden } = collapsedTags(tags, isMobile, expanded);

  return (
    <Box
      component="section"
      aria-label="Active filters"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 2 }}
    >
      {shown.map((tag) => (
        <Chip
          key={tag.key}
          label={tag.label}
          onClick={() => onChange(tag.patch)}
          onDelete={() => onChange(tag.patch)}
          aria-label={`Remove filter ${tag.label}`}
          color="primary"
          variant="outlined"
          sx={{ minHeight: { xs: 40, md: 32 }, maxWidth: '100%' }}
        />
      ))}
      {hidden > 0 && (
        <Chip
          label={`+${hidden} more`}
          onClick={() => setExpanded(true)}
          aria-label={`Show ${hidden} more filters`}
          sx={{ minHeight: 40 }}
        />
      )}
      <Button onClick={onClearAll} size="small" sx={{ minHeight: 44 }}>
        Clear all
      </Button>
    </Box>
  );
}
