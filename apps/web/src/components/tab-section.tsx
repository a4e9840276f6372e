import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A section of a detail page that its tab bar scrolls to: focusable, so choosing a tab moves
 * reading (and a screen reader) there; named by its heading.
 */
export function TabSection({
  domId,
  title,
  scrollMarginTop,
  children,
}: {
  domId: string;
  title: string;
  /** Room left above the section when scrolled to, for a fixed tab bar. */
  scrollMarginTop?: string;
  children: ReactNode;
}) {
  const headingId = `${domId}-title`;
  return (
    <Box
      component="section"
      id={domId}
      aria-labelledby={headingId}
      tabIndex={-1}
      sx={{
        scrollMarginTop,
        py: 3,
        borderBottom: 1,
        borderColor: 'divider',
        '&:focus': { outline: 'none' },
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: { xs: 20, sm: 24 }, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
