import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { Card } from '../../../components/ui/card';
import layout from '../../../components/ui/layout.module.css';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import styles from './info-layout.module.css';

/**
 * The top of an information page: the one page header (breadcrumbs, the page's h1, a lead and
 * the actions) on a light band that runs edge to edge.
 */
export function InfoPageHero({
  crumb,
  title,
  subtitle,
  children,
}: {
  /** The page's name in the breadcrumb trail ('Help Center'). */
  crumb: string;
  title: string;
  subtitle?: ReactNode;
  /** Calls to action: right of the title on desktops, full width under it on phones. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const localize = useLocalizedPath();
  return (
    <div className={styles.hero}>
      <PageContainer>
        <PageHeader
          className={styles.header}
          breadcrumbs={[{ label: t`Home`, to: localize(paths.home) }, { label: crumb }]}
          breadcrumbsLabel={t`Breadcrumb`}
          title={title}
          description={subtitle && <span className={styles.lead}>{subtitle}</span>}
          actions={children}
        />
      </PageContainer>
    </div>
  );
}

/** A titled band of an information page; `tinted` alternates the section background. */
export function InfoSection({
  title,
  intro,
  tinted = false,
  id,
  children,
}: {
  title: string;
  intro?: ReactNode;
  tinted?: boolean;
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[layout.section, styles.section, tinted && styles.tinted].filter(Boolean).join(' ')}
    >
      <PageContainer>
        <h2 id={headingId} className={`${layout.h2} ${styles.sectionTitle}`}>
          {title}
        </h2>
        {intro && <div className={styles.intro}>{intro}</div>}
        {children}
      </PageContainer>
    </section>
  );
}

/** Cards in a grid: one column on phones, two on tablets, `columns` on desktops. */
export function CardGrid({ columns = 4, children }: { columns?: 2 | 3 | 4; children: ReactNode }) {
  return <div className={`${styles.grid} ${styles[`columns${columns}`]}`}>{children}</div>;
}

/** A card with an icon in a tinted circle, a title and a few lines of text. */
export function IconCard({
  icon,
  title,
  children,
  footer,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card look="outlined" padding="lg" className={styles.iconCard}>
      <span className={styles.iconCircle} aria-hidden="true">
        {icon}
      </span>
      <h3 className={styles.cardTitle}>{title}</h3>
      <div className={styles.cardText}>{children}</div>
      {footer && <div className={styles.cardFooter}>{footer}</div>}
    </Card>
  );
}

/** Numbered steps: stacked on phones, side by side on desktops. */
export function StepList({ steps }: { steps: readonly { title: string; text: ReactNode }[] }) {
  const { t } = useLingui();
  return (
    <ol className={styles.steps} style={{ '--step-count': steps.length } as CSSProperties}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className={styles.cardTitle}>
              <VisuallyHidden>{t`Step ${index + 1}:`} </VisuallyHidden>
              {step.title}
            </h3>
            <div className={styles.cardText}>{step.text}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
