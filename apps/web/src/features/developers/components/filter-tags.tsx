import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { filterTags, type TDeveloperFilters, type TFilterKey } from '../lib/developer-filters';

/** The filters in force, each removable; state and country come only from links, so show here. */
export function FilterTags({
  filters,
  onRemove,
}: {
  filters: TDeveloperFilters;
  onRemove: (key: TFilterKey) => void;
}) {
  const tags = filterTags(filters);
  if (!tags.length) return null;
  return (
    <Box
      component="ul"
      aria-label="Filters in use"
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {tags.map((tag) => (
        <li key={tag.key}>
          <Chip
            label={tag.label}
            onClick={() => onRemove(tag.key)}
            onDelete={() => onRemove(tag.key)}
            aria-label={`Remove ${tag.label}`}
            color="primary"
            variant="outlined"
            sx={{ maxWidth: '100%' }}
          />
        </li>
      ))}
    </Box>
  );
}
