import Box from '@mui/material/Box';
import type { TDeveloper } from '@nivaas/shared/developer';
import { DeveloperCard } from './developer-card';
import { gridListSx, TWO_COLUMNS } from './grid-list';
import { PageLinks } from './page-links';

/** Cards of the first row (up to 3 columns) load their logos eagerly. */
const FIRST_ROW = 3;

/** One page of builder cards (12, admin spec §9) and the page links under them. */
export function DeveloperGrid({
  developers,
  page,
  pages,
  isStale,
  onPage,
}: {
  developers: readonly TDeveloper[];
  page: number;
  pages: number;
  /** The results of the previous filters, shown dimmed while the new ones load. */
  isStale: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <Box
        component="ul"
        aria-label="Developers"
        aria-busy={isStale}
        sx={{
          ...gridListSx({ ...TWO_COLUMNS, md: 'repeat(3, 1fr)' }, { xs: 2, md: 3 }),
          opacity: isStale ? 0.6 : 1,
          transition: 'opacity 150ms ease-out',
        }}
      >
        {developers.map((d, i) => (
          <Box component="li" key={d._id} sx={{ minWidth: 0 }}>
            <DeveloperCard developer={d} eager={i < FIRST_ROW} />
          </Box>
        ))}
      </Box>
      <PageLinks label="Pages" page={page} pages={pages} onPage={onPage} />
    </>
  );
}
