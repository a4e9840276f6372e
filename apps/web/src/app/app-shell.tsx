import { Outlet } from 'react-router';
import { NoticeHost } from '../components/feedback/notice-host';
import { AuthProvider } from '../lib/auth/auth-context';

/** Providers that need the router (navigation on 401), around every page. */
export function AppShell() {
  return (
    <AuthProvider>
      <Outlet />
      <NoticeHost />
    </AuthProvider>
  );
}
