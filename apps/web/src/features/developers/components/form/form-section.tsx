import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** One section of the developer form: a card with its heading (h2), a line of help and its content. */
export function FormSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      id={id}
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, scrollMarginTop: 88 }}
    >
      <Box>
        <Typography id={headingId} component="h2" variant="h4">
          {title}
        </Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {hint}
          </Typography>
        )}
      </Box>
      {children}
    </Paper>
  );
}

/** Fields two or three to a row from 640 px, one on phones; a wide field takes the whole row. */
export const fieldGridSx = (columns: 2 | 3 = 2) =>
  ({
    display: 'grid',
    gap: 2,
    alignItems: 'start',
    gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
    '& > .is-wide': { gridColumn: '1 / -1' },
  }) as const;
