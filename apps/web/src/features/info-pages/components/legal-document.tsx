import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';
import styles from './legal-document.module.css';

export type TLegalSection = { id: string; title: string; content: ReactNode };

/**
 * A long policy page: contents (sticky beside the text on desktops) and numbered sections with
 * anchors, set at a readable line length.
 */
export function LegalDocument({
  updated,
  intro,
  sections,
  footer,
}: {
  /** The date of the last change, as the page's language writes it. */
  updated: string;
  intro: ReactNode;
  sections: readonly TLegalSection[];
  footer?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <PageContainer spacing="lg">
      <div className={styles.layout}>
        <nav aria-labelledby="legal-contents" className={styles.contents}>
          <h2 id="legal-contents" className={styles.contentsTitle}>
            {t`On this page`}
          </h2>
          <ol className={styles.contentsList}>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className={styles.contentsLink}>
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.article}>
          <p className={styles.updated}>{t`Last updated: ${updated}`}</p>
          <div className={styles.intro}>{intro}</div>
          {sections.map((s, index) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className={styles.section}>
              <h2 id={`${s.id}-title`} className={styles.sectionTitle}>
                {index + 1}. {s.title}
              </h2>
              {s.content}
            </section>
          ))}
          {footer && <div className={styles.footer}>{footer}</div>}
        </article>
      </div>
    </PageContainer>
  );
}
