import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';
import styles from './brand-logo.module.css';

/** The logo, a link to the home page in the page's language. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useLingui();
  const localized = useLocalizedPath();
  return (
    <RouterLink
      to={localized(paths.home)}
      aria-label={t`Nivaas home`}
      className={inverted ? `${styles.logo} ${styles.inverted}` : styles.logo}
    >
      <img src="/favicon.svg" alt="" width={30} height={30} />
      Nivaas
    </RouterLink>
  );
}
