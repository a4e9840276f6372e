import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';

/**
 * A signed-in buyer on /add-property: listing needs a Real Estate Agent account (public-site §6).
 * Says so plainly and offers the ways forward instead of a form that would be refused.
 */
export function AgentAccountNotice() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, maxWidth: 640, mx: 'auto', textAlign: 'center' }}
    >
      <StorefrontOutlined color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
      <Typography variant="h3" component="h2" gutterBottom>
        Listing a property needs an agent account
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        You are signed in{user ? ` as ${user.name}` : ''} with a buyer account. Properties on Nivaas are
        listed by real estate agents, so every listing has someone buyers can reach.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Register as a Real Estate Agent to list homes yourself, or contact us and our team will help you sell
        or rent your property.
      </Typography>
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          justifyContent: 'center',
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Button component={RouterLink} to={paths.contact} variant="outlined" sx={{ minHeight: 44 }}>
          Contact us
        </Button>
        <Button
          variant="contained"
          sx={{ minHeight: 44 }}
          onClick={() => {
            // An account has one role: the agent account is a new registration.
            logout();
            navigate(paths.register);
          }}
        >
          Log out and register as an agent
        </Button>
      </Box>
    </Paper>
  );
}
