import BalanceOutlined from '@mui/icons-material/BalanceOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { CardGrid, IconCard, InfoPageHero, InfoSection } from '../components/info-layout';

const STATS = [
  { value: '38', label: 'cities, from Nashik to Kochi' },
  { value: '1.2 lakh', label: 'listings checked by our team' },
  { value: '4,600+', label: 'RERA-registered agents' },
  { value: '24 hours', label: 'longest wait for a support reply' },
] as const;

const LEADERS = [
  {
    name: 'Meera Kulkarni',
    role: 'Co-founder and CEO',
    bio: 'Spent nine years in housing finance approving home loans across Maharashtra before starting Nivaas in Nashik.',
  },
  {
    name: 'Arjun Iyer',
    role: 'Co-founder and CTO',
    bio: 'Built search and maps for two Indian consumer apps; leads the engineering team in Nashik and Bengaluru.',
  },
  {
    name: 'Farah Sheikh',
    role: 'Head of Trust and Safety',
    bio: 'A former property lawyer; her team verifies agents, checks RERA numbers and takes down fraudulent listings.',
  },
  {
    name: 'Gurpreet Sandhu',
    role: 'Head of Partnerships',
    bio: 'Works with banks, builders and societies so buyers get loan offers, site visits and NOCs without running around.',
  },
] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');

/** /about (admin §2.13): story, stats, leadership, core values. */
export default function AboutPage() {
  usePageTitle(
    'About Nivaas',
    'Nivaas is an Indian property marketplace built around verified listings, honest prices in rupees and agents you can check.',
  );
  return (
    <>
      <InfoPageHero
        eyebrow="About us"
        title="Helping India find a home, honestly"
        subtitle="Nivaas is a property marketplace for homes, plots and offices across India: verified listings, prices shown in full, and agents whose RERA registration you can check before you call."
      />

      <InfoSection title="Our story">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            color: 'text.secondary',
            '& p': { mt: 0, lineHeight: 1.7 },
          }}
        >
          <Box>
            <p>
              Nivaas began in 2021 in Nashik, when our founders tried to rent a flat near College Road. In two
              weeks they saw listings for flats that had already been let, photos of a different building, a
              &lsquo;registration fee&rsquo; asked for before a single visit, and three agents quoting three
              prices for the same 2 BHK.
            </p>
            <p>
              For most families a home is the biggest purchase of their lives, paid for over fifteen or twenty
              years of EMIs. It deserved better than guesswork. So we set out to build a marketplace where
              every listing is checked, every price is shown in full, and every agent can be verified.
            </p>
          </Box>
          <Box>
            <p>
              Today Nivaas lists flats, row houses, bungalows, plots and offices in 38 cities. We check RERA
              registration numbers for new projects, verify agents&apos; identity and licences, and remove
              listings that are sold, let or misleading. Alongside the listings we help with what comes after:
              home-loan offers, legal checks on title and documents, interiors, and moving.
            </p>
            <p>
              We are a team of about 120 people in Nashik, Pune and Bengaluru, and we answer our own support
              messages.
            </p>
          </Box>
        </Box>
      </InfoSection>

      <InfoSection title="Nivaas in numbers" tinted>
        <Box
          sx={{
            m: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {STATS.map((s) => (
            <Card key={s.label} variant="outlined" sx={{ boxShadow: 'none' }}>
              <CardContent
                component="dl"
                sx={{ m: 0, p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column-reverse' }}
              >
                <Typography component="dt" color="text.secondary">
                  {s.label}
                </Typography>
                <Typography
                  component="dd"
                  sx={{
                    m: 0,
                    fontSize: { xs: 24, sm: 32 },
                    fontWeight: 700,
                    color: 'primary.main',
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  {s.value}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </InfoSection>

      <InfoSection title="Leadership" intro="The people accountable for what you see on Nivaas.">
        <CardGrid columns={4}>
          {LEADERS.map((person) => (
            <Card key={person.name} variant="outlined" sx={{ boxShadow: 'none', height: '100%' }}>
              <CardContent sx={{ p: 3 }}>
                <Avatar
                  sx={{
                    width: 64,
                    height: 64,
                    bgcolor: 'primary.main',
                    fontSize: 22,
                    fontWeight: 700,
                    mb: 2,
                  }}
                  aria-hidden
                >
                  {initials(person.name)}
                </Avatar>
                <Typography variant="h4" component="h3">
                  {person.name}
                </Typography>
                <Typography color="primary.main" sx={{ fontWeight: 600, mb: 1 }}>
                  {person.role}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {person.bio}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </CardGrid>
      </InfoSection>

      <InfoSection title="What we stand for" tinted>
        <CardGrid columns={4}>
          <IconCard icon={<VerifiedUserOutlined />} title="Verified before visible">
            A listing goes live only after we check who is listing it. New projects must show a valid RERA
            number.
          </IconCard>
          <IconCard icon={<BalanceOutlined />} title="Honest prices">
            Prices in rupees, in full. We show whether a price is negotiable and never hide the maintenance or
            parking charges an agent tells us about.
          </IconCard>
          <IconCard icon={<HandshakeOutlined />} title="On the buyer's side">
            No money changes hands through Nivaas before a visit, and no one on our team will ever ask you for
            a token amount.
          </IconCard>
          <IconCard icon={<TranslateOutlined />} title="Plain language">
            Carpet area, OC, khata, stamp duty: we explain the words that matter, so you can ask the right
            questions.
          </IconCard>
        </CardGrid>
      </InfoSection>

      <InfoSection title="Work with us">
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
          We are hiring engineers, property verification staff and home-loan advisors.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.career} variant="contained" sx={{ minHeight: 44 }}>
            See open positions
          </Button>
          <Button component={RouterLink} to={paths.howWeWork} variant="outlined" sx={{ minHeight: 44 }}>
            How we work
          </Button>
        </Box>
      </InfoSection>
    </>
  );
}
