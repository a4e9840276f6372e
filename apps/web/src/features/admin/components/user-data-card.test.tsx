import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToNotices, type TNotice } from '../../../lib/notify';
import { UserDataCard } from './user-data-card';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

type TCall = { method: string; path: string };
let calls: TCall[];
let eraseAnswer: { status: number; body: unknown };

function server(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  calls.push({ method, path: url.pathname });
  if (method === 'POST' && url.pathname === '/api/v1/admin/users/u1/erase') {
    return new Response(JSON.stringify(eraseAnswer.body), {
      status: eraseAnswer.status,
      headers: { 'content-type': 'application/json' },
    });
  }
  return new Response(JSON.stringify({ success: false, message: 'Not found', error: 'Not found' }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });
}

let notices: TNotice[];
let stop: () => void;
beforeEach(() => {
  calls = [];
  notices = [];
  stop = subscribeToNotices((n) => notices.push(n));
  eraseAnswer = {
    status: 200,
    body: { success: true, message: 'The personal data of this user has been erased.' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => server(input, init)),
  );
});
afterEach(() => {
  stop();
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/users/u1/edit']}>
        <Routes>
          <Route
            path="/admin/users/:id/edit"
            element={<UserDataCard user={{ _id: 'u1', name: 'Ravi Kulkarni', role: 'agent' }} />}
          />
          <Route path="/admin/agents" element={<h1>Agents list</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('UserDataCard', () => {
  it('erases only after the admin confirms, then says so and goes back to the list', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(screen.getByText(/listings are handed to an administrator/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Erase data' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Erase Ravi Kulkarni's personal data?" });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await screen.findByRole('heading', { name: 'Agents list' });
    expect(calls).toContainEqual({ method: 'POST', path: '/api/v1/admin/users/u1/erase' });
    expect(notices.map((n) => n.message)).toContain('The personal data of this user has been erased.');
  });

  it("keeps the dialog open with the server's reason when it refuses (the last admin)", async () => {
    eraseAnswer = {
      status: 409,
      body: { success: false, message: 'The last active admin cannot be deleted.', error: 'Conflict' },
    };
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Erase data' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await waitFor(() =>
      expect(within(dialog).getByText('The last active admin cannot be deleted.')).toBeTruthy(),
    );
    expect(screen.queryByRole('heading', { name: 'Agents list' })).toBeNull();
  });
});
