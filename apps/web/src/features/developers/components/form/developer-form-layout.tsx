import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { useAuth } from '../../../../lib/auth/auth-context';
import { usePageTitle } from '../../../../lib/use-page-title';
import { AdminsOnlyNotice } from './admins-only-notice';

/**
 * The frame of the Add and Edit Developer pages: a way back, the heading, a line of help, and the
 * page's content for admins. The route guard has signed the user in; the role is checked here.
 */
export function DeveloperFormLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  const { user } = useAuth();
  if (!user) return null;
  const isAdmin = user.role === 'admin';
  return (
    <Box sx={{ bgcolor: 'grey.50', minHeight: '70vh' }}>
      <Box
        sx={{
          maxWidth: 1040,
          mx: 'auto',
          px: { xs: 2, sm: 3, md: 4 },
          pt: { xs: 2, sm: 4 },
          pb: { xs: 4, sm: 6 },
        }}
      >
        <Button
          component={RouterLink}
          to={paths.developers}
          startIcon={<ArrowBack />}
          sx={{ minHeight: 44, ml: -1, mb: 1 }}
        >
          Back to developers
        </Button>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 28, sm: 32 } }}>
          {title}
        </Typography>
        {isAdmin && subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: { xs: 2, sm: 3 } }}>{isAdmin ? children : <AdminsOnlyNotice />}</Box>
      </Box>
    </Box>
  );
}
