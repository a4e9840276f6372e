/* MUI and its theme come with the first page that needs them (see mui-scope.tsx). */
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/feedback/page-loader';
import { SiteHeader } from '../components/layouts/site-header';
import { theme } from './theme';

/** The layout route of the public pages built with MUI: the site header and the page. */
export default function MuiLayout() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SiteHeader />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </ThemeProvider>
  );
}

/** The layout route of the admin area, which has a header of its own. */
export function MuiBareLayout() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Outlet />
    </ThemeProvider>
  );
}
