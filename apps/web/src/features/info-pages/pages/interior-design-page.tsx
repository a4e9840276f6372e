import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ArchitectureOutlined from '@mui/icons-material/ArchitectureOutlined';
import BedOutlined from '@mui/icons-material/BedOutlined';
import ChairOutlined from '@mui/icons-material/ChairOutlined';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import ElectricalServicesOutlined from '@mui/icons-material/ElectricalServicesOutlined';
import HouseOutlined from '@mui/icons-material/HouseOutlined';
import KitchenOutlined from '@mui/icons-material/KitchenOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { ConsultationDialog } from '../components/consultation-dialog';
import { DesignTeamDialog } from '../components/design-team-dialog';
import { CardGrid, IconCard, InfoPageHero, InfoSection, StepList } from '../components/info-layout';
import { NoticeDialog } from '../components/notice-dialog';
import { ProjectIllustration } from '../components/project-illustration';

type TServiceTab = 'architecture' | 'interior';

const TAB_LABELS: Record<TServiceTab, string> = {
  architecture: 'Architecture Services',
  interior: 'Interior Design',
};

const SERVICES: Record<TServiceTab, { icon: ReactNode; title: string; text: string }[]> = {
  architecture: [
    {
      icon: <HouseOutlined />,
      title: 'Independent homes and bungalows',
      text: 'Plans for your plot that follow local building bye-laws, FSI and setbacks, with Vastu preferences where you want them.',
    },
    {
      icon: <ApartmentOutlined />,
      title: 'Redevelopment and society buildings',
      text: 'Feasibility studies and designs for housing societies going in for redevelopment, with carpet area per member worked out.',
    },
    {
      icon: <ArchitectureOutlined />,
      title: 'Approvals and drawings',
      text: 'Submission drawings for building permission, and the paperwork for the completion and occupancy certificates.',
    },
    {
      icon: <ConstructionOutlined />,
      title: 'Structural and site supervision',
      text: 'Structural design with a licensed engineer, and regular site visits so what is built matches what was drawn.',
    },
  ],
  interior: [
    {
      icon: <ChairOutlined />,
      title: 'Full home interiors',
      text: 'Layout, false ceiling, lighting, flooring and furniture for a new flat, delivered as one project with one point of contact.',
    },
    {
      icon: <KitchenOutlined />,
      title: 'Modular kitchens',
      text: 'L-shaped, parallel or island kitchens in BWP plywood with a 10-year warranty on the carcass, fitted in about 45 days.',
    },
    {
      icon: <BedOutlined />,
      title: 'Wardrobes and bedrooms',
      text: 'Sliding and hinged wardrobes, storage beds and study units that make the most of compact Indian bedrooms.',
    },
    {
      icon: <ElectricalServicesOutlined />,
      title: 'Renovation',
      text: 'Bathrooms, electrical rewiring, waterproofing and repainting for resale flats, planned around society rules on work hours.',
    },
  ],
};

const PROCESS = [
  {
    title: 'Consultation',
    text: 'A free 45-minute call or site visit to understand your home, your family’s routine and your budget.',
  },
  {
    title: 'Concept Development',
    text: 'Layouts, a mood board and 3D views of the main rooms, with an itemised estimate you can compare.',
  },
  {
    title: 'Design Refinement',
    text: 'Up to three rounds of changes; final drawings, materials and a fixed quote before any work starts.',
  },
  {
    title: 'Implementation',
    text: 'Our team builds and installs, with weekly photo updates and payments tied to stages, not dates.',
  },
] as const;

const PROJECTS = [
  {
    scene: 'living-room' as const,
    title: 'Warm minimal 3 BHK',
    place: 'Gangapur Road, Nashik',
    facts: ['Interior', '1,450 sq ft', '10 weeks'],
    text: 'Teak veneer, a cane-panelled puja unit and hidden storage for a family of five.',
  },
  {
    scene: 'bedroom' as const,
    title: 'Compact 2 BHK for a young couple',
    place: 'Baner, Pune',
    facts: ['Interior', '860 sq ft', '7 weeks'],
    text: 'A foldaway study, a parallel kitchen and wardrobes that reach the ceiling.',
  },
  {
    scene: 'villa' as const,
    title: 'Courtyard bungalow',
    place: 'Alibaug, Maharashtra',
    facts: ['Architecture', '3,200 sq ft', '14 months'],
    text: 'Laterite stone, deep verandas and a central courtyard that keeps the house cool without AC for most of the year.',
  },
  {
    scene: 'office' as const,
    title: 'Co-working floor',
    place: 'HSR Layout, Bengaluru',
    facts: ['Interior', '6,000 sq ft', '12 weeks'],
    text: '110 desks, four meeting rooms and a café, built while the rest of the building stayed open.',
  },
];

/** /interior-design (admin §2.12): the Design Studio. */
export default function InteriorDesignPage() {
  usePageTitle(
    'Design Studio: Architecture and Interior Design',
    'Architects and interior designers for homes and offices across India: a free consultation, fixed quotes and stage-wise payments.',
  );
  const [tab, setTab] = useState<TServiceTab>('interior');
  const [isIntroOpen, setIntroOpen] = useState(true);
  const [isConsultationOpen, setConsultationOpen] = useState(false);
  const [isTeamOpen, setTeamOpen] = useState(false);

  const bookConsultation = () => {
    setIntroOpen(false);
    setConsultationOpen(true);
  };

  return (
    <>
      <NoticeDialog
        open={isIntroOpen}
        onClose={() => setIntroOpen(false)}
        title="Welcome to the Nivaas Design Studio"
        closeLabel="Explore the studio"
        secondaryAction={
          <Button onClick={bookConsultation} sx={{ minHeight: 44 }}>
            Book Consultation
          </Button>
        }
      >
        <p>
          Just bought or rented a home through Nivaas? Our architects and interior designers can take it from
          bare walls to ready to move in, with a fixed quote before work starts.
        </p>
        <p>The first consultation is free and there is no obligation.</p>
      </NoticeDialog>

      <InfoPageHero
        eyebrow="Design Studio"
        title="Homes designed around the way you live"
        subtitle="Architecture and interiors for flats, bungalows and offices across India, by designers who understand compact kitchens, Vastu preferences and society rules."
      >
        <Button
          variant="contained"
          color="secondary"
          onClick={() => setConsultationOpen(true)}
          sx={{ minHeight: 44 }}
        >
          Book Consultation
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => setTeamOpen(true)}
          sx={{ minHeight: 44, borderColor: 'currentColor' }}
        >
          Join Our Design Team
        </Button>
      </InfoPageHero>

      <InfoSection title="Our services">
        <Tabs
          value={tab}
          onChange={(_e, value: TServiceTab) => setTab(value)}
          aria-label="Services"
          variant="fullWidth"
          sx={{
            mb: 3,
            borderBottom: 1,
            borderColor: 'divider',
            maxWidth: 560,
            '& .MuiTab-root': { minHeight: 48 },
          }}
        >
          {(Object.keys(TAB_LABELS) as TServiceTab[]).map((key) => (
            <Tab
              key={key}
              value={key}
              label={TAB_LABELS[key]}
              id={`services-tab-${key}`}
              aria-controls={`services-panel-${key}`}
            />
          ))}
        </Tabs>
        {(Object.keys(TAB_LABELS) as TServiceTab[]).map((key) => (
          <Box
            key={key}
            role="tabpanel"
            id={`services-panel-${key}`}
            aria-labelledby={`services-tab-${key}`}
            hidden={tab !== key}
          >
            {tab === key && (
              <CardGrid columns={4}>
                {SERVICES[key].map((s) => (
                  <IconCard key={s.title} icon={s.icon} title={s.title}>
                    {s.text}
                  </IconCard>
                ))}
              </CardGrid>
            )}
          </Box>
        ))}
      </InfoSection>

      <InfoSection title="How we work with you" tinted>
        <StepList steps={PROCESS} />
      </InfoSection>

      <InfoSection title="Featured projects" intro="A few homes and workplaces our studio has designed.">
        <CardGrid columns={4}>
          {PROJECTS.map((p) => (
            <Card key={p.title} sx={{ height: '100%', overflow: 'hidden' }} component="article">
              <ProjectIllustration scene={p.scene} />
              <CardContent sx={{ p: 2.5 }}>
                <Typography variant="h4" component="h3">
                  {p.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {p.place}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1.5 }}>
                  {p.facts.map((f) => (
                    <Chip key={f} label={f} size="small" variant="outlined" />
                  ))}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {p.text}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </CardGrid>
      </InfoSection>

      <InfoSection title="Start with a conversation" tinted>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
          Tell us about your home and a designer will call you within 24 hours. Are you a designer yourself?
          We are growing our team in Nashik, Pune and Bengaluru.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setConsultationOpen(true)} sx={{ minHeight: 44 }}>
            Book Consultation
          </Button>
          <Button variant="outlined" onClick={() => setTeamOpen(true)} sx={{ minHeight: 44 }}>
            Join Our Design Team
          </Button>
        </Box>
      </InfoSection>

      <ConsultationDialog
        open={isConsultationOpen}
        onClose={() => setConsultationOpen(false)}
        service={TAB_LABELS[tab]}
      />
      <DesignTeamDialog open={isTeamOpen} onClose={() => setTeamOpen(false)} />
    </>
  );
}
