import { Outlet } from 'react-router';
import { NoticeHost } from '../components/feedback/notice-host';
import { AuthProvider } from '../lib/auth/auth-context';
import { LocaleProvider } from '../lib/i18n/locale-provider';

/** Providers that need the router (the page's language; navigation on 401), around every page. */
export function AppShell() {
  return (
    <LocaleProvider>
      <AuthProvider>
        <Outlet />
        <NoticeHost />
      </AuthProvider>
    </LocaleProvider>
  );
}
