import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/ui/loading-veil';
import { Masthead } from '../components/ui/masthead';

/**
 * The layout route of the public pages built without MUI (the listing and detail pages): the site
 * header and the page. Their first view downloads no MUI, so they paint and answer sooner; MUI
 * arrives only with a dialog or panel that needs it.
 */
export default function PlainLayout() {
  return (
    <>
      <Masthead />
      <main id="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
