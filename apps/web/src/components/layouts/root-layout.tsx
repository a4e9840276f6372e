import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import styles from './root-layout.module.css';
import { SiteFooter } from './site-footer';

/**
 * The frame of every public page: the skip link, the page and the footer. The site header and the
 * <main> come with the page's layout: MUI pages get them from app/mui-layout.tsx, the home page
 * (which hides the header, spec §2) from itself.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {children}
      <SiteFooter />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <SiteFrame>
        <Outlet />
      </SiteFrame>
      <ScrollRestoration />
    </>
  );
}
