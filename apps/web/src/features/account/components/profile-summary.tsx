import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Verified from '@mui/icons-material/Verified';
import WorkOutline from '@mui/icons-material/WorkOutline';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TUser } from '@nivaas/shared/auth';
import { ROLE_LABELS } from '@nivaas/shared/roles';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { initials } from '../lib/profile-form';

function Detail({ icon, label, value }: { icon: ReactElement; label: string; value: string | null }) {
  // dt and dd sit directly in this div (a valid <dl> group); the icon is placed beside them.
  return (
    <Box sx={{ position: 'relative', pl: 5, minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        <Box
          component="span"
          aria-hidden
          sx={{ position: 'absolute', left: 0, top: '50%', transform: 'translateY(-50%)', display: 'flex' }}
        >
          {icon}
        </Box>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, overflowWrap: 'anywhere', color: value ? 'text.primary' : 'text.secondary' }}
      >
        {value || 'Not added'}
      </Typography>
    </Box>
  );
}

/** Avatar, name, role, email and phone, with Edit Profile, Logout and (admins) Admin Dashboard. */
export function ProfileSummary({
  user,
  onEdit,
  onLogout,
}: {
  user: TUser;
  onEdit: () => void;
  onLogout: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', gap: { xs: 2, sm: 3 }, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar
          src={user.avatar ?? undefined}
          alt=""
          sx={{
            width: { xs: 72, sm: 96 },
            height: { xs: 72, sm: 96 },
            bgcolor: 'primary.main',
            fontSize: 32,
          }}
        >
          {initials(user.name)}
        </Avatar>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography
            variant="h2"
            component="h2"
            sx={{ fontSize: { xs: 24, sm: 32 }, overflowWrap: 'anywhere' }}
          >
            {user.name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <Chip label={ROLE_LABELS[user.role]} color="primary" variant="outlined" size="small" />
            {user.role === 'agent' && user.isVerified && (
              <Chip icon={<Verified />} label="Verified" color="primary" size="small" />
            )}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
          <Button
            variant="contained"
            startIcon={<EditOutlined />}
            onClick={onEdit}
            sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }}
          >
            Edit Profile
          </Button>
          <Button
            variant="outlined"
            startIcon={<LogoutOutlined />}
            onClick={onLogout}
            sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }}
          >
            Logout
          </Button>
        </Box>
      </Box>

      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 3,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 2,
        }}
      >
        <Detail icon={<EmailOutlined />} label="Email" value={user.email} />
        <Detail icon={<PhoneOutlined />} label="Phone" value={user.mobile ?? user.phone} />
        <Detail icon={<WorkOutline />} label="Occupation" value={user.occupation} />
      </Box>

      {user.role === 'admin' && (
        <Button
          component={RouterLink}
          to={paths.admin}
          variant="outlined"
          startIcon={<AdminPanelSettingsOutlined />}
          sx={{ mt: 3, minHeight: 44 }}
        >
          Admin Dashboard
        </Button>
      )}
    </Paper>
  );
}
