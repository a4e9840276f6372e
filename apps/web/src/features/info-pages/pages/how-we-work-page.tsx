import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { FaqList } from '../components/faq-list';
import { InfoPageHero, InfoSection, StepList } from '../components/info-layout';
import styles from './info-pages.module.css';

const STEPS = [
  {
    title: 'We check every listing',
    text: 'Agents list with their identity verified. New projects must carry a valid RERA number, which we match against the state RERA website before the listing goes live.',
  },
  {
    title: 'You search and shortlist',
    text: 'Filter by city, locality, budget, BHK and amenities, or draw on the map. Save homes to favourites and compare carpet area and price per square foot.',
  },
  {
    title: 'You talk to the agent',
    text: 'Contact the agent by email, phone or WhatsApp through Nivaas and fix a visit. You never pay anyone to see a property.',
  },
  {
    title: 'You check and negotiate',
    text: 'Before paying a token amount, verify the title, the encumbrance certificate, the OC and the society NOC. Our legal partners can do it for you.',
  },
  {
    title: 'You close and move in',
    text: 'Compare home-loan offers, pay stamp duty and register the sale deed or leave and licence agreement, then book interiors and movers if you need them.',
  },
] as const;

/** /how-we-work (admin §2.13): five steps. */
export default function HowWeWorkPage() {
  usePageTitle(
    'How We Work',
    'From a verified listing to moving in: how Nivaas works for buyers, tenants, owners and agents.',
  );
  return (
    <>
      <InfoPageHero
        crumb="How We Work"
        title="From a verified listing to your new home, in five steps"
        subtitle="We keep the marketplace clean, so you can spend your time choosing a home instead of checking whether it exists."
      />
      <InfoSection title="The five steps">
        <StepList steps={STEPS} />
      </InfoSection>
      <InfoSection title="What we do, and what we don't" tinted>
        <FaqList
          items={[
            {
              question: 'Does Nivaas charge buyers or tenants?',
              answer:
                'No. Searching, saving homes and contacting agents is free. Agents pay us to list and promote properties; any brokerage is agreed between you and the agent, and must be in writing.',
            },
            {
              question: 'Does Nivaas own or sell the properties?',
              answer:
                'No. We are a marketplace. The agent or owner who lists a property is responsible for it, and the sale or lease is between you and them.',
            },
            {
              question: 'How do you rank search results?',
              answer:
                'By what you ask for: newest first by default, or by price, area or relevance. Featured listings are marked as featured; nobody can pay to hide another listing.',
            },
            {
              question: 'What happens when a listing is reported?',
              answer:
                'Our Trust and Safety team reviews reports the same working day. Listings that are misleading, already sold or let, or that ask for money before a visit are taken down, and repeat offenders are removed.',
            },
          ]}
        />
      </InfoSection>
      <InfoSection
        title="Ready to start?"
        intro="Browse homes in your city, or work out what you can afford first."
      >
        <div className={styles.ctaRow}>
          <ButtonLink to={paths.properties} variant="primary">
            Browse properties
          </ButtonLink>
          <ButtonLink to={paths.emiCalculator}>EMI calculator</ButtonLink>
        </div>
      </InfoSection>
    </>
  );
}
