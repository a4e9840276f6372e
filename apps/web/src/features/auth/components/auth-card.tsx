import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { Card } from '../../../components/ui/card';
import styles from './auth-card.module.css';

/** The login and register pages: the page's header and its form on one card, centred. */
export function AuthCard({
  title,
  subtitle,
  footer,
  children,
}: {
  title: string;
  subtitle?: string;
  /** Under the form: the link to the other page ('New to Nivaas? Create an account'). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer spacing="lg">
      <Card look="outlined" padding="lg" className={styles.card}>
        <PageHeader title={title} description={subtitle} className={styles.header} />
        {children}
        {footer && <p className={styles.footer}>{footer}</p>}
      </Card>
    </PageContainer>
  );
}
