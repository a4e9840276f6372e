import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { localeOfPath, localizedPath } from '../../lib/i18n/locale';
import styles from './brand-logo.module.css';

/** The logo, a link to the home page in the page's language. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  return (
    <RouterLink
      to={localizedPath(paths.home, localeOfPath(pathname))}
      aria-label={t`Nivaas home`}
      className={inverted ? `${styles.logo} ${styles.inverted}` : styles.logo}
    >
      <img src="/favicon.svg" alt="" width={30} height={30} />
      Nivaas
    </RouterLink>
  );
}
