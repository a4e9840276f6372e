import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Code from 'lucide-react/icons/code';
import Headphones from 'lucide-react/icons/headphones';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button-class';
import { usePageTitle } from '../../../lib/use-page-title';
import { CardGrid, IconCard, InfoPageHero, InfoSection } from '../components/info-layout';
import styles from './info-pages.module.css';

const CAREERS_EMAIL = 'careers@nivaas.in';

const OPENINGS = [
  {
    icon: <Code size={24} />,
    title: 'Senior Frontend Engineer',
    location: 'Nashik or remote (India)',
    type: 'Full time',
    experience: '4+ years',
    text: 'Build search, maps and listing pages used on slow phones in small towns as much as on laptops in metros. React, TypeScript and a care for accessibility and performance.',
  },
  {
    icon: <ClipboardCheck size={24} />,
    title: 'Property Verification Executive',
    location: 'Pune',
    type: 'Full time, field role',
    experience: '1+ years',
    text: 'Visit listed properties, match them with their photos and documents, and check RERA registrations. Two-wheeler and a licence needed; Marathi and Hindi preferred.',
  },
  {
    icon: <PiggyBank size={24} />,
    title: 'Home Loan Advisor',
    location: 'Mumbai (Thane office)',
    type: 'Full time',
    experience: '2+ years in retail lending',
    text: 'Help buyers compare offers from partner banks and housing finance companies, and walk them through eligibility, documents and sanction.',
  },
  {
    icon: <Headphones size={24} />,
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
        crumb="Careers"
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
                <a
                  href={applyHref(job.title)}
                  className={buttonClass({ variant: 'primary' })}
                  aria-label={`Apply by email for ${job.title}`}
                >
                  Apply by email
                </a>
              }
            >
              <div className={styles.chips}>
                <Badge>{job.location}</Badge>
                <Badge>{job.type}</Badge>
                <Badge>{job.experience}</Badge>
              </div>
              <p>{job.text}</p>
            </IconCard>
          ))}
        </CardGrid>
      </InfoSection>
      <InfoSection title="Working at Nivaas" tinted>
        <ul className={styles.bullets}>
          <li>Health insurance for you, your spouse, children and parents, from day one.</li>
          <li>24 days of paid leave a year, plus public holidays of your state.</li>
          <li>A yearly learning budget of ₹ 30,000 for courses, books and conferences.</li>
          <li>Hybrid work for office roles; field staff get a fuel and phone allowance.</li>
          <li>
            We are an equal-opportunity employer and welcome applications from people of every background.
          </li>
        </ul>
        <p className={styles.smallNote}>
          Nivaas never asks for money at any stage of hiring. If someone does, please report it to{' '}
          {CAREERS_EMAIL}.
        </p>
      </InfoSection>
    </>
  );
}
