import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TCrumb } from '../../../components/ui/breadcrumbs';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';

const ADMIN = msg`Admin`;

/**
 * The breadcrumb trail of an admin screen: the dashboard first, then the screens down to this one,
 * in the page's language (its links go to the screens in that language).
 */
export function useAdminCrumbs(): (...trail: TCrumb[]) => TCrumb[] {
  const { i18n } = useLingui();
  const localize = useLocalizedPath();
  return (...trail) =>
    [{ label: i18n._(ADMIN), to: paths.admin }, ...trail].map((crumb) =>
      crumb.to ? { ...crumb, to: localize(crumb.to) } : crumb,
    );
}
