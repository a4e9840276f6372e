import type { TCrumb } from '../../../components/ui/breadcrumbs';
import { paths } from '../../../config/paths';

/** The breadcrumb trail of an admin screen: the dashboard first, then the screens down to this one. */
export function adminCrumbs(...trail: TCrumb[]): TCrumb[] {
  return [{ label: 'Admin', to: paths.admin }, ...trail];
}
