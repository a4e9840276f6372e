import { useLingui } from '@lingui/react/macro';
import { isPhoneAccountEmail } from '@nivaas/shared/otp';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LeadsPanel } from '../../../components/agent-leads/leads-panel';
import { PageLoader } from '../../../components/feedback/page-loader';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { usePageTitle } from '../../../lib/use-page-title';
import { AgentProperties } from '../components/agent-properties';
import { EditProfileDialog } from '../components/edit-profile-dialog';
import { EmailConfirmNotice } from '../components/email-confirm-notice';
import { FavoritesTab } from '../components/favorites-tab';
import { LanguageCard } from '../components/language-card';
import { ProfileSummary } from '../components/profile-summary';
import { SavedSearchesCard } from '../../saved-searches/components/saved-searches-card';
import { SecurityCard } from '../components/security-card';
import { YourDataCard } from '../components/your-data-card';
import { ACCOUNT_PAGE_TITLES } from '../lib/account-page-meta';
import styles from './profile-page.module.css';

type TTab = 'profile' | 'favorites';

/** Profile (spec §2): tabs Profile and Favorites; agents also see their own listings and their leads. */
export default function ProfilePage() {
  useCatalogPart('account');
  // The saved searches' rename dialog says its words from their part.
  useCatalogPart('saved-searches');
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();
  usePageTitle(i18n._(ACCOUNT_PAGE_TITLES['/profile']));
  const { user, logout } = useAuth();
  const [params, setParams] = useSearchParams();
  const [isEditing, setEditing] = useState(false);
  const tab: TTab = params.get('tab') === 'favorites' ? 'favorites' : 'profile';

  if (!user) return <PageLoader />;

  const selectTab = (value: TTab) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'profile') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <PageContainer spacing="md">
      <PageHeader
        breadcrumbs={[{ label: t`Home`, to: localize(paths.home) }, { label: t`My account` }]}
        title={t`My account`}
      />
      <Tabs
        label={t`Account sections`}
        value={tab}
        onChange={selectTab}
        panelClassName={styles.panel}
        tabs={[
          {
            value: 'profile',
            label: t`Profile`,
            content: (
              <>
                {user.emailConfirmed === false && !isPhoneAccountEmail(user.email) && (
                  <EmailConfirmNotice email={user.email} role={user.role} className={styles.notice} />
                )}
                <ProfileSummary user={user} onEdit={() => setEditing(true)} onLogout={logout} />
                {/* An agent's leads come first: they wait for an answer (on a phone, a long list of
                    listings would push them thousands of pixels down). */}
                {user.role === 'agent' && (
                  <>
                    <div className={styles.leads}>
                      <LeadsPanel />
                    </div>
                    <AgentProperties agentId={user.id} />
                  </>
                )}
                <SavedSearchesCard />
                <LanguageCard user={user} />
                <SecurityCard />
                <YourDataCard role={user.role} />
              </>
            ),
          },
          { value: 'favorites', label: t`Favorites`, content: <FavoritesTab /> },
        ]}
      />
      <EditProfileDialog open={isEditing} onClose={() => setEditing(false)} user={user} />
    </PageContainer>
  );
}
