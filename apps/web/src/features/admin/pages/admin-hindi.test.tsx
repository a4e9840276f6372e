import type { TAdminAgent } from '@nivaas/shared/admin';
import type { TCurrentUser, TUser } from '@nivaas/shared/auth';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InHindi, loadHindi } from '../../../../test/hindi';
import { RequireAdmin } from '../../../components/route-guards';
import { MEDIA } from '../../../components/ui/media';
import { subscribeToNotices, type TNotice } from '../../../lib/notify';
import { tokenStorage } from '../../../lib/token-storage';
import AdminAgentsPage from './admin-agents-page';
import AdminDashboardPage from './admin-dashboard-page';
import AdminUsersPage from './admin-users-page';

// A shared machine can be slow to draw a page of rows.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const person = (over: Partial<TUser>): TUser => ({
  _id: 'u1',
  id: 'u1',
  name: 'Anita Deshmukh',
  email: 'anita@nivaas.in',
  role: 'buyer',
  mobile: '+91 98220 12345',
  phone: null,
  occupation: 'Teacher',
  avatar: null,
  company: null,
  licenseNumber: null,
  specializations: [],
  isVerified: false,
  active: true,
  createdAt: '2026-11-16T06:00:00.000Z',
  ...over,
});
const USERS = [
  person({}),
  person({ _id: 'u2', id: 'u2', name: 'Rahul Patil', email: 'rahul@nivaas.in', role: 'agent' }),
];
const me = (role: TUser['role']): TCurrentUser => ({
  ...person({ _id: 'me', id: 'me', name: 'Meera Kulkarni', email: 'meera@nivaas.in', role }),
  favorites: [],
  recentlyViewed: [],
  emailConfirmed: true,
  preferredLanguage: 'hi',
});
let agents: TAdminAgent[];
let signedIn: TCurrentUser | null;

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

/** The admin calls these screens make, as the API answers them. */
function server(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  if (url.pathname === '/api/v1/auth/me') {
    return signedIn
      ? json({ success: true, data: signedIn })
      : json({ success: false, message: 'Not authorized' }, 401);
  }
  if (url.pathname === '/api/v1/admin/stats') {
    return json({
      success: true,
      data: {
        counts: { users: 1234, agents: 56, properties: 789, contacts: 10 },
        recent: { users: USERS, properties: [], contacts: [] },
      },
    });
  }
  if (url.pathname === '/api/v1/admin/users') return json({ success: true, data: USERS });
  if (url.pathname === '/api/v1/admin/agents') {
    return json({
      success: true,
      data: agents,
      pagination: { page: 1, limit: 10, total: agents.length, pages: 1 },
    });
  }
  const status = /^\/api\/v1\/admin\/users\/([^/]+)\/status$/.exec(url.pathname);
  if (method === 'PATCH' && status) {
    const body = JSON.parse(String(init?.body));
    agents = agents.map((a) => (a._id === status[1] ? { ...a, active: body.active } : a));
    const a = agents.find((x) => x._id === status[1]) as TAdminAgent;
    // The server answers a Hindi page in Hindi.
    return json({
      success: true,
      message: 'यूज़र बंद कर दिया गया',
      data: person({ _id: a._id, id: a._id, name: a.name, role: 'agent', active: a.active }),
    });
  }
  return json({ success: false, message: 'Not found', error: 'NotFound' }, 404);
}

let notices: TNotice[];
let stopNotices: () => void;

beforeAll(async () => {
  // As the Hindi admin routes' loader does: the frame's part and the admin's.
  await loadHindi(['admin']);
});
beforeEach(() => {
  signedIn = null;
  agents = [
    {
      _id: 'a1',
      name: 'Sunil Jadhav',
      email: 'sunil@nivaas.in',
      photo: null,
      mobile: null,
      licenseNumber: 'MAHA/RERA/A51500095502',
      isVerified: true,
      active: true,
      listingCount: 3,
      createdAt: '2026-11-16T06:00:00.000Z',
    },
  ];
  notices = [];
  stopNotices = subscribeToNotices((n) => notices.push(n));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => server(input, init)),
  );
  // A desktop: the tables, not the phone's cards.
  window.matchMedia = ((query: string) => ({
    matches: query !== MEDIA.phone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  stopNotices();
  tokenStorage.clear();
  vi.unstubAllGlobals();
});

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

describe('the admin area in Hindi', () => {
  it('draws the dashboard in Hindi: title, counts, recent users with their roles, links to Hindi screens', async () => {
    render(
      <InHindi path="/hi/admin">
        <AdminDashboardPage />
      </InHindi>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'एडमिन डैशबोर्ड' })).toBeTruthy();
    expect(screen.getByText('आज निवास पर क्या हो रहा है।')).toBeTruthy();
    const totals = screen.getByRole('list', { name: 'कुल गिनती' });
    const users = await within(totals).findByRole('link', { name: /कुल यूज़र/ });
    await waitFor(() => expect(users.textContent).toContain('1,234'));
    expect(users.getAttribute('href')).toBe('/hi/admin/users');
    expect(
      within(totals)
        .getByRole('link', { name: /खुली शिकायतें/ })
        .getAttribute('href'),
    ).toBe('/hi/admin/moderation');
    const recent = screen.getByRole('region', { name: 'नए यूज़र' });
    expect(within(recent).getByText('Rahul Patil')).toBeTruthy();
    expect(within(recent).getByText('एजेंट')).toBeTruthy();
    expect(within(recent).getByText('ख़रीदार')).toBeTruthy();
    expect(within(recent).getByRole('link', { name: 'सब देखें: नए यूज़र' }).getAttribute('href')).toBe(
      '/hi/admin/users',
    );
    expect(screen.getByText('कोई नई प्रॉपर्टी नहीं')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('एडमिन डैशबोर्ड | Nivaas'));
  });

  it('lists the users under Hindi column headers, with the count, statuses and breadcrumbs in Hindi', async () => {
    render(
      <InHindi path="/hi/admin/users">
        <AdminUsersPage />
      </InHindi>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'यूज़र प्रबंधन' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'एडमिन' }).getAttribute('href')).toBe('/hi/admin');
    const table = screen.getByRole('table', { name: 'यूज़र' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['नाम', 'ईमेल', 'मोबाइल', 'भूमिका', 'पेशा', 'स्थिति', 'कार्रवाई']);
    await within(table).findByText('Rahul Patil');
    expect(screen.getByRole('status').textContent).toBe('2 यूज़र');
    expect(within(table).getAllByText('चालू')).toHaveLength(2);
    expect(within(table).getByText('सत्यापित नहीं')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'यूज़र खोजें...' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Rahul Patil के लिए कार्रवाई' })).toBeTruthy();
  });

  it('lists the agents with Hindi dates and counts, and says a status change in Hindi', async () => {
    render(
      <InHindi path="/hi/admin/agents">
        <AdminAgentsPage />
      </InHindi>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'एजेंट प्रबंधन' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'एजेंट' });
    await within(table).findByText('Sunil Jadhav');
    expect(within(table).getByText('3 लिस्टिंग')).toBeTruthy();
    expect(within(table).getByText('16 नवंबर 2026')).toBeTruthy();
    expect(within(table).getByText('मोबाइल नहीं')).toBeTruthy();
    expect(within(table).getByRole('img', { name: 'सत्यापित एजेंट' })).toBeTruthy();
    await userEvent.click(within(table).getByRole('switch', { name: 'Sunil Jadhav चालू हैं या नहीं' }));
    await waitFor(() =>
      expect(notices.map((n) => n.message)).toContain(
        'Sunil Jadhav को बंद कर दिया गया। उनकी लिस्टिंग अब साइट पर नहीं दिखेंगी।',
      ),
    );
  });

  it('sends a Hindi guest to the Hindi login, and refuses a signed-in buyer in Hindi', async () => {
    const guarded = (
      <Routes>
        <Route path="/hi/admin" element={<RequireAdmin />}>
          <Route index element={<p>Dashboard</p>} />
        </Route>
        <Route path="/hi/login" element={<p>Login page</p>} />
      </Routes>
    );
    render(
      <InHindi path="/hi/admin">
        {guarded}
        <Address />
      </InHindi>,
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/hi/login'),
    );
    cleanup();

    signedIn = me('buyer');
    tokenStorage.set('a-token');
    render(<InHindi path="/hi/admin">{guarded}</InHindi>);
    expect(await screen.findByText('आपको यह करने की अनुमति नहीं है')).toBeTruthy();
    expect(screen.getByText('यह हिस्सा सिर्फ़ एडमिन के लिए है।')).toBeTruthy();
    expect(screen.queryByText('Dashboard')).toBeNull();
  });
});
