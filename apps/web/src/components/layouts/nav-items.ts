import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';

export type TNavItem = { to: string; label: string };

/** The header's links by role (spec §2), shared by the site header and the home page's bar. */
export function useNavItems(): TNavItem[] {
  const { user } = useAuth();
  const items: TNavItem[] = [
    { to: paths.properties, label: 'Properties' },
    { to: paths.developers, label: 'Builders' },
    { to: paths.emiCalculator, label: 'EMI Calculator' },
  ];
  if (user?.role === 'agent' || user?.role === 'admin')
    items.push({ to: paths.addProperty, label: 'Add Property' });
  if (user) items.push({ to: paths.profile, label: 'Profile' });
  if (user?.role === 'admin') items.push({ to: paths.admin, label: 'ADMIN' });
  return items;
}
