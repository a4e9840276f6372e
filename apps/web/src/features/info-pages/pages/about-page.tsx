import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Handshake from 'lucide-react/icons/handshake';
import Languages from 'lucide-react/icons/languages';
import Scale from 'lucide-react/icons/scale';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Avatar } from '../../../components/ui/avatar';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { CardGrid, IconCard, InfoPageHero, InfoSection } from '../components/info-layout';
import { useInfoPageTitle } from '../lib/use-info-page-title';
import styles from './info-pages.module.css';

/** The figures: a bare number is the same in every language; one with a word is a message. */
const STATS = [
  { value: '38', label: msg`cities, from Nashik to Kochi` },
  { value: msg`1.2 lakh`, label: msg`listings checked by our team` },
  { value: '4,600+', label: msg`RERA-registered agents` },
  { value: msg`24 hours`, label: msg`longest wait for a support reply` },
] as const;

/** The leaders: names as they write them, roles and bios in the page's language. */
const LEADERS = [
  {
    name: 'Meera Kulkarni',
    role: msg`Co-founder and CEO`,
    bio: msg`Spent nine years in housing finance approving home loans across Maharashtra before starting Nivaas in Nashik.`,
  },
  {
    name: 'Arjun Iyer',
    role: msg`Co-founder and CTO`,
    bio: msg`Built search and maps for two Indian consumer apps; leads the engineering team in Nashik and Bengaluru.`,
  },
  {
    name: 'Farah Sheikh',
    role: msg`Head of Trust and Safety`,
    bio: msg`A former property lawyer; her team verifies agents, checks RERA numbers and takes down fraudulent listings.`,
  },
  {
    name: 'Gurpreet Sandhu',
    role: msg`Head of Partnerships`,
    bio: msg`Works with banks, builders and societies so buyers get loan offers, site visits and NOCs without running around.`,
  },
] as const;

/** /about (admin §2.13): story, stats, leadership, core values. */
export default function AboutPage() {
  useCatalogPart('info');
  useInfoPageTitle('/about');
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  return (
    <>
      <InfoPageHero
        crumb={t`About`}
        title={t`Helping India find a home, honestly`}
        subtitle={t`Nivaas is a property marketplace for homes, plots and offices across India: verified listings, prices shown in full, and agents whose RERA registration you can check before you call.`}
      />

      <InfoSection title={t`Our story`}>
        <div className={`${styles.twoColumns} ${styles.prose}`}>
          <div>
            <p>
              {t`Nivaas began in 2021 in Nashik, when our founders tried to rent a flat near College Road. In two weeks they saw listings for flats that had already been let, photos of a different building, a ‘registration fee’ asked for before a single visit, and three agents quoting three prices for the same 2 BHK.`}
            </p>
            <p>
              {t`For most families a home is the biggest purchase of their lives, paid for over fifteen or twenty years of EMIs. It deserved better than guesswork. So we set out to build a marketplace where every listing is checked, every price is shown in full, and every agent can be verified.`}
            </p>
          </div>
          <div>
            <p>
              {t`Today Nivaas lists flats, row houses, bungalows, plots and offices in 38 cities. We check RERA registration numbers for new projects, verify agents' identity and licences, and remove listings that are sold, let or misleading. Alongside the listings we help with what comes after: home-loan offers, legal checks on title and documents, interiors, and moving.`}
            </p>
            <p>
              {t`We are a team of about 120 people in Nashik, Pune and Bengaluru, and we answer our own support messages.`}
            </p>
          </div>
        </div>
      </InfoSection>

      <InfoSection title={t`Nivaas in numbers`} tinted>
        <dl className={styles.stats}>
          {STATS.map((s) => (
            <Card key={s.label.message} look="outlined" className={styles.stat}>
              <dt className={styles.statLabel}>{i18n._(s.label)}</dt>
              <dd className={styles.statValue}>{typeof s.value === 'string' ? s.value : i18n._(s.value)}</dd>
            </Card>
          ))}
        </dl>
      </InfoSection>

      <InfoSection title={t`Leadership`} intro={t`The people accountable for what you see on Nivaas.`}>
        <CardGrid columns={4}>
          {LEADERS.map((person) => (
            <Card key={person.name} look="outlined" padding="lg" className={styles.person}>
              <Avatar name={person.name} size={64} />
              <h3 className={styles.personName}>{person.name}</h3>
              <p className={styles.personRole}>{i18n._(person.role)}</p>
              <p className={styles.personBio}>{i18n._(person.bio)}</p>
            </Card>
          ))}
        </CardGrid>
      </InfoSection>

      <InfoSection title={t`What we stand for`} tinted>
        <CardGrid columns={4}>
          <IconCard icon={<ShieldCheck size={24} />} title={t`Verified before visible`}>
            {t`A listing goes live only after we check who is listing it. New projects must show a valid RERA number.`}
          </IconCard>
          <IconCard icon={<Scale size={24} />} title={t`Honest prices`}>
            {t`Prices in rupees, in full. We show whether a price is negotiable and never hide the maintenance or parking charges an agent tells us about.`}
          </IconCard>
          <IconCard icon={<Handshake size={24} />} title={t`On the buyer's side`}>
            {t`No money changes hands through Nivaas before a visit, and no one on our team will ever ask you for a token amount.`}
          </IconCard>
          <IconCard icon={<Languages size={24} />} title={t`Plain language`}>
            {t`Carpet area, OC, khata, stamp duty: we explain the words that matter, so you can ask the right questions.`}
          </IconCard>
        </CardGrid>
      </InfoSection>

      <InfoSection
        title={t`Work with us`}
        intro={t`We are hiring engineers, property verification staff and home-loan advisors.`}
      >
        <div className={styles.ctaRow}>
          <ButtonLink to={localize(paths.career)} variant="primary">
            {t`See open positions`}
          </ButtonLink>
          <ButtonLink to={localize(paths.howWeWork)}>{t`How we work`}</ButtonLink>
        </div>
      </InfoSection>
    </>
  );
}
