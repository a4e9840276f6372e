import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../../components/page-container';
import { PageHeader } from '../../../../components/page-header';
import { paths } from '../../../../config/paths';
import { useAuth } from '../../../../lib/auth/auth-context';
import { useLocalizedPath } from '../../../../lib/i18n/use-localized-path';
import { usePageTitle } from '../../../../lib/use-page-title';
import { AdminsOnlyNotice } from './admins-only-notice';

/**
 * The frame of the Add and Edit Developer pages: the page header (the way back in its
 * breadcrumbs), a line of help, and the page's content for admins. The route guard has signed the
 * user in; the role is checked here.
 */
export function DeveloperFormLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const localize = useLocalizedPath();
  usePageTitle(title);
  const { user } = useAuth();
  if (!user) return null;
  const isAdmin = user.role === 'admin';
  return (
    <PageContainer spacing="md">
      <PageHeader
        breadcrumbs={[
          { label: t`Home`, to: localize(paths.home) },
          { label: t`Builders`, to: localize(paths.developers) },
          { label: title },
        ]}
        breadcrumbsLabel={t`Breadcrumb`}
        title={title}
        description={isAdmin ? subtitle : undefined}
      />
      {isAdmin ? children : <AdminsOnlyNotice />}
    </PageContainer>
  );
}
