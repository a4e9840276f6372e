import Verified from '@mui/icons-material/Verified';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TProperty } from '@nivaas/shared/property';
import { FALLBACK } from '../lib/property-display';
import { asideCardSx } from './price-details-card';

/** The listing's agent and the button that opens the contact dialog. */
export function ContactAgentCard({ property, onContact }: { property: TProperty; onContact: () => void }) {
  const agent = property.agent;
  const name = agent?.name?.trim() || FALLBACK.seller;
  const avatar = agent?.avatar || agent?.photo || undefined;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="contact-agent-title" sx={asideCardSx}>
      <Typography id="contact-agent-title" variant="h5" component="h2" color="text.secondary" gutterBottom>
        Contact agent
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Avatar src={avatar} alt="" sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {name}
            </Box>
            {agent?.isVerified && <Verified color="primary" fontSize="small" titleAccess="Verified agent" />}
          </Typography>
          {agent?.company && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {agent.company}
            </Typography>
          )}
          {agent?.isVerified && (
            <Typography variant="caption" color="primary.main" sx={{ fontWeight: 600 }}>
              Verified agent
            </Typography>
          )}
        </Box>
      </Box>
      <Button variant="contained" size="large" fullWidth onClick={onContact} sx={{ minHeight: 48 }}>
        Contact Agent
      </Button>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, textAlign: 'center' }}>
        By email, WhatsApp or phone. Your details go only to this agent.
      </Typography>
    </Paper>
  );
}
