import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** 'Contact Support' (admin §2.13): always to /contact. */
export function ContactSupportLink({
  variant = 'outlined',
}: {
  variant?: 'outlined' | 'contained' | 'text';
}) {
  return (
    <Button
      component={RouterLink}
      to={paths.contact}
      variant={variant}
      startIcon={<SupportAgentOutlined />}
      sx={{ minHeight: 44 }}
    >
      Contact Support
    </Button>
  );
}
