import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LeadsPanel } from '../../../components/agent-leads/leads-panel';
import { PageLoader } from '../../../components/feedback/page-loader';
import { PageContainer } from '../../../components/page-container';
import { useAuth } from '../../../lib/auth/auth-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { AgentProperties } from '../components/agent-properties';
import { EditProfileDialog } from '../components/edit-profile-dialog';
import { FavoritesTab } from '../components/favorites-tab';
import { ProfileSummary } from '../components/profile-summary';

const TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'favorites', label: 'Favorites' },
] as const;
type TTab = (typeof TABS)[number]['value'];

/** Profile (spec §2): tabs Profile and Favorites; agents also see their own listings and their leads. */
export default function ProfilePage() {
  usePageTitle('Profile');
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
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 28, sm: 32 }, mb: 2 }}>
        My account
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, value: TTab) => selectTab(value)}
        aria-label="Account sections"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={t.label}
            id={`profile-tab-${t.value}`}
            aria-controls={`profile-panel-${t.value}`}
          />
        ))}
      </Tabs>

      <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`}>
        {tab === 'profile' ? (
          <>
            <ProfileSummary user={user} onEdit={() => setEditing(true)} onLogout={logout} />
            {user.role === 'agent' && (
              <>
                <AgentProperties agentId={user.id} />
                <Box sx={{ mt: 5 }}>
                  <LeadsPanel />
                </Box>
              </>
            )}
          </>
        ) : (
          <FavoritesTab />
        )}
      </Box>
      <EditProfileDialog open={isEditing} onClose={() => setEditing(false)} user={user} />
    </PageContainer>
  );
}
