import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { TDeveloper } from '@nivaas/shared/developer';
import { foundedText, locationText, recentAwards, totalProjects } from '../lib/developer-display';

/** The side summary (admin spec §2.9): key facts and up to three recent awards. */
export function DeveloperSummary({ developer }: { developer: TDeveloper }) {
  const facts = [
    { label: 'Founded', value: foundedText(developer.foundedYear) },
    { label: 'Headquarters', value: locationText(developer.headquarters) },
    { label: 'Total projects', value: String(totalProjects(developer)) },
    { label: 'Awards', value: String(developer.awards.length) },
  ];
  const awards = recentAwards(developer.awards);
  return (
    <Card sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
        At a glance
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {facts.map((f) => (
          <Box
            key={f.label}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography component="dt" color="text.secondary">
              {f.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}
            >
              {f.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="h5" component="h3" sx={{ mt: 2.5, mb: 1 }}>
        Recent awards
      </Typography>
      {awards.length ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {awards.map((a) => (
            <Box component="li" key={`${a.name}-${a.year}`} sx={{ display: 'flex', gap: 1.5 }}>
              <EmojiEventsOutlined sx={{ color: 'secondary.dark', mt: 0.25 }} aria-hidden />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{a.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[a.year, a.category].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">No awards have been listed yet.</Typography>
      )}
    </Card>
  );
}
