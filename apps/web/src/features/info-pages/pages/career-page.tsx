import CodeOutlined from '@mui/icons-material/CodeOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../lib/use-page-title';
import { CardGrid, IconCard, InfoPageHero, InfoSection } from '../components/info-layout';

const CAREERS_EMAIL = 'careers@nivaas.in';

const OPENINGS = [
  {
    icon: <CodeOutlined />,
    title: 'Senior Frontend Engineer',
    location: 'Nashik or remote (India)',
    type: 'Full time',
    experience: '4+ years',
    text: 'Build search, maps and listing pages used on slow phones in small towns as much as on laptops in metros. React, TypeScript and a care for accessibility and performance.',
  },
  {
    icon: <FactCheckOutlined />,
    title: 'Property Verification Executive',
    location: 'Pune',
    type: 'Full time, field role',
    experience: '1+ years',
    text: 'Visit listed properties, match them with their photos and documents, and check RERA registrations. Two-wheeler and a licence needed; Marathi and Hindi preferred.',
  },
  {
    icon: <SavingsOutlined />,
    title: 'Home Loan Advisor',
    location: 'Mumbai (Thane office)',
    type: 'Full time',
    experience: '2+ years in retail lending',
    text: 'Help buyers compare offers from partner banks and housing finance companies, and walk them through eligibility, documents and sanction.',
  },
  {
    icon: <HeadsetMicOutlined />,
    title: 'Customer Support Associate',
    location: 'Nashik',
    type: 'Full time, rotational shifts',
    experience: 'Freshers welcome',
    text: 'Answer buyers, owners and agents by phone, email and chat, and keep our promise of a reply within 24 hours. English plus Hindi or Marathi.',
  },
] as const;

const applyHref = (title: string) =>
  `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${title}`)}&body=${encodeURIComponent(
    'Hello Nivaas team,\n\nPlease find my CV attached.\n\nName:\nPhone:\nCurrent city:\nNotice period:\n',
  )}`;

/** /career (admin §2.13): four openings. */
export default function CareerPage() {
  usePageTitle(
    'Careers',
    'Join Nivaas: open positions in engineering, property verification, home loans and support.',
  );
  return (
    <>
      <InfoPageHero
        eyebrow="Careers"
        title="Build the property marketplace India can trust"
        subtitle="We are a team of about 120 people in Nashik, Pune and Bengaluru. We hire for judgement and care, and we pay on time, every month."
      />
      <InfoSection
        title="Open positions"
        intro={`Apply by email with your CV; we reply to every application within two weeks. Do not see your role? Write to ${CAREERS_EMAIL}.`}
      >
        <CardGrid columns={2}>
          {OPENINGS.map((job) => (
            <IconCard
              key={job.title}
              icon={job.icon}
              title={job.title}
              footer={
                <Button
                  href={applyHref(job.title)}
                  variant="contained"
                  sx={{ minHeight: 44 }}
                  aria-label={`Apply by email for ${job.title}`}
                >
                  Apply by email
                </Button>
              }
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
                <Chip size="small" label={job.location} />
                <Chip size="small" label={job.type} />
                <Chip size="small" label={job.experience} variant="outlined" />
              </Box>
              <p>{job.text}</p>
            </IconCard>
          ))}
        </CardGrid>
      </InfoSection>
      <InfoSection title="Working at Nivaas" tinted>
        <Box
          component="ul"
          sx={{
            m: 0,
            pl: 2.5,
            color: 'text.secondary',
            display: 'grid',
            gap: 1,
            maxWidth: 760,
            '& li': { lineHeight: 1.7 },
          }}
        >
          <li>Health insurance for you, your spouse, children and parents, from day one.</li>
          <li>24 days of paid leave a year, plus public holidays of your state.</li>
          <li>A yearly learning budget of ₹ 30,000 for courses, books and conferences.</li>
          <li>Hybrid work for office roles; field staff get a fuel and phone allowance.</li>
          <li>
            We are an equal-opportunity employer and welcome applications from people of every background.
          </li>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          Nivaas never asks for money at any stage of hiring. If someone does, please report it to{' '}
          {CAREERS_EMAIL}.
        </Typography>
      </InfoSection>
    </>
  );
}
