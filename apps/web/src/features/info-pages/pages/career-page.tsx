import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Code from 'lucide-react/icons/code';
import Headphones from 'lucide-react/icons/headphones';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button-class';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { CardGrid, IconCard, InfoPageHero, InfoSection } from '../components/info-layout';
import { useInfoPageTitle } from '../lib/use-info-page-title';
import styles from './info-pages.module.css';

const CAREERS_EMAIL = 'careers@nivaas.in';

/** The openings: `role` is the English title the hiring team reads in the email's subject. */
const OPENINGS = [
  {
    icon: <Code size={24} />,
    role: 'Senior Frontend Engineer',
    title: msg`Senior Frontend Engineer`,
    location: msg`Nashik or remote (India)`,
    type: msg`Full time`,
    experience: msg`4+ years`,
    text: msg`Build search, maps and listing pages used on slow phones in small towns as much as on laptops in metros. React, TypeScript and a care for accessibility and performance.`,
  },
  {
    icon: <ClipboardCheck size={24} />,
    role: 'Property Verification Executive',
    title: msg`Property Verification Executive`,
    location: msg`Pune`,
    type: msg`Full time, field role`,
    experience: msg`1+ years`,
    text: msg`Visit listed properties, match them with their photos and documents, and check RERA registrations. Two-wheeler and a licence needed; Marathi and Hindi preferred.`,
  },
  {
    icon: <PiggyBank size={24} />,
    role: 'Home Loan Advisor',
    title: msg`Home Loan Advisor`,
    location: msg`Mumbai (Thane office)`,
    type: msg`Full time`,
    experience: msg`2+ years in retail lending`,
    text: msg`Help buyers compare offers from partner banks and housing finance companies, and walk them through eligibility, documents and sanction.`,
  },
  {
    icon: <Headphones size={24} />,
    role: 'Customer Support Associate',
    title: msg`Customer Support Associate`,
    location: msg`Nashik`,
    type: msg`Full time, rotational shifts`,
    experience: msg`Freshers welcome`,
    text: msg`Answer buyers, owners and agents by phone, email and chat, and keep our promise of a reply within 24 hours. English plus Hindi or Marathi.`,
  },
] as const;

/** The application email, in English for the hiring team. */
const applyHref = (role: string) =>
  `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${role}`)}&body=${encodeURIComponent(
    'Hello Nivaas team,\n\nPlease find my CV attached.\n\nName:\nPhone:\nCurrent city:\nNotice period:\n',
  )}`;

/** /career (admin §2.13): four openings. */
export default function CareerPage() {
  useCatalogPart('info');
  useInfoPageTitle('/career');
  const { t, i18n } = useLingui();
  const email = CAREERS_EMAIL;
  return (
    <>
      <InfoPageHero
        crumb={t`Careers`}
        title={t`Build the property marketplace India can trust`}
        subtitle={t`We are a team of about 120 people in Nashik, Pune and Bengaluru. We hire for judgement and care, and we pay on time, every month.`}
      />
      <InfoSection
        title={t`Open positions`}
        intro={t`Apply by email with your CV; we reply to every application within two weeks. Do not see your role? Write to ${email}.`}
      >
        <CardGrid columns={2}>
          {OPENINGS.map((job) => {
            const title = i18n._(job.title);
            return (
              <IconCard
                key={job.role}
                icon={job.icon}
                title={title}
                footer={
                  <a
                    href={applyHref(job.role)}
                    className={buttonClass({ variant: 'primary' })}
                    aria-label={t`Apply by email for ${title}`}
                  >
                    {t`Apply by email`}
                  </a>
                }
              >
                <div className={styles.chips}>
                  <Badge>{i18n._(job.location)}</Badge>
                  <Badge>{i18n._(job.type)}</Badge>
                  <Badge>{i18n._(job.experience)}</Badge>
                </div>
                <p>{i18n._(job.text)}</p>
              </IconCard>
            );
          })}
        </CardGrid>
      </InfoSection>
      <InfoSection title={t`Working at Nivaas`} tinted>
        <ul className={styles.bullets}>
          <li>{t`Health insurance for you, your spouse, children and parents, from day one.`}</li>
          <li>{t`24 days of paid leave a year, plus public holidays of your state.`}</li>
          <li>{t`A yearly learning budget of ₹ 30,000 for courses, books and conferences.`}</li>
          <li>{t`Hybrid work for office roles; field staff get a fuel and phone allowance.`}</li>
          <li>
            {t`We are an equal-opportunity employer and welcome applications from people of every background.`}
          </li>
        </ul>
        <p className={styles.smallNote}>
          {t`Nivaas never asks for money at any stage of hiring. If someone does, please report it to ${email}.`}
        </p>
      </InfoSection>
    </>
  );
}
