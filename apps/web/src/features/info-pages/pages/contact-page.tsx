import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { useContactDetails } from '../api/get-site-settings';
import { ContactForm } from '../components/contact-form';
import { InfoPageHero } from '../components/info-layout';
import { useInfoPageTitle } from '../lib/use-info-page-title';
import styles from './info-pages.module.css';

const URGENT_NOTE = msg`Reporting a suspicious listing or a request for money before a visit? Mark it ‘Urgent’ in the subject. Read how we keep you safe on {trust}.`;
const HELP_NOTE = msg`Include the listing link or property ID if your message is about a property. Quick answers to common questions are in the {help}.`;

function ContactItem({
  icon,
  label,
  isLoading,
  children,
}: {
  icon: ReactNode;
  label: string;
  isLoading: boolean;
  children: ReactNode;
}) {
  return (
    <li className={styles.contactItem}>
      <span className={styles.contactIcon} aria-hidden="true">
        {icon}
      </span>
      <div className={styles.contactText}>
        <p className={styles.contactLabel}>{label}</p>
        {isLoading ? <Skeleton width="12rem" /> : <div className={styles.contactValue}>{children}</div>}
      </div>
    </li>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/**
 * /contact (admin §2.13): how to reach Nivaas, from the admin's settings (the address and hours show
 * as the admin wrote them), and a message form.
 */
export default function ContactPage() {
  useCatalogPart('info');
  useInfoPageTitle('/contact');
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  const { details, isLoading } = useContactDetails();

  return (
    <>
      <InfoPageHero
        crumb={t`Contact`}
        title={t`We are here to help`}
        subtitle={t`Questions about a listing, a visit, your account or documents? Write to us and a person from our support team, not a bot, will reply within 24 hours.`}
      />
      <PageContainer spacing="lg">
        <div className={styles.contactLayout}>
          <Card as="section" look="outlined" aria-labelledby="reach-us">
            <h2 id="reach-us" className={styles.cardHeading}>
              {t`Reach us`}
            </h2>
            <ul className={styles.contactList} aria-busy={isLoading || undefined}>
              <ContactItem icon={<Phone size={20} />} label={t`Phone`} isLoading={isLoading}>
                <a href={telHref(details.supportPhone)} className={styles.touchLink}>
                  {details.supportPhone}
                </a>
              </ContactItem>
              <ContactItem icon={<Mail size={20} />} label={t`Email`} isLoading={isLoading}>
                <a href={`mailto:${details.supportEmail}`} className={styles.touchLink}>
                  {details.supportEmail}
                </a>
              </ContactItem>
              <ContactItem icon={<MapPin size={20} />} label={t`Office`} isLoading={isLoading}>
                <address className={styles.address}>{details.officeAddress}</address>
              </ContactItem>
              <ContactItem icon={<Clock size={20} />} label={t`Hours`} isLoading={isLoading}>
                {details.officeHours}
              </ContactItem>
            </ul>
            <p className={styles.smallNote}>
              {richText(i18n, URGENT_NOTE, {
                trust: <RouterLink to={localize(paths.trust)}>{t`Trust and Safety`}</RouterLink>,
              })}
            </p>
          </Card>
          <Card as="section" look="outlined" aria-labelledby="write-to-us">
            <h2 id="write-to-us" className={styles.cardHeading}>
              {t`Send us a message`}
            </h2>
            <p className={styles.cardLead}>
              {richText(i18n, HELP_NOTE, {
                help: <RouterLink to={localize(paths.help)}>{t`Help Center`}</RouterLink>,
              })}
            </p>
            <ContactForm />
          </Card>
        </div>
      </PageContainer>
    </>
  );
}
