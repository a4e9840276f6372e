import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TAdminContact, TAdminProperty } from '@nivaas/shared/admin';
import type { TUser } from '@nivaas/shared/auth';

import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { priceSx } from '../../../app/theme';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminStats } from '../api/get-admin-stats';
import { AdminPageHeader } from '../components/admin-page-header';
import { PersonCell, StatusChip } from '../components/cells';
import { ADMIN_EMPTY, ADMIN_ERRORS } from '../lib/admin-messages';
import { formatRelativeTime } from '../lib/format-date';
import { formatAdminPrice } from '../lib/format-price';
import { contactAgentName } from '../lib/search-fields';
import { ADMIN_ROLE_LABELS, contactStatusColor, roleColor, statusLabel } from '../lib/status-colors';

/** Admin spec §2.3: four counts and the recent users, properties and contacts. */
export default function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const stats = useAdminStats();

  if (stats.isError) {
    return (
      <>
        <AdminPageHeader title="Admin Dashboard" />
        <ErrorState
          title={ADMIN_ERRORS.loadDashboard}
          onRetry={() => stats.refetch()}
          retryLabel={stats.isFetching ? 'Retrying...' : 'Retry'}
        />
      </>
    );
  }

  const data = stats.data;
  const counts = [
    { label: 'Total Users', value: data?.counts.users, icon: <PeopleOutline />, to: paths.adminUsers },
    { label: 'Agents', value: data?.counts.agents, icon: <SupportAgentOutlined />, to: paths.adminAgents },
    {
      label: 'Properties',
      value: data?.counts.properties,
      icon: <HomeWorkOutlined />,
      to: paths.adminProperties,
    },
    { label: 'Contacts', value: data?.counts.contacts, icon: <MailOutline />, to: paths.adminContacts },
  ];

  return (
    <>
      <AdminPageHeader title="Admin Dashboard" subtitle="What is happening on Nivaas today." />
      <Box
        component="ul"
        aria-label="Totals"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mb: 3,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {counts.map((c) => (
          <li key={c.label}>
            <CountCard {...c} />
          </li>
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <RecentCard
          title="Recent Users"
          to={paths.adminUsers}
          isLoading={stats.isPending}
          items={data?.recent.users}
          empty={ADMIN_EMPTY.recentUsers}
          render={(u: TUser) => <RecentUser user={u} />}
        />
        <RecentCard
          title="Recent Properties"
          to={paths.adminProperties}
          isLoading={stats.isPending}
          items={data?.recent.properties}
          empty={ADMIN_EMPTY.recentProperties}
          render={(p: TAdminProperty) => <RecentProperty property={p} />}
        />
        <RecentCard
          title="Recent Contacts"
          to={paths.adminContacts}
          isLoading={stats.isPending}
          items={data?.recent.contacts}
          empty={ADMIN_EMPTY.recentContacts}
          render={(c: TAdminContact) => <RecentContact contact={c} />}
        />
      </Box>
    </>
  );
}

function CountCard({
  label,
  value,
  icon,
  to,
}: {
  label: string;
  value?: number;
  icon: ReactNode;
  to: string;
}) {
  return (
    <Card
      component={RouterLink}
      to={to}
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        textDecoration: 'none',
        color: 'inherit',
        height: '100%',
        '&:hover, &:focus-visible': { boxShadow: 4 },
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', sm: 'grid' },
          placeItems: 'center',
          width: 48,
          height: 48,
          borderRadius: 3,
          bgcolor: 'action.selected',
          color: 'primary.main',
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        {value === undefined ? (
          <Skeleton width={64} height={40} aria-label={`Loading ${label}`} />
        ) : (
          <Typography sx={{ ...priceSx, fontSize: { xs: 24, sm: 32 }, lineHeight: 1.25 }}>
            {value.toLocaleString('en-IN')}
          </Typography>
        )}
      </Box>
    </Card>
  );
}

function RecentCard<T extends { _id: string }>({
  title,
  to,
  items,
  isLoading,
  empty,
  render,
}: {
  title: string;
  to: string;
  items: readonly T[] | undefined;
  isLoading: boolean;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  return (
    <Card component="section" aria-label={title} sx={{ p: 0, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          px: 2,
          pt: 2,
          pb: 1,
        }}
      >
        <Typography variant="h4" component="h2">
          {title}
        </Typography>
        <Link component={RouterLink} to={to} variant="body2" aria-label={`View all: ${title}`}>
          View all
        </Link>
      </Box>
      {isLoading ? (
        <Box sx={{ px: 2, pb: 2 }} aria-hidden>
          {[0, 1, 2, 3, 4].map((i) => (
            <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1 }}>
              <Skeleton variant="circular" width={32} height={32} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="70%" />
                <Skeleton width="45%" />
              </Box>
            </Box>
          ))}
        </Box>
      ) : items && items.length > 0 ? (
        <List dense sx={{ pt: 0 }}>
          {items.map((item) => (
            <ListItem key={item._id} divider sx={{ px: 2, py: 1, '&:last-of-type': { borderBottom: 0 } }}>
              {render(item)}
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary" sx={{ px: 2, pb: 3, pt: 1 }}>
          {empty}
        </Typography>
      )}
    </Card>
  );
}

function RecentUser({ user }: { user: TUser }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', minWidth: 0 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PersonCell name={user.name} avatar={user.avatar} secondary={user.email} />
      </Box>
      <StatusChip label={ADMIN_ROLE_LABELS[user.role] ?? user.role} color={roleColor(user.role)} />
    </Box>
  );
}

function RecentProperty({ property }: { property: TAdminProperty }) {
  const place = [property.address.city, property.address.state].filter(Boolean).join(', ');
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={paths.property(property._id)}
        variant="body2"
        sx={{ fontWeight: 600, display: 'block' }}
        noWrap
        title={property.title}
      >
        {property.title}
      </Link>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="caption" color="text.secondary" noWrap>
          {place || 'Address not available'}
        </Typography>
        <Typography variant="caption" sx={{ ...priceSx, whiteSpace: 'nowrap' }}>
          {formatAdminPrice(property.price, property.status)}
        </Typography>
      </Box>
    </Box>
  );
}

function RecentContact({ contact }: { contact: TAdminContact }) {
  const agent = contactAgentName(contact);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', minWidth: 0 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PersonCell
          name={contact.user?.name ?? 'Unknown user'}
          avatar={contact.user?.avatar}
          secondary={`${contact.property?.title ?? 'Deleted property'}${agent ? ` · ${agent}` : ''} · ${formatRelativeTime(contact.createdAt)}`}
        />
      </Box>
      <StatusChip label={statusLabel(contact.status)} color={contactStatusColor(contact.status)} />
    </Box>
  );
}
