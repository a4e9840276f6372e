import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TProperty } from '@nivaas/shared/property';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FavoriteButton } from '../../../components/favorite-button/favorite-button';
import { paths } from '../../../config/paths';
import { STATUS_BADGE_COLORS } from '../../../config/spec-colors';
import { notify } from '../../../lib/notify';
import { FALLBACK, fullAddress } from '../lib/property-display';
import { LINK_COPIED, LINK_COPY_FAILED, shareLink } from '../lib/share';

/** Title, address, agent, share and favourite; Edit and Delete for the listing's agent or an admin. */
export function PropertyHeader({
  property,
  title,
  canManage,
  onDelete,
}: {
  property: TProperty;
  title: string;
  canManage: boolean;
  onDelete: () => void;
}) {
  const [isSharing, setIsSharing] = useState(false);
  const city = property.address?.city?.trim();
  const agentName = property.agent?.name?.trim() || FALLBACK.seller;

  const onShare = async () => {
    setIsSharing(true);
    try {
      const outcome = await shareLink({ title, text: `${title} on Nivaas`, url: window.location.href });
      if (outcome === 'copied') notify(LINK_COPIED, 'success');
      else if (outcome === 'failed') notify(LINK_COPY_FAILED, 'error');
    } finally {
      setIsSharing(false);
    }
  };

  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1, typography: 'body2' }}>
        <Link component={RouterLink} to={paths.home} color="inherit">
          Home
        </Link>
        <Link component={RouterLink} to={paths.properties} color="inherit">
          Properties
        </Link>
        {city && (
          <Link
            component={RouterLink}
            to={`${paths.properties}?city=${encodeURIComponent(city)}`}
            color="inherit"
          >
            {city}
          </Link>
        )}
        <Typography
          color="text.primary"
          variant="body2"
          noWrap
          sx={{ maxWidth: { xs: 160, sm: 360 } }}
          aria-current="page"
        >
          {title}
        </Typography>
      </Breadcrumbs>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <Box sx={{ flex: '1 1 420px', minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
            <Box
              component="span"
              sx={{
                px: 1,
                py: 0.25,
                borderRadius: 1,
                typography: 'caption',
                fontWeight: 700,
                bgcolor:
                  property.status === 'For Sale' ? STATUS_BADGE_COLORS.forSale : STATUS_BADGE_COLORS.other,
                color: STATUS_BADGE_COLORS.text,
              }}
            >
              {property.status}
            </Box>
            {property.featured && (
              <Box
                component="span"
                sx={{
                  px: 1,
                  py: 0.25,
                  borderRadius: 1,
                  typography: 'caption',
                  fontWeight: 700,
                  bgcolor: 'secondary.main',
                  color: 'secondary.contrastText',
                }}
              >
                Featured
              </Box>
            )}
          </Box>
          <Typography
            variant="h2"
            component="h1"
            sx={{ fontSize: { xs: 24, sm: 32 }, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          <Typography
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, mt: 0.75 }}
          >
            <PlaceOutlined fontSize="small" sx={{ mt: '3px' }} aria-hidden />
            <span>{fullAddress(property.address)}</span>
          </Typography>
          <Typography
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
          >
            <PersonOutline fontSize="small" aria-hidden />
            <span>
              Listed by{' '}
              <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
                {agentName}
              </Box>
              {property.agent?.company ? `, ${property.agent.company}` : ''}
            </span>
          </Typography>
        </Box>

        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<ShareOutlined />}
            onClick={onShare}
            disabled={isSharing}
            sx={{ minHeight: 44 }}
          >
            Share
          </Button>
          <FavoriteButton propertyId={property._id} property={property} checkStatus variant="outlined" />
          {canManage && (
            <>
              <Button
                component={RouterLink}
                to={paths.editProperty(property._id)}
                variant="outlined"
                startIcon={<EditOutlined />}
                sx={{ minHeight: 44 }}
              >
                Edit
              </Button>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutline />}
                onClick={onDelete}
                sx={{ minHeight: 44 }}
              >
                Delete
              </Button>
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}
