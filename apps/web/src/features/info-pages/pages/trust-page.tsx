import BadgeCheck from 'lucide-react/icons/badge-check';
import Camera from 'lucide-react/icons/camera';
import FileSearch from 'lucide-react/icons/file-search';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { Alert } from '../../../components/ui/alert';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContactSupportLink } from '../components/contact-support-link';
import { CardGrid, IconCard, InfoPageHero, InfoSection } from '../components/info-layout';
import styles from './info-pages.module.css';

const RED_FLAGS = [
  'You are asked to pay a “visit fee”, “registration fee” or token amount before seeing the property.',
  'The owner is “abroad” or “in the army” and sends keys or papers by courier after a payment.',
  'The price is far below others in the same society or locality, with pressure to decide today.',
  'Payment is asked into a personal UPI ID or wallet, or in cash to someone other than the seller.',
  'The agent will not share a RERA registration number, or the project’s number is not on the RERA website.',
  'You are asked for an OTP, your card PIN, or to scan a QR code “to receive” money.',
];

const DOCUMENTS = [
  { name: 'Title deed and chain of documents', why: 'proves the seller owns the property and can sell it' },
  { name: 'Encumbrance certificate', why: 'shows there is no unpaid loan or legal claim on the property' },
  {
    name: 'Occupancy (OC) and completion (CC) certificates',
    why: 'the building was built as approved and may be lived in',
  },
  {
    name: 'Khata, property card or 7/12 extract',
    why: 'the property is recorded in the seller’s name with the local body',
  },
  {
    name: 'Society NOC and share certificate',
    why: 'the housing society agrees to the transfer and has no dues pending',
  },
  {
    name: 'RERA registration (new projects)',
    why: 'the project, its approvals and the promised possession date are on record',
  },
];

/** /trust (admin §2.13): how Nivaas keeps the marketplace safe, and how you can stay safe. */
export default function TrustPage() {
  usePageTitle(
    'Trust and Safety',
    'How Nivaas verifies agents and listings, the warning signs of property fraud, and how to report it.',
  );
  return (
    <>
      <InfoPageHero
        crumb="Trust and Safety"
        title="Your safety comes before any listing"
        subtitle="Property fraud costs families their savings. Here is what we do to stop it, and what you can do."
      >
        <ContactSupportLink variant="primary" />
      </InfoPageHero>

      <InfoSection title="What we do">
        <CardGrid columns={4}>
          <IconCard icon={<BadgeCheck size={24} />} title="Verified agents">
            We check each agent&apos;s identity and, where the state requires it, their RERA agent
            registration before they can list. Verified agents carry a badge.
          </IconCard>
          <IconCard icon={<FileSearch size={24} />} title="RERA checks">
            Listings in new projects must show the project&apos;s RERA number, which we match with the state
            RERA website.
          </IconCard>
          <IconCard icon={<Camera size={24} />} title="Real photos">
            Our field team visits a sample of listings every week to match photos and details. We strip
            location data from photos before publishing.
          </IconCard>
          <IconCard icon={<ShieldAlert size={24} />} title="Fast takedowns">
            Reported listings are reviewed the same working day. Agents who ask for money before a visit are
            removed for good.
          </IconCard>
        </CardGrid>
      </InfoSection>

      <InfoSection
        title="Warning signs of a scam"
        tinted
        intro="If you see any of these, stop and talk to us before you pay anything."
      >
        <ul className={styles.bullets}>
          {RED_FLAGS.map((flag) => (
            <li key={flag}>{flag}</li>
          ))}
        </ul>
        <Alert severity="warning" className={styles.warning}>
          Nivaas staff will never ask you for money, an OTP or your password. If you have lost money, call the
          national cybercrime helpline 1930 or report at cybercrime.gov.in right away, then tell us.
        </Alert>
      </InfoSection>

      <InfoSection
        title="Check these papers before you pay a token"
        intro="A lawyer can check them for you in a few days, for a small fraction of what is at stake."
      >
        <dl className={styles.documents}>
          {DOCUMENTS.map((doc) => (
            <div key={doc.name} className={styles.document}>
              <dt className={styles.documentName}>{doc.name}</dt>
              <dd className={styles.documentWhy}>Shows that {doc.why}.</dd>
            </div>
          ))}
        </dl>
      </InfoSection>

      <InfoSection
        title="Report a problem"
        tinted
        intro="Tell us the listing link, the agent's name and what happened. We reply within 24 hours, and sooner when money is at risk. We keep reports confidential and never share your name with the person you report."
      >
        <ContactSupportLink variant="primary" />
      </InfoSection>
    </>
  );
}
