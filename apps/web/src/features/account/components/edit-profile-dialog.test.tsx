import type { TUser } from '@nivaas/shared/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToNotices, type TNotice } from '../../../lib/notify';
import { EditProfileDialog } from './edit-profile-dialog';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const USER: TUser = {
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
  createdAt: '2026-01-01T00:00:00.000Z',
};

let fetchMock: ReturnType<typeof vi.fn>;
let notices: TNotice[];
let stopNotices: () => void;

function reply(status: number, body: unknown) {
  fetchMock.mockImplementationOnce(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

/** The profile page's part: an Edit Profile button that opens the dialog. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit Profile
      </button>
      <EditProfileDialog open={open} onClose={() => setOpen(false)} user={USER} />
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
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
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

describe('EditProfileDialog', () => {
  it('opens on the saved profile, labelled fields with their hints, the first one focused', async () => {
    const { dialog } = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Full Name' }) as HTMLInputElement;
    expect(name.value).toBe('Anita Deshmukh');
    expect(
      (within(dialog).getByRole('textbox', { name: 'Mobile Number (optional)' }) as HTMLInputElement).value,
    ).toBe('+91 98220 12345');
    const occupation = within(dialog).getByRole('textbox', {
      name: 'Occupation (optional)',
    }) as HTMLInputElement;
    expect(occupation.value).toBe('Teacher');
    expect(occupation.getAttribute('aria-describedby')).toBe(within(dialog).getByText('What do you do?').id);
    expect(
      within(dialog).getByText('JPEG, PNG or WebP, up to 5 MB. It is cropped to a square.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('shows the rules’ messages under the fields, focuses the first and sends nothing', async () => {
    const { user, dialog } = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Full Name' });
    const mobile = within(dialog).getByRole('textbox', { name: 'Mobile Number (optional)' });
    await user.clear(name);
    await user.clear(mobile);
    await user.type(mobile, 'call me');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const required = await within(dialog).findByText('Name is required');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(required.id);
    expect(within(dialog).getByText('Please enter a valid mobile number')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps its unsaved input on Escape, and closes on Escape when nothing changed', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Occupation (optional)' }), ' of maths');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to what opened it.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Profile' })),
    );

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await screen.findByRole('dialog', { name: 'Edit Profile' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a photo over 5 MB under the photo field', async () => {
    const { user, dialog } = await openDialog();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'holiday.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText(/Photo/), big);
    expect(await within(dialog).findByText('Photo must be at most 5 MB')).toBeTruthy();
    expect(within(dialog).queryByRole('list', { name: 'Chosen files' })).toBeNull();
  });

  it('saves with PUT /auth/me, says so and closes', async () => {
    reply(200, {
      success: true,
      message: 'Profile updated successfully',
      data: {
        ...USER,
        occupation: 'Teacher of maths',
        favorites: [],
        recentlyViewed: [],
        emailConfirmed: true,
        preferredLanguage: null,
      },
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Occupation (optional)' }), ' of maths');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/me');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Anita Deshmukh',
      mobile: '+91 98220 12345',
      occupation: 'Teacher of maths',
    });
    expect(notices.map((n) => n.message)).toContain('Profile updated successfully');
  });

  it('shows the server’s field message under its field and keeps the dialog open', async () => {
    reply(422, {
      success: false,
      message: 'Validation failed',
      error: 'ValidationError',
      errors: { mobile: 'This mobile number belongs to another account' },
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Occupation (optional)' }), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const message = await within(dialog).findByText('This mobile number belongs to another account');
    const mobile = within(dialog).getByRole('textbox', { name: 'Mobile Number (optional)' });
    expect(mobile.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(mobile));
    expect(within(dialog).getByRole('alert').textContent).toContain('Validation failed');
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeTruthy();
  });
});
