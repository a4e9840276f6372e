import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { CardGrid, IconCard, InfoPageHero, InfoSection, StepList } from '../components/info-layout';
import { LazyConsultationDialog, LazyDesignTeamDialog } from '../components/lazy-dialogs';
import { LazyNoticeDialog, useNoticeOnLoad } from '../components/lazy-notice-dialog';
import { ProjectIllustration } from '../components/project-illustration';
import { useInfoPageTitle } from '../lib/use-info-page-title';
import styles from './info-pages.module.css';

type TServiceTab = 'architecture' | 'interior';

const TAB_LABELS: Record<TServiceTab, MessageDescriptor> = {
  architecture: msg`Architecture Services`,
  interior: msg`Interior Design`,
};

const SERVICES: Record<
  TServiceTab,
  { icon: ReactNode; title: MessageDescriptor; text: MessageDescriptor }[]
> = {
  architecture: [
    {
      icon: <House size={24} />,
      title: msg`Independent homes and bungalows`,
      text: msg`Plans for your plot that follow local building bye-laws, FSI and setbacks, with Vastu preferences where you want them.`,
    },
    {
      icon: <Building2 size={24} />,
      title: msg`Redevelopment and society buildings`,
      text: msg`Feasibility studies and designs for housing societies going in for redevelopment, with carpet area per member worked out.`,
    },
    {
      icon: <DraftingCompass size={24} />,
      title: msg`Approvals and drawings`,
      text: msg`Submission drawings for building permission, and the paperwork for the completion and occupancy certificates.`,
    },
    {
      icon: <HardHat size={24} />,
      title: msg`Structural and site supervision`,
      text: msg`Structural design with a licensed engineer, and regular site visits so what is built matches what was drawn.`,
    },
  ],
  interior: [
    {
      icon: <Sofa size={24} />,
      title: msg`Full home interiors`,
      text: msg`Layout, false ceiling, lighting, flooring and furniture for a new flat, delivered as one project with one point of contact.`,
    },
    {
      icon: <CookingPot size={24} />,
      title: msg`Modular kitchens`,
      text: msg`L-shaped, parallel or island kitchens in BWP plywood with a 10-year warranty on the carcass, fitted in about 45 days.`,
    },
    {
      icon: <BedDouble size={24} />,
      title: msg`Wardrobes and bedrooms`,
      text: msg`Sliding and hinged wardrobes, storage beds and study units that make the most of compact Indian bedrooms.`,
    },
    {
      icon: <PlugZap size={24} />,
      title: msg`Renovation`,
      text: msg`Bathrooms, electrical rewiring, waterproofing and repainting for resale flats, planned around society rules on work hours.`,
    },
  ],
};

const PROCESS = [
  {
    title: msg`Consultation`,
    text: msg`A free 45-minute call or site visit to understand your home, your family’s routine and your budget.`,
  },
  {
    title: msg`Concept Development`,
    text: msg`Layouts, a mood board and 3D views of the main rooms, with an itemised estimate you can compare.`,
  },
  {
    title: msg`Design Refinement`,
    text: msg`Up to three rounds of changes; final drawings, materials and a fixed quote before any work starts.`,
  },
  {
    title: msg`Implementation`,
    text: msg`Our team builds and installs, with weekly photo updates and payments tied to stages, not dates.`,
  },
] as const;

const PROJECTS = [
  {
    scene: 'living-room' as const,
    title: msg`Warm minimal 3 BHK`,
    place: msg`Gangapur Road, Nashik`,
    facts: [msg`Interior`, msg`1,450 sq ft`, msg`10 weeks`],
    text: msg`Teak veneer, a cane-panelled puja unit and hidden storage for a family of five.`,
  },
  {
    scene: 'bedroom' as const,
    title: msg`Compact 2 BHK for a young couple`,
    place: msg`Baner, Pune`,
    facts: [msg`Interior`, msg`860 sq ft`, msg`7 weeks`],
    text: msg`A foldaway study, a parallel kitchen and wardrobes that reach the ceiling.`,
  },
  {
    scene: 'villa' as const,
    title: msg`Courtyard bungalow`,
    place: msg`Alibaug, Maharashtra`,
    facts: [msg`Architecture`, msg`3,200 sq ft`, msg`14 months`],
    text: msg`Laterite stone, deep verandas and a central courtyard that keeps the house cool without AC for most of the year.`,
  },
  {
    scene: 'office' as const,
    title: msg`Co-working floor`,
    place: msg`HSR Layout, Bengaluru`,
    facts: [msg`Interior`, msg`6,000 sq ft`, msg`12 weeks`],
    text: msg`110 desks, four meeting rooms and a café, built while the rest of the building stayed open.`,
  },
];

/** /interior-design (admin §2.12): the Design Studio. */
export default function InteriorDesignPage() {
  useCatalogPart('services');
  useInfoPageTitle('/interior-design');
  const { t, i18n } = useLingui();
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
      {t`Book Consultation`}
    </Button>
  );
  const teamButton = (
    <Button onClick={() => setTeamOpen(true)} {...warmUpTeam}>
      {t`Join Our Design Team`}
    </Button>
  );

  return (
    <>
      <InfoPageHero
        crumb={t`Design Studio`}
        title={t`Homes designed around the way you live`}
        subtitle={t`Architecture and interiors for flats, bungalows and offices across India, by designers who understand compact kitchens, Vastu preferences and society rules.`}
      >
        {teamButton}
        {consultationButton('primary')}
      </InfoPageHero>

      <InfoSection title={t`Our services`}>
        <Tabs
          label={t`Services`}
          value={tab}
          onChange={setTab}
          isFullWidth
          className={styles.serviceTabs}
          panelClassName={styles.tabPanel}
          tabs={(Object.keys(TAB_LABELS) as TServiceTab[]).map((key) => ({
            value: key,
            label: i18n._(TAB_LABELS[key]),
            content: (
              <CardGrid columns={4}>
                {SERVICES[key].map((s) => (
                  <IconCard key={s.title.message} icon={s.icon} title={i18n._(s.title)}>
                    {i18n._(s.text)}
                  </IconCard>
                ))}
              </CardGrid>
            ),
          }))}
        />
      </InfoSection>

      <InfoSection title={t`How we work with you`} tinted>
        <StepList steps={PROCESS.map((step) => ({ title: i18n._(step.title), text: i18n._(step.text) }))} />
      </InfoSection>

      <InfoSection
        title={t`Featured projects`}
        intro={t`A few homes and workplaces our studio has designed.`}
      >
        <CardGrid columns={4}>
          {PROJECTS.map((p) => (
            <Card key={p.scene} as="article" padding="none" className={styles.project}>
              <ProjectIllustration scene={p.scene} />
              <div className={styles.projectBody}>
                <h3 className={styles.projectTitle}>{i18n._(p.title)}</h3>
                <p className={styles.projectPlace}>{i18n._(p.place)}</p>
                <div className={styles.chips}>
                  {p.facts
                    .map((f) => i18n._(f))
                    .map((f) => (
                      <Badge key={f}>{f}</Badge>
                    ))}
                </div>
                <p className={styles.projectText}>{i18n._(p.text)}</p>
              </div>
            </Card>
          ))}
        </CardGrid>
      </InfoSection>

      <InfoSection
        title={t`Start with a conversation`}
        tinted
        intro={t`Tell us about your home and a designer will call you within 24 hours. Are you a designer yourself? We are growing our team in Nashik, Pune and Bengaluru.`}
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
        title={t`Welcome to the Nivaas Design Studio`}
        closeLabel={t`Explore the studio`}
        secondaryAction={<Button onClick={bookConsultation}>{t`Book Consultation`}</Button>}
      >
        <p>
          {t`Just bought or rented a home through Nivaas? Our architects and interior designers can take it from bare walls to ready to move in, with a fixed quote before work starts.`}
        </p>
        <p>{t`The first consultation is free and there is no obligation.`}</p>
      </LazyNoticeDialog>
      <LazyConsultationDialog
        isWanted={isConsultationWanted}
        open={isConsultationOpen}
        onClose={() => setConsultationOpen(false)}
        service={i18n._(TAB_LABELS[tab])}
      />
      <LazyDesignTeamDialog isWanted={isTeamWanted} open={isTeamOpen} onClose={() => setTeamOpen(false)} />
    </>
  );
}
