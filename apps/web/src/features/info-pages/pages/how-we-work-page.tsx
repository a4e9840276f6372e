import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { FaqList } from '../components/faq-list';
import { InfoPageHero, InfoSection, StepList } from '../components/info-layout';
import { useInfoPageTitle } from '../lib/use-info-page-title';
import styles from './info-pages.module.css';

const STEPS = [
  {
    title: msg`We check every listing`,
    text: msg`Agents list with their identity verified. New projects must carry a valid RERA number, which we match against the state RERA website before the listing goes live.`,
  },
  {
    title: msg`You search and shortlist`,
    text: msg`Filter by city, locality, budget, BHK and amenities, or draw on the map. Save homes to favourites and compare carpet area and price per square foot.`,
  },
  {
    title: msg`You talk to the agent`,
    text: msg`Contact the agent by email, phone or WhatsApp through Nivaas and fix a visit. You never pay anyone to see a property.`,
  },
  {
    title: msg`You check and negotiate`,
    text: msg`Before paying a token amount, verify the title, the encumbrance certificate, the OC and the society NOC. Our legal partners can do it for you.`,
  },
  {
    title: msg`You close and move in`,
    text: msg`Compare home-loan offers, pay stamp duty and register the sale deed or leave and licence agreement, then book interiors and movers if you need them.`,
  },
] as const;

const QUESTIONS = [
  {
    question: msg`Does Nivaas charge buyers or tenants?`,
    answer: msg`No. Searching, saving homes and contacting agents is free. Agents pay us to list and promote properties; any brokerage is agreed between you and the agent, and must be in writing.`,
  },
  {
    question: msg`Does Nivaas own or sell the properties?`,
    answer: msg`No. We are a marketplace. The agent or owner who lists a property is responsible for it, and the sale or lease is between you and them.`,
  },
  {
    question: msg`How do you rank search results?`,
    answer: msg`By what you ask for: newest first by default, or by price, area or relevance. Featured listings are marked as featured; nobody can pay to hide another listing.`,
  },
  {
    question: msg`What happens when a listing is reported?`,
    answer: msg`Our Trust and Safety team reviews reports the same working day. Listings that are misleading, already sold or let, or that ask for money before a visit are taken down, and repeat offenders are removed.`,
  },
];

/** /how-we-work (admin §2.13): five steps. */
export default function HowWeWorkPage() {
  useCatalogPart('info');
  useInfoPageTitle('/how-we-work');
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  return (
    <>
      <InfoPageHero
        crumb={t`How We Work`}
        title={t`From a verified listing to your new home, in five steps`}
        subtitle={t`We keep the marketplace clean, so you can spend your time choosing a home instead of checking whether it exists.`}
      />
      <InfoSection title={t`The five steps`}>
        <StepList steps={STEPS.map((step) => ({ title: i18n._(step.title), text: i18n._(step.text) }))} />
      </InfoSection>
      <InfoSection title={t`What we do, and what we don't`} tinted>
        <FaqList items={QUESTIONS} />
      </InfoSection>
      <InfoSection
        title={t`Ready to start?`}
        intro={t`Browse homes in your city, or work out what you can afford first.`}
      >
        <div className={styles.ctaRow}>
          <ButtonLink to={localize(paths.properties)} variant="primary">
            {t`Browse properties`}
          </ButtonLink>
          <ButtonLink to={localize(paths.emiCalculator)}>{t`EMI calculator`}</ButtonLink>
        </div>
      </InfoSection>
    </>
  );
}
