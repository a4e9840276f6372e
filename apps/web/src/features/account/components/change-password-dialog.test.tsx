import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToNotices, type TNotice } from '../../../lib/notify';
import { ChangePasswordDialog } from './change-password-dialog';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

let fetchMock: ReturnType<typeof vi.fn>;
let notices: TNotice[];
let stopNotices: () => void;

function reply(status: number, body: unknown) {
  fetchMock.mockImplementationOnce(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}
const sent = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return {
    url: String(url),
    method: (init as RequestInit)?.method,
    body: JSON.parse(String((init as RequestInit)?.body)),
  };
};

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <Harness />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  return { user, dialog };
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  notices = [];
  stopNotices = subscribeToNotices((n) => notices.push(n));
});
afterEach(() => {
  cleanup();
  stopNotices();
  vi.unstubAllGlobals();
});

describe('ChangePasswordDialog', () => {
  it('checks the fields before sending: required, length, and the new password typed twice', async () => {
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Change password' }));
    expect(await d.findByText('Current password is required')).toBeTruthy();
    expect(d.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(d.getByLabelText(/^Current Password/));

    await user.type(d.getByLabelText(/^Current Password/), 'old-secret-1');
    await user.type(d.getByLabelText(/^New Password/), 'abc');
    await user.type(d.getByLabelText(/^Confirm New Password/), 'abd');
    await user.click(d.getByRole('button', { name: 'Change password' }));
    expect(await d.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(d.getByText('The passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's 'Current password is incorrect' under its field, focused", async () => {
    reply(422, {
      success: false,
      message: 'Validation failed',
      error: 'Validation failed',
      errors: { currentPassword: 'Current password is incorrect' },
    });
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    await user.type(d.getByLabelText(/^Current Password/), 'wrong-one-1');
    await user.type(d.getByLabelText(/^New Password/), 'jasmine-lane-64');
    await user.type(d.getByLabelText(/^Confirm New Password/), 'jasmine-lane-64');
    await user.click(d.getByRole('button', { name: 'Change password' }));

    const message = await d.findByText('Current password is incorrect');
    const current = d.getByLabelText(/^Current Password/);
    expect(current.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(sent()).toEqual({
      url: '/api/v1/auth/password',
      method: 'PUT',
      body: { currentPassword: 'wrong-one-1', newPassword: 'jasmine-lane-64' },
    });
  });

  it('closes with the server’s notice once changed', async () => {
    reply(200, { success: true, message: 'Password changed. Other devices have been signed out.' });
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    await user.type(d.getByLabelText(/^Current Password/), 'old-secret-1');
    await user.type(d.getByLabelText(/^New Password/), 'jasmine-lane-64');
    await user.type(d.getByLabelText(/^Confirm New Password/), 'jasmine-lane-64');
    await user.click(d.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notices.map((n) => [n.message, n.severity])).toEqual([
      ['Password changed. Other devices have been signed out.', 'success'],
    ]);
  });
});
