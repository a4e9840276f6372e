import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The frame of the add and edit screens: a way back, the heading, a line of help, the form. */
export function ManagePropertyLayout({
  title,
  subtitle,
  back,
  isInAdmin = false,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  back?: { to: string; label: string };
  /** Inside the admin panel, whose layout already gives the page its background and gutters. */
  isInAdmin?: boolean;
  children: ReactNode;
}) {
  return (
    <Box sx={{ bgcolor: isInAdmin ? undefined : 'grey.50', minHeight: isInAdmin ? undefined : '70vh' }}>
      <Box
        sx={{
          maxWidth: 1040,
          mx: 'auto',
          px: isInAdmin ? 0 : { xs: 2, sm: 3, md: 4 },
          pt: isInAdmin ? 0 : { xs: 2, sm: 4 },
          pb: { xs: 4, sm: 6 },
        }}
      >
        {back && (
          <Button
            component={RouterLink}
            to={back.to}
            startIcon={<ArrowBack />}
            sx={{ minHeight: 44, ml: -1, mb: 1 }}
          >
            {back.label}
          </Button>
        )}
        <Typography
          variant="h2"
          component="h1"
          sx={{ fontSize: { xs: 28, sm: 32 }, mb: subtitle ? 0 : { xs: 2, sm: 3 } }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: { xs: 2, sm: 3 } }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Box>
    </Box>
  );
}
