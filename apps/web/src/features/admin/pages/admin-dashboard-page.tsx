import { useLingui } from '@lingui/react/macro';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import House from 'lucide-react/icons/house';
import Images from 'lucide-react/icons/images';
import Mail from 'lucide-react/icons/mail';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import UserRoundCheck from 'lucide-react/icons/user-round-check';
import Users from 'lucide-react/icons/users';
import type { TAdminContact, TAdminProperty } from '@nivaas/shared/admin';
import type { TUser } from '@nivaas/shared/auth';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { PageHeader } from '../../../components/page-header';
import { Card } from '../../../components/ui/card';
import layout from '../../../components/ui/layout.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminStats } from '../api/get-admin-stats';
import { useOpenDuplicatePhotoCount } from '../api/get-duplicate-photo-flags';
import { useReportsSummary } from '../api/get-report-queue';
import { PersonCell, StatusChip } from '../components/cells';
import { useAdminFormat } from '../lib/admin-format';
import { ADMIN_EMPTY, ADMIN_ERRORS } from '../lib/admin-messages';
import { useAdminWords } from '../lib/admin-words';
import { contactAgentName } from '../lib/search-fields';
import { contactStatusColor, roleColor } from '../lib/status-colors';
import styles from './admin-dashboard-page.module.css';

/** Admin spec §2.3: four counts and the recent users, properties and contacts. */
export default function AdminDashboardPage() {
  const { t } = useLingui();
  const { say } = useAdminWords();
  const localize = useLocalizedPath();
  const TITLE = t`Admin Dashboard`;
  usePageTitle(TITLE);
  const stats = useAdminStats();
  const duplicatePhotos = useOpenDuplicatePhotoCount();
  const reports = useReportsSummary();

  if (stats.isError) {
    return (
      <>
        <PageHeader title={TITLE} />
        <ErrorState
          title={say(ADMIN_ERRORS.loadDashboard)}
          onRetry={() => stats.refetch()}
          retryLabel={stats.isFetching ? t`Retrying...` : t`Retry`}
        />
      </>
    );
  }

  const data = stats.data;
  const counts = [
    { label: t`Total Users`, value: data?.counts.users, icon: <Users size={24} />, to: paths.adminUsers },
    {
      label: t`Agents`,
      value: data?.counts.agents,
      icon: <UserRoundCheck size={24} />,
      to: paths.adminAgents,
    },
    {
      label: t`Properties`,
      value: data?.counts.properties,
      icon: <House size={24} />,
      to: paths.adminProperties,
    },
    { label: t`Contacts`, value: data?.counts.contacts, icon: <Mail size={24} />, to: paths.adminContacts },
    {
      label: t`Open reports`,
      value: reports.data?.openReports,
      icon: <ShieldAlert size={24} />,
      to: paths.adminModeration,
    },
    // Open flags for a moderator; no count (rather than a wrong one) when it could not be read.
    {
      label: t`Duplicate photos`,
      value: duplicatePhotos.data,
      icon: <Images size={24} />,
      to: paths.adminDuplicatePhotos,
    },
  ];

  return (
    <>
      <PageHeader title={TITLE} description={t`What is happening on Nivaas today.`} />
      <ul aria-label={t`Totals`} aria-busy={stats.isPending || undefined} className={styles.counts}>
        {counts.map((c) => (
          <li key={c.label}>
            <CountCard {...c} to={localize(c.to)} />
          </li>
        ))}
      </ul>
      <div className={styles.recent}>
        <RecentCard
          title={t`Recent Users`}
          to={localize(paths.adminUsers)}
          isLoading={stats.isPending}
          items={data?.recent.users}
          empty={say(ADMIN_EMPTY.recentUsers)}
          render={(u: TUser) => <RecentUser user={u} />}
        />
        <RecentCard
          title={t`Recent Properties`}
          to={localize(paths.adminProperties)}
          isLoading={stats.isPending}
          items={data?.recent.properties}
          empty={say(ADMIN_EMPTY.recentProperties)}
          render={(p: TAdminProperty) => <RecentProperty property={p} />}
        />
        <RecentCard
          title={t`Recent Contacts`}
          to={localize(paths.adminContacts)}
          isLoading={stats.isPending}
          items={data?.recent.contacts}
          empty={say(ADMIN_EMPTY.recentContacts)}
          render={(c: TAdminContact) => <RecentContact contact={c} />}
        />
      </div>
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
  const format = useAdminFormat();
  return (
    <RouterLink to={to} className={styles.count}>
      <span className={styles.countIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.countText}>
        <span className={styles.countLabel}>{label}</span>{' '}
        {value === undefined ? (
          <Skeleton width="4ch" height="1.25em" className={styles.countValue} />
        ) : (
          <span className={`${layout.price} ${styles.countValue}`}>{format.number(value)}</span>
        )}
      </span>
    </RouterLink>
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
  const { t } = useLingui();
  return (
    <Card as="section" look="outlined" padding="none" aria-label={title} className={styles.recentCard}>
      <div className={styles.recentHead}>
        <h2 className={styles.recentTitle}>{title}</h2>
        <RouterLink to={to} className={styles.viewAll} aria-label={t`View all: ${title}`}>
          {t`View all`}
        </RouterLink>
      </div>
      {isLoading ? (
        <ul className={styles.recentList} aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i} className={styles.recentItem}>
              <span className={styles.skeletonRow}>
                <Skeleton shape="circle" width={32} height={32} />
                <span className={styles.skeletonText}>
                  <Skeleton width="70%" />
                  <Skeleton width="45%" />
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : items && items.length > 0 ? (
        <ul className={styles.recentList}>
          {items.map((item) => (
            <li key={item._id} className={styles.recentItem}>
              {render(item)}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.recentEmpty}>{empty}</p>
      )}
    </Card>
  );
}

function RecentUser({ user }: { user: TUser }) {
  const { role } = useAdminWords();
  return (
    <span className={styles.recentRow}>
      <span className={styles.grow}>
        <PersonCell name={user.name} avatar={user.avatar} secondary={user.email} />
      </span>
      <StatusChip label={role(user.role)} tone={roleColor(user.role)} />
    </span>
  );
}

function RecentProperty({ property }: { property: TAdminProperty }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const localize = useLocalizedPath();
  const place = [property.address.city, property.address.state].filter(Boolean).join(', ');
  return (
    <span className={styles.propertyRow}>
      <RouterLink
        to={localize(paths.property(property._id))}
        className={styles.propertyTitle}
        title={property.title}
      >
        {property.title}
      </RouterLink>
      <span className={styles.propertyMeta}>
        <span className={styles.cut}>{place || t`Address not available`}</span>
        <span className={`${layout.price} ${styles.noWrap}`}>
          {format.price(property.price, property.status)}
        </span>
      </span>
    </span>
  );
}

function RecentContact({ contact }: { contact: TAdminContact }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const { status } = useAdminWords();
  const agent = contactAgentName(contact);
  return (
    <span className={styles.recentRow}>
      <span className={styles.grow}>
        <PersonCell
          name={contact.user?.name ?? t`Unknown user`}
          avatar={contact.user?.avatar}
          secondary={`${contact.property?.title ?? t`Deleted property`}${agent ? ` · ${agent}` : ''} · ${format.relative(contact.createdAt)}`}
        />
      </span>
      <StatusChip label={status(contact.status)} tone={contactStatusColor(contact.status)} />
    </span>
  );
}
