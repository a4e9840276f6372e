import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import type { TCrumb } from '../../../components/ui/breadcrumbs';

/**
 * The frame of the add and edit screens: the page header (the way back in its breadcrumbs), a
 * line of help, then the content. In the admin panel, whose layout gives the page its container.
 */
export function ManagePropertyLayout({
  title,
  subtitle,
  breadcrumbs,
  isInAdmin = false,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  breadcrumbs: readonly TCrumb[];
  isInAdmin?: boolean;
  children: ReactNode;
}) {
  const content = (
    <>
      <PageHeader breadcrumbs={breadcrumbs} title={title} description={subtitle} />
      {children}
    </>
  );
  return isInAdmin ? content : <PageContainer spacing="md">{content}</PageContainer>;
}
