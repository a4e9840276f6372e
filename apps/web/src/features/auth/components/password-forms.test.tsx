import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

let fetchMock: ReturnType<typeof vi.fn>;
function reply(status: number, body: unknown) {
  fetchMock.mockImplementationOnce(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}
const sentBody = (call = 0) =>
  JSON.parse(String((fetchMock.mock.calls[call]?.[1] as RequestInit | undefined)?.body));

function renderIt(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SENT = 'If an account uses that email, we have sent it a link to choose a new password.';

describe('ForgotPasswordForm', () => {
  it('starts from the address typed on the login page and shows the server’s notice in place of the form', async () => {
    const user = userEvent.setup();
    reply(200, { success: true, message: SENT });
    renderIt(<ForgotPasswordForm initialEmail="anita@nivaas.in" />);
    expect((screen.getByLabelText(/Email Address/) as HTMLInputElement).value).toBe('anita@nivaas.in');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toContain(SENT);
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
    expect(sentBody()).toEqual({ email: 'anita@nivaas.in' });
  });

  it('needs a valid address before sending', async () => {
    const user = userEvent.setup();
    renderIt(<ForgotPasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await user.type(screen.getByLabelText(/Email Address/), 'anita-at-home');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when there were too many requests', async () => {
    const user = userEvent.setup();
    reply(429, {
      success: false,
      message: 'Too many requests, please try again later',
      error: 'Too many requests, please try again later',
    });
    renderIt(<ForgotPasswordForm initialEmail="anita@nivaas.in" />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many requests, please try again later',
    );
  });
});

describe('ResetPasswordForm', () => {
  it('sends the link’s token with the new password typed twice, then hands on the notice', async () => {
    const user = userEvent.setup();
    reply(200, { success: true, message: 'Your password has been changed.' });
    const onDone = vi.fn();
    renderIt(<ResetPasswordForm token="t0k3n" onDone={onDone} />);
    await user.type(screen.getByLabelText(/^New Password/), 'banyan-court-27');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'banyan-court-28');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Confirm New Password/));
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'banyan-court-27');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Your password has been changed.'));
    expect(sentBody()).toEqual({ token: 't0k3n', password: 'banyan-court-27' });
  });

  it('offers a new link when the server refuses this one', async () => {
    const user = userEvent.setup();
    const message = 'This link is invalid or has expired. Please ask for a new one.';
    reply(400, { success: false, message, error: message });
    renderIt(<ResetPasswordForm token="used" onDone={vi.fn()} />);
    await user.type(screen.getByLabelText(/^New Password/), 'banyan-court-27');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'banyan-court-27');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
