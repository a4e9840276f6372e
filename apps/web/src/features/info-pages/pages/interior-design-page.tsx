import BedDouble from 'lucide-react/icons/bed-double';
import Building2 from 'lucide-react/icons/building-2';
import CookingPot from 'lucide-react/icons/cooking-pot';
import DraftingCompass from 'lucide-react/icons/drafting-compass';
import HardHat from 'lucide-react/icons/hard-hat';
import House from 'lucide-react/icons/house';
import PlugZap from 'lucide-react/icons/plug-zap';
import Sofa from 'lucide-react/icons/sofa';
import { type ReactNode, useState } from 'react';
import { useWarmUp } from '../../../components/deferred';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Tabs } from '../../../components/ui/tabs';
import { usePageTitle } from '../../../lib/use-page-title';
import { CardGrid, IconCard, InfoPageHero, InfoSection, StepList } from '../components/info-layout';
import { LazyConsultationDialog, LazyDesignTeamDialog } from '../components/lazy-dialogs';
import { LazyNoticeDialog, useNoticeOnLoad } from '../components/lazy-notice-dialog';
import { ProjectIllustration } from '../components/project-illustration';
import styles from './info-pages.module.css';

type TServiceTab = 'architecture' | 'interior';

const TAB_LABELS: Record<TServiceTab, string> = {
  architecture: 'Architecture Services',
  interior: 'Interior Design',
};

const SERVICES: Record<TServiceTab, { icon: ReactNode; title: string; text: string }[]> = {
  architecture: [
    {
      icon: <House size={24} />,
      title: 'Independent homes and bungalows',
      text: 'Plans for your plot that follow local building bye-laws, FSI and setbacks, with Vastu preferences where you want them.',
    },
    {
      icon: <Building2 size={24} />,
      title: 'Redevelopment and society buildings',
      text: 'Feasibility studies and designs for housing societies going in for redevelopment, with carpet area per member worked out.',
    },
    {
      icon: <DraftingCompass size={24} />,
      title: 'Approvals and drawings',
      text: 'Submission drawings for building permission, and the paperwork for the completion and occupancy certificates.',
    },
    {
      icon: <HardHat size={24} />,
      title: 'Structural and site supervision',
      text: 'Structural design with a licensed engineer, and regular site visits so what is built matches what was drawn.',
    },
  ],
  interior: [
    {
      icon: <Sofa size={24} />,
      title: 'Full home interiors',
      text: 'Layout, false ceiling, lighting, flooring and furniture for a new flat, delivered as one project with one point of contact.',
    },
    {
      icon: <CookingPot size={24} />,
      title: 'Modular kitchens',
      text: 'L-shaped, parallel or island kitchens in BWP plywood with a 10-year warranty on the carcass, fitted in about 45 days.',
    },
    {
      icon: <BedDouble size={24} />,
      title: 'Wardrobes and bedrooms',
      text: 'Sliding and hinged wardrobes, storage beds and study units that make the most of compact Indian bedrooms.',
    },
    {
      icon: <PlugZap size={24} />,
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
  const intro = useNoticeOnLoad();
  const [isConsultationOpen, setConsultationOpen] = useState(false);
  const [isTeamOpen, setTeamOpen] = useState(false);
  const [isConsultationWanted, warmUpConsultation] = useWarmUp();
  const [isTeamWanted, warmUpTeam] = useWarmUp();

  const bookConsultation = () => {
    intro.close();
    setConsultationOpen(true);
  };
  const consultationButton = (variant: 'primary' | 'secondary') => (
    <Button variant={variant} onClick={() => setConsultationOpen(true)} {...warmUpConsultation}>
      Book Consultation
    </Button>
  );
  const teamButton = (
    <Button onClick={() => setTeamOpen(true)} {...warmUpTeam}>
      Join Our Design Team
    </Button>
  );

  return (
    <>
      <InfoPageHero
        crumb="Design Studio"
        title="Homes designed around the way you live"
        subtitle="Architecture and interiors for flats, bungalows and offices across India, by designers who understand compact kitchens, Vastu preferences and society rules."
      >
        {teamButton}
        {consultationButton('primary')}
      </InfoPageHero>

      <InfoSection title="Our services">
        <Tabs
          label="Services"
          value={tab}
          onChange={setTab}
          isFullWidth
          className={styles.serviceTabs}
          panelClassName={styles.tabPanel}
          tabs={(Object.keys(TAB_LABELS) as TServiceTab[]).map((key) => ({
            value: key,
            label: TAB_LABELS[key],
            content: (
              <CardGrid columns={4}>
                {SERVICES[key].map((s) => (
                  <IconCard key={s.title} icon={s.icon} title={s.title}>
                    {s.text}
                  </IconCard>
                ))}
              </CardGrid>
            ),
          }))}
        />
      </InfoSection>

      <InfoSection title="How we work with you" tinted>
        <StepList steps={PROCESS} />
      </InfoSection>

      <InfoSection title="Featured projects" intro="A few homes and workplaces our studio has designed.">
        <CardGrid columns={4}>
          {PROJECTS.map((p) => (
            <Card key={p.title} as="article" padding="none" className={styles.project}>
              <ProjectIllustration scene={p.scene} />
              <div className={styles.projectBody}>
                <h3 className={styles.projectTitle}>{p.title}</h3>
                <p className={styles.projectPlace}>{p.place}</p>
                <div className={styles.chips}>
                  {p.facts.map((f) => (
                    <Badge key={f}>{f}</Badge>
                  ))}
                </div>
                <p className={styles.projectText}>{p.text}</p>
              </div>
            </Card>
          ))}
        </CardGrid>
      </InfoSection>

      <InfoSection
        title="Start with a conversation"
        tinted
        intro="Tell us about your home and a designer will call you within 24 hours. Are you a designer yourself? We are growing our team in Nashik, Pune and Bengaluru."
      >
        <div className={styles.ctaRow}>
          {consultationButton('primary')}
          {teamButton}
        </div>
      </InfoSection>

      <LazyNoticeDialog
        isWanted={intro.isWanted}
        open={intro.isOpen}
        onClose={intro.close}
        title="Welcome to the Nivaas Design Studio"
        closeLabel="Explore the studio"
        secondaryAction={<Button onClick={bookConsultation}>Book Consultation</Button>}
      >
        <p>
          Just bought or rented a home through Nivaas? Our architects and interior designers can take it from
          bare walls to ready to move in, with a fixed quote before work starts.
        </p>
        <p>The first consultation is free and there is no obligation.</p>
      </LazyNoticeDialog>
      <LazyConsultationDialog
        isWanted={isConsultationWanted}
        open={isConsultationOpen}
        onClose={() => setConsultationOpen(false)}
        service={TAB_LABELS[tab]}
      />
      <LazyDesignTeamDialog isWanted={isTeamWanted} open={isTeamOpen} onClose={() => setTeamOpen(false)} />
    </>
  );
}
