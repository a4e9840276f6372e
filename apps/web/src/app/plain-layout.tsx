import { PageOutlet } from '../components/layouts/root-layout';

/**
 * The listing and detail pages' layout route: nothing of its own any more (the header, <main> and
 * the footer are the one frame of components/layouts/root-layout.tsx, around every page). Kept
 * while the router and the server's renderer still name it.
 */
export default function PlainLayout() {
  return <PageOutlet />;
}
