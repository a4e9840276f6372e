import { useLingui } from '@lingui/react/macro';
import Trophy from 'lucide-react/icons/trophy';
import type { TDeveloper } from '@nivaas/shared/developer';
import { Card } from '../../../components/ui/card';
import { foundedText, locationText, recentAwards, totalProjects } from '../lib/developer-display';
import styles from './developer-summary.module.css';

/** The side summary (admin spec §2.9): key facts and up to three recent awards. */
export function DeveloperSummary({ developer }: { developer: TDeveloper }) {
  const { t, i18n } = useLingui();
  const facts = [
    { key: 'founded', label: t`Founded`, value: foundedText(developer.foundedYear, i18n) },
    { key: 'headquarters', label: t`Headquarters`, value: locationText(developer.headquarters, i18n) },
    { key: 'projects', label: t`Total projects`, value: String(totalProjects(developer)) },
    { key: 'awards', label: t`Awards`, value: String(developer.awards.length) },
  ];
  const awards = recentAwards(developer.awards);
  return (
    <Card>
      <h2 className={styles.title}>{t`At a glance`}</h2>
      <dl className={styles.facts}>
        {facts.map((f) => (
          <div key={f.key} className={styles.fact}>
            <dt className={styles.label}>{f.label}</dt>
            <dd className={styles.value}>{f.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.subtitle}>{t`Recent awards`}</h3>
      {awards.length ? (
        <ul className={styles.awards}>
          {awards.map((a) => (
            <li key={`${a.name}-${a.year}`} className={styles.award}>
              <Trophy size={20} className={styles.trophy} />
              <span className={styles.awardText}>
                <span className={styles.awardName}>{a.name}</span>
                <span className={styles.label}>{[a.year, a.category].filter(Boolean).join(' · ')}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>{t`No awards have been listed yet.`}</p>
      )}
    </Card>
  );
}
