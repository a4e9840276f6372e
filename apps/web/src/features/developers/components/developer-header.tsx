import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Language from '@mui/icons-material/Language';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TDeveloper } from '@nivaas/shared/developer';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHiddenSx } from '../../../components/visually-hidden';
import { paths } from '../../../config/paths';
import { locationText, websiteLabel } from '../lib/developer-display';
import { DeveloperLogo } from './developer-logo';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Typography
      color="text.secondary"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0, overflowWrap: 'anywhere' }}
    >
      <Box component="span" sx={{ display: 'flex', flexShrink: 0 }} aria-hidden>
        {icon}
      </Box>
      {children}
    </Typography>
  );
}

/** Logo, name, location, founding year, website and project counts (admin spec §2.9). */
export function DeveloperHeader({
  developer,
  canManage,
  onContact,
  onDelete,
}: {
  developer: TDeveloper;
  canManage: boolean;
  onContact: () => void;
  onDelete: () => void;
}) {
  const counts = [
    { label: 'Completed', value: developer.completedProjects },
    { label: 'Ongoing', value: developer.ongoingProjects },
    { label: 'Upcoming', value: developer.upcomingProjects },
  ];
  const website = developer.website?.trim();
  return (
    <Box
      component="header"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr', md: 'auto 1fr auto' },
        columnGap: { xs: 2, md: 3 },
        rowGap: 2,
        alignItems: 'start',
        p: { xs: 2, md: 3 },
        borderRadius: 3,
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <DeveloperLogo
        name={developer.name}
        logo={developer.logo}
        size={112}
        phoneSize={72}
        alt={`${developer.name} logo`}
        eager
      />
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
          {developer.name}
        </Typography>
        <Line icon={<PlaceOutlined fontSize="small" />}>{locationText(developer.headquarters)}</Line>
        {developer.foundedYear && (
          <Line icon={<CalendarMonthOutlined fontSize="small" />}>
            Established in {developer.foundedYear}
          </Line>
        )}
        {website && (
          <Line icon={<Language fontSize="small" />}>
            <Link href={website} target="_blank" rel="noopener noreferrer">
              {websiteLabel(website)}
              <Box component="span" sx={visuallyHiddenSx}>
                {' '}
                (opens in a new tab)
              </Box>
            </Link>
          </Line>
        )}
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', md: 'auto' },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row', md: 'column' },
          gap: 1,
          minWidth: { md: 200 },
        }}
      >
        <Button variant="contained" startIcon={<EmailOutlined />} onClick={onContact} sx={{ minHeight: 44 }}>
          Contact Developer
        </Button>
        {canManage && (
          <>
            <Button
              component={RouterLink}
              to={paths.editDeveloper(developer._id)}
              variant="outlined"
              startIcon={<Edit />}
              sx={{ minHeight: 44 }}
            >
              Edit Developer
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutline />}
              onClick={onDelete}
              sx={{ minHeight: 44 }}
            >
              Delete Developer
            </Button>
          </>
        )}
      </Box>
      <Box
        component="dl"
        sx={{
          gridColumn: '1 / -1',
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: { xs: 1, sm: 2 },
          maxWidth: 560,
        }}
      >
        {counts.map((c) => (
          <Box
            key={c.label}
            sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {c.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, typography: 'h3', fontVariantNumeric: 'tabular-nums', color: 'primary.main' }}
            >
              {c.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
