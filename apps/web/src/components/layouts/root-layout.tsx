import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { PageLoader } from '../feedback/page-loader';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header (hidden on / only, spec §2), the page, and the footer on every page. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {pathname !== paths.home && <SiteHeader />}
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Box>
  );
}
