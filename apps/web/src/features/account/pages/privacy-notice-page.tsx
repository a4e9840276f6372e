import { SITE_SETTINGS_DEFAULTS } from '@nivaas/shared/site-settings';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { siteSettingsQueryOptions } from '../../../lib/site-settings';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './privacy-notice-page.module.css';

const COLLECTED: { what: string; why: string }[] = [
  {
    what: 'Your name, email address and password (kept only as a one-way hash)',
    why: 'to make your account and sign you in; the email also receives reset and confirmation links',
  },
  {
    what: 'Your mobile number, occupation and photo, if you add them',
    why: 'so agents you contact can call or WhatsApp you back, and to sign you in with a code by SMS',
  },
  {
    what: 'The listings you save and open',
    why: 'to show your favourites and recently viewed homes',
  },
  {
    what: 'The enquiries you send to agents and the forms you fill in',
    why: 'to pass them to the agent or team you wrote to, who answer you',
  },
  {
    what: 'Your reports of listings, with your email when you report without signing in',
    why: 'so our team can review the listing and follow up with you',
  },
  {
    what: 'An agent’s listings, their photos and documents, and the enquiries about them',
    why: 'to publish the listings and let the agent follow up',
  },
  {
    what: 'Signed-in sessions and the address your requests come from',
    why: 'to keep you signed in, let you sign out everywhere, and stop password guessing',
  },
];

/** What is collected and why, the person's rights, and the grievance contact (DPDP Act 2023). */
export default function PrivacyNoticePage() {
  usePageTitle('Privacy notice');
  const settings = useQuery(siteSettingsQueryOptions());
  const grievance = settings.data?.grievanceContact || SITE_SETTINGS_DEFAULTS.grievanceContact;
  return (
    <PageContainer spacing="md">
      <PageHeader
        breadcrumbs={[{ label: 'Home', to: paths.home }, { label: 'Privacy notice' }]}
        title="Privacy notice"
        description="What Nivaas keeps about you, why, and how to see, correct or erase it."
      />
      <div className={styles.sections}>
        <Card look="outlined" padding="md">
          <h2 className={styles.heading}>What we collect and why</h2>
          <dl className={styles.collected}>
            {COLLECTED.map((item) => (
              <div key={item.what} className={styles.item}>
                <dt>{item.what}</dt>
                <dd>{item.why}</dd>
              </div>
            ))}
          </dl>
          <p>
            We do not sell your data or show it to advertisers. Emails and text messages are sent through our
            mail and SMS providers only to deliver them.
          </p>
        </Card>
        <Card look="outlined" padding="md">
          <h2 className={styles.heading}>Your rights</h2>
          <ul className={styles.rights}>
            <li>
              <strong>See your data:</strong> 'Download my data' on{' '}
              <RouterLink to={paths.profile}>your account</RouterLink> gives you everything we keep about you
              as a file.
            </li>
            <li>
              <strong>Correct it:</strong> 'Edit Profile' on your account.
            </li>
            <li>
              <strong>Erase it:</strong> 'Delete my account' erases your personal data at once. An agent’s
              listings are handed to a Nivaas administrator; enquiries you sent stay with the agent without
              your contact details.
            </li>
            <li>
              <strong>Ask us:</strong> write to the grievance contact below; we answer within the time the
              Digital Personal Data Protection Act, 2023 and its rules allow.
            </li>
          </ul>
        </Card>
        <Card look="outlined" padding="md">
          <h2 className={styles.heading}>Grievance contact</h2>
          <p className={styles.grievance}>{grievance}</p>
        </Card>
      </div>
    </PageContainer>
  );
}
