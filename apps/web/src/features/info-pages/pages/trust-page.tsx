import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Camera from 'lucide-react/icons/camera';
import FileSearch from 'lucide-react/icons/file-search';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { Alert } from '../../../components/ui/alert';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { ContactSupportLink } from '../components/contact-support-link';
import { CardGrid, IconCard, InfoPageHero, InfoSection } from '../components/info-layout';
import { useInfoPageTitle } from '../lib/use-info-page-title';
import styles from './info-pages.module.css';

const RED_FLAGS = [
  msg`You are asked to pay a “visit fee”, “registration fee” or token amount before seeing the property.`,
  msg`The owner is “abroad” or “in the army” and sends keys or papers by courier after a payment.`,
  msg`The price is far below others in the same society or locality, with pressure to decide today.`,
  msg`Payment is asked into a personal UPI ID or wallet, or in cash to someone other than the seller.`,
  msg`The agent will not share a RERA registration number, or the project’s number is not on the RERA website.`,
  msg`You are asked for an OTP, your card PIN, or to scan a QR code “to receive” money.`,
];

/** Each paper and what it shows ('Shows that …' in English; a sentence of its own in Hindi). */
const DOCUMENTS = [
  {
    name: msg`Title deed and chain of documents`,
    why: msg`Shows that proves the seller owns the property and can sell it.`,
  },
  {
    name: msg`Encumbrance certificate`,
    why: msg`Shows that shows there is no unpaid loan or legal claim on the property.`,
  },
  {
    name: msg`Occupancy (OC) and completion (CC) certificates`,
    why: msg`Shows that the building was built as approved and may be lived in.`,
  },
  {
    name: msg`Khata, property card or 7/12 extract`,
    why: msg`Shows that the property is recorded in the seller’s name with the local body.`,
  },
  {
    name: msg`Society NOC and share certificate`,
    why: msg`Shows that the housing society agrees to the transfer and has no dues pending.`,
  },
  {
    name: msg`RERA registration (new projects)`,
    why: msg`Shows that the project, its approvals and the promised possession date are on record.`,
  },
];

/** /trust (admin §2.13): how Nivaas keeps the marketplace safe, and how you can stay safe. */
export default function TrustPage() {
  useCatalogPart('info');
  useInfoPageTitle('/trust');
  const { t, i18n } = useLingui();
  return (
    <>
      <InfoPageHero
        crumb={t`Trust and Safety`}
        title={t`Your safety comes before any listing`}
        subtitle={t`Property fraud costs families their savings. Here is what we do to stop it, and what you can do.`}
      >
        <ContactSupportLink variant="primary" />
      </InfoPageHero>

      <InfoSection title={t`What we do`}>
        <CardGrid columns={4}>
          <IconCard icon={<BadgeCheck size={24} />} title={t`Verified agents`}>
            {t`We check each agent's identity and, where the state requires it, their RERA agent registration before they can list. Verified agents carry a badge.`}
          </IconCard>
          <IconCard icon={<FileSearch size={24} />} title={t`RERA checks`}>
            {t`Listings in new projects must show the project's RERA number, which we match with the state RERA website.`}
          </IconCard>
          <IconCard icon={<Camera size={24} />} title={t`Real photos`}>
            {t`Our field team visits a sample of listings every week to match photos and details. We strip location data from photos before publishing.`}
          </IconCard>
          <IconCard icon={<ShieldAlert size={24} />} title={t`Fast takedowns`}>
            {t`Reported listings are reviewed the same working day. Agents who ask for money before a visit are removed for good.`}
          </IconCard>
        </CardGrid>
      </InfoSection>

      <InfoSection
        title={t`Warning signs of a scam`}
        tinted
        intro={t`If you see any of these, stop and talk to us before you pay anything.`}
      >
        <ul className={styles.bullets}>
          {RED_FLAGS.map((flag) => i18n._(flag)).map((flag) => (
            <li key={flag}>{flag}</li>
          ))}
        </ul>
        <Alert severity="warning" className={styles.warning}>
          {t`Nivaas staff will never ask you for money, an OTP or your password. If you have lost money, call the national cybercrime helpline 1930 or report at cybercrime.gov.in right away, then tell us.`}
        </Alert>
      </InfoSection>

      <InfoSection
        title={t`Check these papers before you pay a token`}
        intro={t`A lawyer can check them for you in a few days, for a small fraction of what is at stake.`}
      >
        <dl className={styles.documents}>
          {DOCUMENTS.map((doc) => (
            <div key={doc.name.message} className={styles.document}>
              <dt className={styles.documentName}>{i18n._(doc.name)}</dt>
              <dd className={styles.documentWhy}>{i18n._(doc.why)}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>

      <InfoSection
        title={t`Report a problem`}
        tinted
        intro={t`Tell us the listing link, the agent's name and what happened. We reply within 24 hours, and sooner when money is at risk. We keep reports confidential and never share your name with the person you report.`}
      >
        <ContactSupportLink variant="primary" />
      </InfoSection>
    </>
  );
}
