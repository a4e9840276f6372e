import { useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { basePath } from '../../lib/i18n/locale';
import { CompareTrayHost } from '../../features/compare/components/compare-tray-host';
import { PageSpinner } from '../ui/loading-veil';
import styles from './root-layout.module.css';
import { SiteFooterSlot } from './site-footer-slot';
import { SiteHeader } from './site-header';

/**
 * The frame of every public page: the skip link, the one site header (over the banner on the home
 * page), the page in <main>, and the footer. Used by the app's layout route and by the server's
 * renders, so both draw the same page.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useLingui();
  return (
    <div className={styles.frame}>
      <a href="#main" className="skip-link">
        {t`Skip to content`}
      </a>
      <SiteHeader isOverlay={basePath(pathname) === paths.home} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooterSlot />
    </div>
  );
}

/** The pages' place in the frame, with what shows while a page's code arrives. */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

/** The layout route of every public page. */
export function RootLayout() {
  return (
    <>
      <SiteFrame>
        <PageOutlet />
      </SiteFrame>
      <CompareTrayHost />
      <ScrollRestoration />
    </>
  );
}
