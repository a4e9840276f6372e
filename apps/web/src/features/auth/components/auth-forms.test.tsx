import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const USER = {
  _id: 'u1',
  id: 'u1',
  name: 'Anita Deshmukh',
  email: 'anita@nivaas.in',
  role: 'buyer',
  mobile: null,
  phone: null,
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
  emailConfirmed: true,
  preferredLanguage: null,
};

/** The server's answers, in order; the requests made are in `fetchMock.mock.calls`. */
let fetchMock: ReturnType<typeof vi.fn>;
function answer(...replies: { status: number; body: unknown }[]) {
  for (const reply of replies) {
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'content-type': 'application/json' },
        }),
    );
  }
}
const sentBody = (call = 0) =>
  JSON.parse(String((fetchMock.mock.calls[call]?.[1] as RequestInit | undefined)?.body));

function renderWithAuth(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AuthProvider>{ui}</AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
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

describe('LoginForm', () => {
  it('labels its fields above them and, empty, shows the required texts, focuses email and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithAuth(<LoginForm onSuccess={vi.fn()} />);
    const email = screen.getByLabelText(/Email Address/);
    const password = screen.getByLabelText(/Password/);
    expect(email.getAttribute('type')).toBe('email');
    expect(password.getAttribute('type')).toBe('password');

    await user.click(password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // The message is under the field and describes it.
    expect(email.getAttribute('aria-describedby')).toContain(screen.getByText('Email is required').id);
    expect(document.activeElement).toBe(email);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Please enter a valid email' for a malformed address", async () => {
    const user = userEvent.setup();
    renderWithAuth(<LoginForm onSuccess={vi.fn()} />);
    await user.type(screen.getByLabelText(/Email Address/), 'anita-at-home');
    await user.type(screen.getByLabelText(/Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is busy with 'Logging in...', then shows the server's message in an alert and keeps the input", async () => {
    const user = userEvent.setup();
    let release: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    const onSuccess = vi.fn();
    renderWithAuth(<LoginForm onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText(/Email Address/), 'anita@nivaas.in');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const busy = await screen.findByRole('button', { name: /Logging in\.\.\./ });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(sentBody()).toEqual({ email: 'anita@nivaas.in', password: 'wrong-password' });
    release(
      new Response(JSON.stringify({ success: false, message: 'Invalid email or password', error: 'x' }), {
        status: 401,
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
    expect(onSuccess).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/Email Address/) as HTMLInputElement).value).toBe('anita@nivaas.in');
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('hands the signed-in user on', async () => {
    const user = userEvent.setup();
    answer({ status: 200, body: { success: true, token: 't0k3n', user: USER } });
    const onSuccess = vi.fn();
    renderWithAuth(<LoginForm onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText(/Email Address/), 'Anita@Nivaas.in');
    await user.type(screen.getByLabelText(/Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ name: USER.name })));
    expect(localStorage.getItem('token')).toBe('t0k3n');
  });
});

describe('RegisterForm', () => {
  it('has the spec’s fields with their labels, hints and the Account Type choice', () => {
    renderWithAuth(<RegisterForm onSuccess={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toBeTruthy();
    expect(screen.getByLabelText(/^Password/).getAttribute('type')).toBe('password');
    expect(screen.getByRole('textbox', { name: 'Mobile Number (optional)' })).toBeTruthy();
    const occupation = screen.getByRole('textbox', { name: 'Occupation (optional)' });
    expect(occupation.getAttribute('aria-describedby')).toBe(screen.getByText('What do you do?').id);
    const type = screen.getByRole('radiogroup', { name: 'Account Type' });
    expect(type).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Buyer' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Real Estate Agent' })).toBeTruthy();
  });

  it('shows the spec’s messages under the fields and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    renderWithAuth(<RegisterForm onSuccess={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Full Name' }));

    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Anita Deshmukh');
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), '123');
    await user.type(screen.getByRole('textbox', { name: 'Mobile Number (optional)' }), 'call me');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid mobile number')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email Address' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a field message from the server under its field, focused, with the alert above', async () => {
    const user = userEvent.setup();
    answer({
      status: 422,
      body: {
        success: false,
        message: 'Validation failed',
        error: 'ValidationError',
        errors: { password: 'This password is too common. Please choose another.' },
      },
    });
    renderWithAuth(<RegisterForm onSuccess={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Common Password');
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'common@nivaas.in');
    await user.type(screen.getByLabelText(/^Password/), '123456');
    await user.click(screen.getByRole('radio', { name: 'Real Estate Agent' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const message = await screen.findByText('This password is too common. Please choose another.');
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('aria-describedby')).toContain(message.id);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.getByRole('alert').textContent).toContain('Validation failed');
    expect(sentBody()).toMatchObject({ name: 'Common Password', role: 'agent', password: '123456' });
  });
});
