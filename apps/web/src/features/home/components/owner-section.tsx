import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import CircleCheck from 'lucide-react/icons/circle-check';
import { Link as RouterLink } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';
import layout from '../../../components/ui/layout.module.css';
import { paths } from '../../../config/paths';
import styles from './owner-section.module.css';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';

const POINTS = [
  msg`Free to list for owners and agents`,
  msg`Photos, floor plans and brochure in one place`,
  msg`Leads straight to your inbox`,
];

/** The owner section: 'Post Your Property' goes to /add-property (via login when signed out). */
export function OwnerSection() {
  const { t, i18n } = useLingui();
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="owner-heading" className={`${layout.container} ${layout.section}`}>
      <div className={styles.panel}>
        <div className={styles.body}>
          <p className={styles.overline}>{t`For owners and agents`}</p>
          <h2 id="owner-heading" className={`${layout.h2} ${styles.heading}`}>
            {t`Sell or rent your property faster`}
          </h2>
          <ul className={styles.points}>
            {POINTS.map((point) => (
              <li key={point.id} className={styles.point}>
                <CircleCheck size={20} />
                {i18n._(point)}
              </li>
            ))}
          </ul>
        </div>
        <RouterLink
          to={localized(paths.addProperty)}
          className={buttonClass({
            variant: 'primary',
            tone: 'inverse',
            size: 'lg',
            className: styles.cta,
          })}
        >
          {t`Post Your Property`}
        </RouterLink>
      </div>
    </section>
  );
}
