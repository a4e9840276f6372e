import FileCheck from 'lucide-react/icons/file-check';
import FileSignature from 'lucide-react/icons/file-signature';
import Gavel from 'lucide-react/icons/gavel';
import House from 'lucide-react/icons/house';
import SearchCheck from 'lucide-react/icons/search-check';
import Users from 'lucide-react/icons/users';
import { useState } from 'react';
import { useWarmUp } from '../../../components/deferred';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContactSupportLink } from '../components/contact-support-link';
import { CardGrid, IconCard, InfoPageHero, InfoSection, StepList } from '../components/info-layout';
import { LazyLawyerApplicationDialog } from '../components/lazy-dialogs';
import { LazyNoticeDialog, useNoticeOnLoad } from '../components/lazy-notice-dialog';
import styles from './info-pages.module.css';

const SERVICES = [
  {
    icon: <SearchCheck size={24} />,
    title: 'Title search',
    text: 'A search of land and sub-registrar records for 30 years, with a written title report on whether the seller can pass a clean title.',
  },
  {
    icon: <FileSignature size={24} />,
    title: 'Agreements and sale deeds',
    text: 'Drafting and review of the agreement for sale, sale deed, and leave and licence or rent agreements, with stamp duty worked out.',
  },
  {
    icon: <FileCheck size={24} />,
    title: 'Document check',
    text: 'OC and CC, encumbrance certificate, khata or 7/12 extract, society NOC and the builder’s approvals, checked before you pay a token.',
  },
  {
    icon: <Gavel size={24} />,
    title: 'RERA complaints',
    text: 'Delayed possession, changes to the approved plan or a refund the builder will not pay: complaints before your state RERA authority.',
  },
  {
    icon: <Users size={24} />,
    title: 'Inheritance and succession',
    text: 'Transmission of a flat after a death, legal heir and succession certificates, wills and family settlement deeds.',
  },
  {
    icon: <House size={24} />,
    title: 'Tenancy disputes',
    text: 'Unpaid rent, a deposit not returned, or a tenant who will not leave: notices, mediation and, when needed, the rent court.',
  },
] as const;

/** /lawyer-consultancy (admin §2.13): 'coming soon' on open, the services, and the lawyer application form. */
export default function LawyerPage() {
  usePageTitle(
    'Legal Consultancy',
    'Property lawyers for title search, agreements, RERA complaints and tenancy, with a free 30-minute consultation.',
  );
  const notice = useNoticeOnLoad();
  const [isApplyOpen, setApplyOpen] = useState(false);
  const [isApplyWanted, warmUpApply] = useWarmUp();
  const openApply = () => setApplyOpen(true);

  return (
    <>
      <InfoPageHero
        crumb="Legal Consultancy"
        title="A property lawyer on your side, before you sign"
        subtitle={
          <>
            Verified advocates for title checks, agreements and disputes, at fixed fees. Your first{' '}
            <strong>30-minute legal consultation is free</strong>.
          </>
        }
      >
        <Button variant="primary" onClick={openApply} {...warmUpApply}>
          Join as a lawyer
        </Button>
      </InfoPageHero>

      <InfoSection
        title="What our lawyers help with"
        intro="Fixed, written fees for each service, agreed before any work starts."
      >
        <CardGrid columns={3}>
          {SERVICES.map((s) => (
            <IconCard key={s.title} icon={s.icon} title={s.title}>
              {s.text}
            </IconCard>
          ))}
        </CardGrid>
      </InfoSection>

      <InfoSection title="How a consultation works" tinted>
        <StepList
          steps={[
            {
              title: 'Tell us the matter',
              text: 'Describe what you are buying, renting or disputing, and the city. Share documents if you have them.',
            },
            {
              title: 'Free 30-minute call',
              text: 'An advocate who practises in that city calls you, explains the risks and what needs to be done. No charge and no obligation.',
            },
            {
              title: 'Fixed-fee work',
              text: 'If you want the advocate to go ahead, you get a written quote. You pay the advocate directly, never Nivaas staff.',
            },
          ]}
        />
        <div className={`${styles.ctaRow} ${styles.afterSteps}`}>
          <p className={styles.ctaText}>Need advice before we launch?</p>
          <ContactSupportLink />
        </div>
      </InfoSection>

      <InfoSection title="For advocates">
        <Card look="outlined" className={styles.narrowCard}>
          <h3 className={styles.cardHeading}>Join the Nivaas legal panel</h3>
          <p className={styles.cardLead}>
            We are looking for advocates enrolled with a State Bar Council, with at least three years of
            practice in conveyancing, RERA or rent matters. You set your fees; we send you clients who have
            already been through a free first consultation.
          </p>
          <Button variant="primary" onClick={openApply} {...warmUpApply}>
            Apply to join
          </Button>
        </Card>
      </InfoSection>

      <LazyNoticeDialog
        isWanted={notice.isWanted}
        open={notice.isOpen}
        onClose={notice.close}
        title="Legal Consultancy is coming soon"
      >
        <p>
          We are onboarding property lawyers city by city and will open bookings shortly. Until then, our
          support team can point you to the right kind of help.
        </p>
        <p>Are you an advocate practising property law? Apply to join our panel from this page.</p>
      </LazyNoticeDialog>
      <LazyLawyerApplicationDialog
        isWanted={isApplyWanted}
        open={isApplyOpen}
        onClose={() => setApplyOpen(false)}
      />
    </>
  );
}
