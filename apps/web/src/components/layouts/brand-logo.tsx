import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import styles from './brand-logo.module.css';

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <RouterLink
      to={paths.home}
      aria-label="Nivaas home"
      className={inverted ? `${styles.logo} ${styles.inverted}` : styles.logo}
    >
      <img src="/favicon.svg" alt="" width={30} height={30} />
      Nivaas
    </RouterLink>
  );
}
