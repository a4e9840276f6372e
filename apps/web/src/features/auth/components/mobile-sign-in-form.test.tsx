import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { MobileSignInForm } from './mobile-sign-in-form';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

let fetchMock: ReturnType<typeof vi.fn>;
function reply(status: number, body: unknown) {
  fetchMock.mockImplementationOnce(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}
const sentBody = (call: number) =>
  JSON.parse(String((fetchMock.mock.calls[call]?.[1] as RequestInit | undefined)?.body));

const USER = {
  _id: 'u9',
  id: 'u9',
  name: 'Arjun Nair',
  email: '919822012345@phone.nivaas.invalid',
  role: 'buyer',
  mobile: '+91 98220 12345',
  phone: '+91 98220 12345',
  occupation: null,
  avatar: null,
  company: null,
  licenseNumber: null,
  specializations: [],
  isVerified: false,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  favorites: [],
  recentlyViewed: [],
  emailConfirmed: false,
  preferredLanguage: null,
};

function renderForm(onSuccess = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AuthProvider>
          <MobileSignInForm onSuccess={onSuccess} />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSuccess;
}

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MobileSignInForm', () => {
  it('checks the number before sending, then asks for the code it was sent', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/Mobile Number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a 10-digit Indian mobile number')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    reply(200, {
      success: true,
      message: 'We have sent a 6-digit code to +91 98220 12345. It works for 5 minutes.',
    });
    await user.clear(screen.getByLabelText(/Mobile Number/));
    await user.type(screen.getByLabelText(/Mobile Number/), '98220 12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/We have sent a 6-digit code/)).toBeTruthy();
    expect(sentBody(0)).toEqual({ mobile: '98220 12345' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/6-digit code/)));
  });

  it('asks for a name when the number has no account, then signs in and keeps the token', async () => {
    const user = userEvent.setup();
    const onSuccess = renderForm();
    reply(200, { success: true, message: 'We have sent a 6-digit code to +91 98220 12345.' });
    await user.type(screen.getByLabelText(/Mobile Number/), '9822012345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText(/6-digit code/), '123456');
    reply(422, {
      success: false,
      message: 'Validation failed',
      error: 'Validation failed',
      errors: { name: 'Please enter your name to create an account' },
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('This number has no account yet. Tell us your name to create one.'),
    ).toBeTruthy();

    reply(200, { success: true, token: 'otp-t0k3n', user: USER });
    await user.type(screen.getByLabelText(/Full Name/), 'Arjun Nair');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ name: 'Arjun Nair' })),
    );
    expect(sentBody(2)).toEqual({ mobile: '9822012345', code: '123456', name: 'Arjun Nair' });
    expect(localStorage.getItem('token')).toBe('otp-t0k3n');
  });
});
