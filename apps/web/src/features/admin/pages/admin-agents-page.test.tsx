import type { TAdminAgent } from '@nivaas/shared/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA } from '../../../components/ui/media';
import { subscribeToNotices, type TNotice } from '../../../lib/notify';
import AdminAgentsPage from './admin-agents-page';

// A shared machine can be slow to draw a page of rows.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const agent = (n: number, over: Partial<TAdminAgent> = {}): TAdminAgent => ({
  _id: `a${n}`,
  name: `Agent ${String(n).padStart(2, '0')}`,
  email: `agent${n}@nivaas.in`,
  photo: null,
  mobile: n % 2 ? '+91 98220 1234' : null,
  licenseNumber: `MAHA/RERA/A5150009${n}`,
  isVerified: n !== 2,
  active: true,
  listingCount: n,
  createdAt: '2026-11-16T06:00:00.000Z',
  ...over,
});
const AGENTS = Array.from({ length: 12 }, (_, i) => agent(i + 1));

type TCall = { method: string; url: URL; body: unknown };
let calls: TCall[];
let agents: TAdminAgent[];

/** A small GET /admin/agents (pages, search), PATCH status and DELETE, as the API answers them. */
function server(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  calls.push({ method, url, body });
  const json = (data: unknown, status = 200) =>
    new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
  if (method === 'GET' && url.pathname === '/api/v1/admin/agents') {
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const found = agents.filter((a) => !search || a.name.toLowerCase().includes(search));
    return json({
      success: true,
      data: found.slice((page - 1) * limit, page * limit),
      pagination: { page, limit, total: found.length, pages: Math.ceil(found.length / limit) },
    });
  }
  const status = /^\/api\/v1\/admin\/users\/([^/]+)\/status$/.exec(url.pathname);
  if (method === 'PATCH' && status) {
    agents = agents.map((a) => (a._id === status[1] ? { ...a, active: body.active } : a));
    const a = agents.find((x) => x._id === status[1]) as TAdminAgent;
    const user = {
      _id: a._id,
      id: a._id,
      name: a.name,
      email: a.email,
      role: 'agent',
      mobile: a.mobile,
      phone: null,
      occupation: null,
      avatar: a.photo,
      company: null,
      licenseNumber: a.licenseNumber,
      specializations: [],
      isVerified: a.isVerified,
      active: a.active,
      createdAt: a.createdAt,
    };
    return json({ success: true, message: a.active ? 'User activated' : 'User deactivated', data: user });
  }
  const del = /^\/api\/v1\/admin\/users\/([^/]+)$/.exec(url.pathname);
  if (method === 'DELETE' && del) {
    agents = agents.filter((a) => a._id !== del[1]);
    return json({
      success: true,
      message: 'User deleted successfully',
      data: { _id: del[1], deletedProperties: 0 },
    });
  }
  return json({ success: false, message: 'Not found', error: 'NotFound' }, 404);
}

let notices: TNotice[];
let stopNotices: () => void;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/agents']}>
        <Routes>
          <Route path="/admin/agents" element={<AdminAgentsPage />} />
          <Route path="/admin/users/:id/edit" element={<p>Edit page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const table = () => screen.getByRole('table', { name: 'Agents' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

beforeEach(() => {
  calls = [];
  agents = [...AGENTS];
  notices = [];
  stopNotices = subscribeToNotices((n) => notices.push(n));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => server(input, init)),
  );
  // A desktop: the table, not the phone's cards.
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
  vi.unstubAllGlobals();
});

describe('Agent Management', () => {
  it('shows a page of agents from GET /admin/agents with the spec’s columns, and pages on the server', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Agent', 'Contact', 'License', 'Status', 'Since', 'Actions']);
    const first = bodyRows()[0] as HTMLElement;
    expect(within(first).getByText('Agent 01')).toBeTruthy();
    expect(within(first).getByText('1 listing')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Verified agent' })).toBeTruthy();
    // Indian dates: day, month, year.
    expect(within(first).getByText('16 Nov 2026')).toBeTruthy();
    expect(screen.getByText('12 agents')).toBeTruthy();
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    expect(calls[0]?.url.search).toBe('?page=1&limit=10');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByText('11–12 of 12')).toBeTruthy();
    expect(calls.at(-1)?.url.search).toBe('?page=2&limit=10');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '5');
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(calls.at(-1)?.url.search).toBe('?page=1&limit=5');
  });

  it('searches on the server once typing pauses, from the first page, and offers to clear an empty search', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));

    await user.type(
      screen.getByRole('searchbox', { name: 'Search agents by name, email or license...' }),
      'agent 1',
    );
    await waitFor(() => expect(screen.getByText('3 agents')).toBeTruthy());
    const searches = calls.filter((c) => c.url.searchParams.has('search'));
    // The settled text is asked for, from the first page; not one request a keystroke.
    expect(searches.at(-1)?.url.search).toBe('?page=1&limit=10&search=agent+1');
    expect(searches.length).toBeLessThan('agent 1'.length);
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      expect.stringContaining('Agent 10'),
      expect.stringContaining('Agent 11'),
      expect.stringContaining('Agent 12'),
    ]);

    await user.type(screen.getByRole('searchbox'), 'x');
    expect(await screen.findByText('No agents found')).toBeTruthy();
    await user.click(within(table()).getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
  });

  it('the row menu offers Verify Agent only to unverified agents, Edit goes to the edit page', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));

    await user.click(screen.getByRole('button', { name: 'Actions for Agent 01' }));
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Edit', 'Delete']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Actions for Agent 02' }));
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Edit',
      'Verify Agent',
      'Delete',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(await screen.findByText('Edit page')).toBeTruthy();
  });

  it('deletes an agent after the spec’s confirmation, and the row leaves the table', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Actions for Agent 03' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete agent' });
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete agent Agent 03? This will also remove all their listings and associated data.',
    );
    // Cancel is focused first: a stray Enter deletes nothing.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/v1/admin/users/a3')).toBe(
      true,
    );
    await waitFor(() => expect(screen.queryByText('Agent 03')).toBeNull());
    expect(notices.map((n) => n.message)).toContain('User deleted successfully');
  });

  it('the status switch sends the opposite of the current value and says what it did', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const toggle = screen.getByRole('switch', { name: 'Active status for Agent 04' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await user.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ active: false });
    expect(notices.at(-1)?.message).toBe(
      'Agent 04 deactivated. Their listings are hidden from the public site.',
    );
    const row = bodyRows().find((r) => within(r).queryByText('Agent 04')) as HTMLElement;
    expect(within(row).getByText('Inactive')).toBeTruthy();
  });

  it('a failed load shows the server’s message in a banner with Retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, message: 'Database unavailable' }), { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Database unavailable');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => server(input, init)),
    );
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
