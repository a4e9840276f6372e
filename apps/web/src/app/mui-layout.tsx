import { PageOutlet } from '../components/layouts/root-layout';
import { MuiScope } from './mui-scope';

/**
 * The layout route of the pages still built with MUI: only MUI's theme around them, until each
 * feature moves to components/ui. The header, <main> and the footer are the one frame of
 * components/layouts/root-layout.tsx, as on every page.
 */
export default function MuiLayout() {
  return (
    <MuiScope>
      <PageOutlet />
    </MuiScope>
  );
}

/** The admin area's layout route: MUI's theme; the admin layout draws its own bar and the footer. */
export function MuiBareLayout() {
  return (
    <MuiScope>
      <PageOutlet />
    </MuiScope>
  );
}
