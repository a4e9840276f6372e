import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function EmptyState(props: {
  title: string;
  message?: string;
  actions?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      {props.icon ?? <SearchOff sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} aria-hidden />}
      <Typography variant="h4" component="h2" gutterBottom>
        {props.title}
      </Typography>
      {props.message && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {props.message}
        </Typography>
      )}
      {props.actions && (
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          {props.actions}
        </Box>
      )}
    </Box>
  );
}
