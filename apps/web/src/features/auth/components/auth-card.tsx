import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ bgcolor: 'grey.50', py: { xs: 3, sm: 8 }, px: 2, minHeight: '70vh' }}>
      <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 28, sm: 32 } }} gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
