import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** One group of the property form: a titled card, its fields on a responsive grid. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, scrollMarginTop: 88 }}
    >
      <Typography id={headingId} variant="h4" component="h2" sx={{ mb: description ? 0.5 : 2 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
    </Paper>
  );
}

/** Fields side by side on wider screens: one column on phones (or two), up to `columns` from 900 px. */
export function FieldGrid({
  columns = 2,
  isCompactOnPhones = false,
  children,
}: {
  columns?: 2 | 3 | 4;
  /** Short inputs (counts, years) sit two to a row even on phones. */
  isCompactOnPhones?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: isCompactOnPhones ? 'repeat(2, minmax(0, 1fr))' : '1fr',
          sm: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))`,
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
