import Handshake from 'lucide-react/icons/handshake';
import Languages from 'lucide-react/icons/languages';
import Scale from 'lucide-react/icons/scale';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Avatar } from '../../../components/ui/avatar';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { CardGrid, IconCard, InfoPageHero, InfoSection } from '../components/info-layout';
import styles from './info-pages.module.css';

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

/** /about (admin §2.13): story, stats, leadership, core values. */
export default function AboutPage() {
  usePageTitle(
    'About Nivaas',
    'Nivaas is an Indian property marketplace built around verified listings, honest prices in rupees and agents you can check.',
  );
  return (
    <>
      <InfoPageHero
        crumb="About"
        title="Helping India find a home, honestly"
        subtitle="Nivaas is a property marketplace for homes, plots and offices across India: verified listings, prices shown in full, and agents whose RERA registration you can check before you call."
      />

      <InfoSection title="Our story">
        <div className={`${styles.twoColumns} ${styles.prose}`}>
          <div>
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
          </div>
          <div>
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
          </div>
        </div>
      </InfoSection>

      <InfoSection title="Nivaas in numbers" tinted>
        <dl className={styles.stats}>
          {STATS.map((s) => (
            <Card key={s.label} look="outlined" className={styles.stat}>
              <dt className={styles.statLabel}>{s.label}</dt>
              <dd className={styles.statValue}>{s.value}</dd>
            </Card>
          ))}
        </dl>
      </InfoSection>

      <InfoSection title="Leadership" intro="The people accountable for what you see on Nivaas.">
        <CardGrid columns={4}>
          {LEADERS.map((person) => (
            <Card key={person.name} look="outlined" padding="lg" className={styles.person}>
              <Avatar name={person.name} size={64} />
              <h3 className={styles.personName}>{person.name}</h3>
              <p className={styles.personRole}>{person.role}</p>
              <p className={styles.personBio}>{person.bio}</p>
            </Card>
          ))}
        </CardGrid>
      </InfoSection>

      <InfoSection title="What we stand for" tinted>
        <CardGrid columns={4}>
          <IconCard icon={<ShieldCheck size={24} />} title="Verified before visible">
            A listing goes live only after we check who is listing it. New projects must show a valid RERA
            number.
          </IconCard>
          <IconCard icon={<Scale size={24} />} title="Honest prices">
            Prices in rupees, in full. We show whether a price is negotiable and never hide the maintenance or
            parking charges an agent tells us about.
          </IconCard>
          <IconCard icon={<Handshake size={24} />} title="On the buyer's side">
            No money changes hands through Nivaas before a visit, and no one on our team will ever ask you for
            a token amount.
          </IconCard>
          <IconCard icon={<Languages size={24} />} title="Plain language">
            Carpet area, OC, khata, stamp duty: we explain the words that matter, so you can ask the right
            questions.
          </IconCard>
        </CardGrid>
      </InfoSection>

      <InfoSection
        title="Work with us"
        intro="We are hiring engineers, property verification staff and home-loan advisors."
      >
        <div className={styles.ctaRow}>
          <ButtonLink to={paths.career} variant="primary">
            See open positions
          </ButtonLink>
          <ButtonLink to={paths.howWeWork}>How we work</ButtonLink>
        </div>
      </InfoSection>
    </>
  );
}
