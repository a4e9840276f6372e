import { msg } from '@lingui/core/macro';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { useLingui } from '../../lib/i18n/runtime';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';

export type TNavItem = { to: string; label: string };

/** The header's links by role (spec §2), shared by the site header and the home page's bar. */
export function useNavItems(): TNavItem[] {
  const { user } = useAuth();
  const { _ } = useLingui();
  const localized = useLocalizedPath();
  const items: TNavItem[] = [
    { to: localized(paths.properties), label: _(msg`Properties`) },
    { to: localized(paths.developers), label: _(msg`Builders`) },
    { to: localized(paths.emiCalculator), label: _(msg`EMI Calculator`) },
  ];
  if (user?.role === 'agent' || user?.role === 'admin')
    items.push({ to: localized(paths.addProperty), label: _(msg`Add Property`) });
  if (user) items.push({ to: localized(paths.profile), label: _(msg`Profile`) });
  if (user?.role === 'admin') items.push({ to: paths.admin, label: _(msg`ADMIN`) });
  return items;
}
