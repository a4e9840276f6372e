import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { SITE_SETTINGS_DEFAULTS } from '@nivaas/shared/site-settings';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { siteSettingsQueryOptions } from '../../../lib/site-settings';
import { usePageTitle } from '../../../lib/use-page-title';
import { ACCOUNT_PAGE_TITLES, PRIVACY_NOTICE_DESCRIPTION } from '../lib/account-page-meta';
import styles from './privacy-notice-page.module.css';

const COLLECTED: { what: MessageDescriptor; why: MessageDescriptor }[] = [
  {
    what: msg`Your name, email address and password (kept only as a one-way hash)`,
    why: msg`to make your account and sign you in; the email also receives reset and confirmation links`,
  },
  {
    what: msg`Your mobile number, occupation and photo, if you add them`,
    why: msg`so agents you contact can call or WhatsApp you back, and to sign you in with a code by SMS`,
  },
  {
    what: msg`The listings you save and open`,
    why: msg`to show your favourites and recently viewed homes`,
  },
  {
    what: msg`The enquiries you send to agents and the forms you fill in`,
    why: msg`to pass them to the agent or team you wrote to, who answer you`,
  },
  {
    what: msg`Your reports of listings, with your email when you report without signing in`,
    why: msg`so our team can review the listing and follow up with you`,
  },
  {
    what: msg`An agent’s listings, their photos and documents, and the enquiries about them`,
    why: msg`to publish the listings and let the agent follow up`,
  },
  {
    what: msg`Signed-in sessions and the address your requests come from`,
    why: msg`to keep you signed in, let you sign out everywhere, and stop password guessing`,
  },
];

/** What is collected and why, the person's rights, and the grievance contact (DPDP Act 2023). */
export default function PrivacyNoticePage() {
  useCatalogPart('account');
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  const title = i18n._(ACCOUNT_PAGE_TITLES['/privacy-notice']);
  usePageTitle(title);
  const settings = useQuery(siteSettingsQueryOptions());
  const grievance = settings.data?.grievanceContact || SITE_SETTINGS_DEFAULTS.grievanceContact;
  return (
    <PageContainer spacing="md">
      <PageHeader
        breadcrumbs={[{ label: t`Home`, to: localize(paths.home) }, { label: title }]}
        title={title}
        description={i18n._(PRIVACY_NOTICE_DESCRIPTION)}
      />
      <div className={styles.sections}>
        <Card look="outlined" padding="md">
          <h2 className={styles.heading}>{t`What we collect and why`}</h2>
          <dl className={styles.collected}>
            {COLLECTED.map((item) => (
              <div key={item.what.message} className={styles.item}>
                <dt>{i18n._(item.what)}</dt>
                <dd>{i18n._(item.why)}</dd>
              </div>
            ))}
          </dl>
          <p>
            {t`We do not sell your data or show it to advertisers. Emails and text messages are sent through our mail and SMS providers only to deliver them.`}
          </p>
        </Card>
        <Card look="outlined" padding="md">
          <h2 className={styles.heading}>{t`Your rights`}</h2>
          <ul className={styles.rights}>
            <li>
              <strong>{t`See your data:`}</strong>{' '}
              {richText(
                i18n,
                msg`'Download my data' on {link} gives you everything we keep about you as a file.`,
                { link: <RouterLink to={localize(paths.profile)}>{t`your account`}</RouterLink> },
              )}
            </li>
            <li>
              <strong>{t`Correct it:`}</strong> {t`'Edit Profile' on your account.`}
            </li>
            <li>
              <strong>{t`Erase it:`}</strong>{' '}
              {t`'Delete my account' erases your personal data at once. An agent’s listings are handed to a Nivaas administrator; enquiries you sent stay with the agent without your contact details.`}
            </li>
            <li>
              <strong>{t`Ask us:`}</strong>{' '}
              {t`write to the grievance contact below; we answer within the time the Digital Personal Data Protection Act, 2023 and its rules allow.`}
            </li>
          </ul>
        </Card>
        <Card look="outlined" padding="md">
          <h2 className={styles.heading}>{t`Grievance contact`}</h2>
          <p className={styles.grievance}>{grievance}</p>
        </Card>
      </div>
    </PageContainer>
  );
}
