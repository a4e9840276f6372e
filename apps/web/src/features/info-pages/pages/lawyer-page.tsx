import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';
import { ContactSupportLink } from '../components/contact-support-link';
import { CardGrid, IconCard, InfoPageHero, InfoSection, StepList } from '../components/info-layout';
import { LazyLawyerApplicationDialog } from '../components/lazy-dialogs';
import { LazyNoticeDialog, useNoticeOnLoad } from '../components/lazy-notice-dialog';
import { useInfoPageTitle } from '../lib/use-info-page-title';
import styles from './info-pages.module.css';

const SERVICES = [
  {
    icon: <SearchCheck size={24} />,
    title: msg`Title search`,
    text: msg`A search of land and sub-registrar records for 30 years, with a written title report on whether the seller can pass a clean title.`,
  },
  {
    icon: <FileSignature size={24} />,
    title: msg`Agreements and sale deeds`,
    text: msg`Drafting and review of the agreement for sale, sale deed, and leave and licence or rent agreements, with stamp duty worked out.`,
  },
  {
    icon: <FileCheck size={24} />,
    title: msg`Document check`,
    text: msg`OC and CC, encumbrance certificate, khata or 7/12 extract, society NOC and the builder’s approvals, checked before you pay a token.`,
  },
  {
    icon: <Gavel size={24} />,
    title: msg`RERA complaints`,
    text: msg`Delayed possession, changes to the approved plan or a refund the builder will not pay: complaints before your state RERA authority.`,
  },
  {
    icon: <Users size={24} />,
    title: msg`Inheritance and succession`,
    text: msg`Transmission of a flat after a death, legal heir and succession certificates, wills and family settlement deeds.`,
  },
  {
    icon: <House size={24} />,
    title: msg`Tenancy disputes`,
    text: msg`Unpaid rent, a deposit not returned, or a tenant who will not leave: notices, mediation and, when needed, the rent court.`,
  },
] as const;

const SUBTITLE = msg`Verified advocates for title checks, agreements and disputes, at fixed fees. Your first {free}.`;

/** /lawyer-consultancy (admin §2.13): 'coming soon' on open, the services, and the lawyer application form. */
export default function LawyerPage() {
  useCatalogPart('services');
  useInfoPageTitle('/lawyer-consultancy');
  const { t, i18n } = useLingui();
  const notice = useNoticeOnLoad();
  const [isApplyOpen, setApplyOpen] = useState(false);
  const [isApplyWanted, warmUpApply] = useWarmUp();
  const openApply = () => setApplyOpen(true);

  return (
    <>
      <InfoPageHero
        crumb={t`Legal Consultancy`}
        title={t`A property lawyer on your side, before you sign`}
        subtitle={richText(i18n, SUBTITLE, {
          free: <strong>{t`30-minute legal consultation is free`}</strong>,
        })}
      >
        <Button variant="primary" onClick={openApply} {...warmUpApply}>
          {t`Join as a lawyer`}
        </Button>
      </InfoPageHero>

      <InfoSection
        title={t`What our lawyers help with`}
        intro={t`Fixed, written fees for each service, agreed before any work starts.`}
      >
        <CardGrid columns={3}>
          {SERVICES.map((s) => (
            <IconCard key={s.title.message} icon={s.icon} title={i18n._(s.title)}>
              {i18n._(s.text)}
            </IconCard>
          ))}
        </CardGrid>
      </InfoSection>

      <InfoSection title={t`How a consultation works`} tinted>
        <StepList
          steps={[
            {
              title: t`Tell us the matter`,
              text: t`Describe what you are buying, renting or disputing, and the city. Share documents if you have them.`,
            },
            {
              title: t`Free 30-minute call`,
              text: t`An advocate who practises in that city calls you, explains the risks and what needs to be done. No charge and no obligation.`,
            },
            {
              title: t`Fixed-fee work`,
              text: t`If you want the advocate to go ahead, you get a written quote. You pay the advocate directly, never Nivaas staff.`,
            },
          ]}
        />
        <div className={`${styles.ctaRow} ${styles.afterSteps}`}>
          <p className={styles.ctaText}>{t`Need advice before we launch?`}</p>
          <ContactSupportLink />
        </div>
      </InfoSection>

      <InfoSection title={t`For advocates`}>
        <Card look="outlined" className={styles.narrowCard}>
          <h3 className={styles.cardHeading}>{t`Join the Nivaas legal panel`}</h3>
          <p className={styles.cardLead}>
            {t`We are looking for advocates enrolled with a State Bar Council, with at least three years of practice in conveyancing, RERA or rent matters. You set your fees; we send you clients who have already been through a free first consultation.`}
          </p>
          <Button variant="primary" onClick={openApply} {...warmUpApply}>
            {t`Apply to join`}
          </Button>
        </Card>
      </InfoSection>

      <LazyNoticeDialog
        isWanted={notice.isWanted}
        open={notice.isOpen}
        onClose={notice.close}
        title={t`Legal Consultancy is coming soon`}
      >
        <p>
          {t`We are onboarding property lawyers city by city and will open bookings shortly. Until then, our support team can point you to the right kind of help.`}
        </p>
        <p>{t`Are you an advocate practising property law? Apply to join our panel from this page.`}</p>
      </LazyNoticeDialog>
      <LazyLawyerApplicationDialog
        isWanted={isApplyWanted}
        open={isApplyOpen}
        onClose={() => setApplyOpen(false)}
      />
    </>
  );
}
