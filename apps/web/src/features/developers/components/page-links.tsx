import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

/** Page links under a grid, with 44 px targets; nothing when everything fits on one page. */
export function PageLinks({
  label,
  page,
  pages,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 3, md: 4 } }}
    >
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_e, value) => onPage(value)}
        color="primary"
        shape="rounded"
        siblingCount={0}
        sx={{ '& .MuiPaginationItem-root': { minWidth: 44, height: 44 } }}
      />
    </Box>
  );
}
