import type { TCurrentUser } from '@nivaas/shared/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '../../components/layouts/language-switch';
import LoginPage from '../../features/auth/pages/login-page';
import { meQueryKey } from '../auth/auth-api';
import { AuthProvider, useAuth } from '../auth/auth-context';
import { tokenStorage } from '../token-storage';
import { pageIn, pageInUserLanguage, signInTarget } from './user-language';
import { UNTRANSLATED_PATH } from '../../../test/hindi';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const USER: TCurrentUser = {
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

let fetchMock: ReturnType<typeof vi.fn>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: (init as RequestInit | undefined)?.method ?? 'GET',
    body: (init as RequestInit | undefined)?.body
      ? JSON.parse(String((init as RequestInit).body))
      : undefined,
  }));

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: a test resets the page's cookies
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
const langCookie = () => /(?:^|; )lang=(\w+)/.exec(document.cookie)?.[1];

beforeEach(() => {
  localStorage.clear();
  clearCookies();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/** The app's frame around `ui` at `at`, signed in as `signedIn` (its answer already in the cache). */
function renderAt(
  at: string | { pathname: string; state: unknown },
  ui: React.ReactNode,
  signedIn?: TCurrentUser,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (signedIn) {
    tokenStorage.set('a-token');
    client.setQueryData(meQueryKey, signedIn);
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <AuthProvider>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <Where />
                </>
              }
            />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}
const where = () => screen.getByTestId('where').textContent;

describe('the page in a language', () => {
  it('is the Hindi version where the page has one, else the English page', () => {
    expect(pageIn('/properties?city=Pune', 'hi')).toBe('/hi/properties?city=Pune');
    expect(pageIn('/hi/properties?city=Pune', 'en')).toBe('/properties?city=Pune');
    expect(pageIn('/', 'hi')).toBe('/hi');
    expect(pageIn('/hi', 'en')).toBe('/');
    expect(pageIn('/emi-calculator', 'hi')).toBe('/hi/emi-calculator');
    expect(pageIn(`${UNTRANSLATED_PATH}?tab=users`, 'hi')).toBe(`${UNTRANSLATED_PATH}?tab=users`);
    expect(pageIn('/admin/users?page=2', 'hi')).toBe('/hi/admin/users?page=2');
    expect(pageIn('/hi/reset-password?token=abc', 'hi')).toBe('/hi/reset-password?token=abc');
  });

  it('moves only when the user chose a language, the page is not in it, and has a version in it', () => {
    expect(pageInUserLanguage('/properties?city=Pune', 'hi')).toBe('/hi/properties?city=Pune');
    expect(pageInUserLanguage('/hi/emi-calculator', 'en')).toBe('/emi-calculator');
    expect(pageInUserLanguage('/properties', null)).toBeNull();
    expect(pageInUserLanguage('/properties', undefined)).toBeNull();
    expect(pageInUserLanguage('/hi/properties', 'hi')).toBeNull();
    expect(pageInUserLanguage(UNTRANSLATED_PATH, 'hi')).toBeNull();
    // A sign-in page sends the user on itself.
    expect(pageInUserLanguage('/login', 'hi')).toBeNull();
    expect(pageInUserLanguage('/hi/register', 'en')).toBeNull();
  });

  it("sends a sign-in on to where the user was going, in the profile's language, else the page's", () => {
    const at = (from: string | undefined, pagePath: string, preferred: 'en' | 'hi' | null) =>
      signInTarget({ from, pagePath, preferred });
    expect(at(undefined, '/hi/login', null)).toBe('/hi');
    expect(at(undefined, '/login', null)).toBe('/');
    expect(at('/properties?city=Pune', '/hi/login', null)).toBe('/hi/properties?city=Pune');
    // No Hindi version: the English page.
    expect(at(UNTRANSLATED_PATH, '/hi/login', null)).toBe(UNTRANSLATED_PATH);
    // The admin area has one: a Hindi sign-in goes on to the Hindi dashboard.
    expect(at('/admin', '/hi/login', null)).toBe('/hi/admin');
    // The profile's language wins over the page's.
    expect(at('/properties', '/hi/login', 'en')).toBe('/properties');
    expect(at('/hi/properties', '/login', 'en')).toBe('/properties');
    expect(at('/emi-calculator', '/login', 'hi')).toBe('/hi/emi-calculator');
    // Never back to a sign-in page.
    expect(at('/hi/login', '/hi/login/mobile', null)).toBe('/hi');
    expect(at('/register', '/login', 'hi')).toBe('/hi');
  });
});

describe('the language switch of a signed-in user', () => {
  it('saves the choice to the profile and goes to the other page', async () => {
    const saved = { ...USER, preferredLanguage: 'hi' as const };
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, message: 'Profile updated successfully', data: saved }),
    );
    const client = renderAt('/properties?city=Pune', <LanguageSwitch />, USER);
    await userEvent.click(screen.getByRole('link', { name: 'हिन्दी' }));
    expect(where()).toBe('/hi/properties?city=Pune');
    expect(langCookie()).toBe('hi');
    await waitFor(() => expect(client.getQueryData<TCurrentUser>(meQueryKey)?.preferredLanguage).toBe('hi'));
    expect(calls()).toEqual([
      {
        url: expect.stringMatching(/\/api\/v1\/auth\/me$/),
        method: 'PUT',
        body: { preferredLanguage: 'hi' },
      },
    ]);
  });

  it('still switches when saving fails, and keeps the user signed in', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { success: false, message: 'Not authorized', error: 'x' }));
    const client = renderAt('/hi/login', <LanguageSwitch />, { ...USER, preferredLanguage: 'hi' });
    await userEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(where()).toBe('/login');
    expect(langCookie()).toBe('en');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // The failure went nowhere: no sign-out, no trip to /login's 'session expired'.
    await new Promise((r) => setTimeout(r, 20));
    expect(where()).toBe('/login');
    expect(tokenStorage.get()).toBe('a-token');
    expect(client.getQueryData<TCurrentUser>(meQueryKey)?.preferredLanguage).toBe('hi');
  });

  it('saves nothing for a guest, or when the profile has that language already', async () => {
    renderAt('/properties', <LanguageSwitch />);
    await userEvent.click(screen.getByRole('link', { name: 'हिन्दी' }));
    expect(where()).toBe('/hi/properties');
    cleanup();
    renderAt('/properties', <LanguageSwitch />, { ...USER, preferredLanguage: 'hi' });
    await userEvent.click(screen.getByRole('link', { name: 'हिन्दी' }));
    expect(where()).toBe('/hi/properties');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

function LoginButton() {
  const { login } = useAuth();
  return (
    <button type="button" onClick={() => void login({ email: 'anita@nivaas.in', password: 'secret123' })}>
      Sign in here
    </button>
  );
}

describe("a sign-in moves the user to their profile's language", () => {
  it('swaps the page for its version in that language and remembers it (lang cookie)', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, token: 't', user: { ...USER, preferredLanguage: 'en' } }),
    );
    renderAt('/hi/emi-calculator?amount=5000000', <LoginButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in here' }));
    await waitFor(() => expect(where()).toBe('/emi-calculator?amount=5000000'));
    expect(langCookie()).toBe('en');
  });

  it('stays on a page with no version in that language, and without a chosen language', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, token: 't', user: { ...USER, preferredLanguage: 'hi' } }),
    );
    renderAt(UNTRANSLATED_PATH, <LoginButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in here' }));
    await waitFor(() => expect(langCookie()).toBe('hi'));
    expect(where()).toBe(UNTRANSLATED_PATH);
    cleanup();
    clearCookies();
    localStorage.clear();
    fetchMock.mockResolvedValueOnce(json(200, { success: true, token: 't', user: USER }));
    renderAt('/hi/properties', <LoginButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in here' }));
    await waitFor(() => expect(tokenStorage.get()).toBe('t'));
    expect(where()).toBe('/hi/properties');
    expect(langCookie()).toBeUndefined();
  });

  it("the login page sends the user on to where they were going, in the profile's language", async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, token: 't', user: { ...USER, preferredLanguage: 'hi' } }),
    );
    renderAt({ pathname: '/login', state: { from: '/properties?city=Pune' } }, <LoginPage />);
    await userEvent.type(screen.getByLabelText(/Email Address/), 'anita@nivaas.in');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(where()).toBe('/hi/properties?city=Pune'));
    expect(langCookie()).toBe('hi');
  });
});

function LogoutButton() {
  const { logout } = useAuth();
  return (
    <button type="button" onClick={() => void logout()}>
      Sign out here
    </button>
  );
}

describe('signing out', () => {
  it("lands on the login page in the page's language", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, message: 'Logged out' }));
    renderAt('/hi/emi-calculator', <LogoutButton />, USER);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out here' }));
    await waitFor(() => expect(where()).toBe('/hi/login'));
    cleanup();
    fetchMock.mockResolvedValueOnce(json(200, { success: true, message: 'Logged out' }));
    renderAt('/emi-calculator', <LogoutButton />, USER);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out here' }));
    await waitFor(() => expect(where()).toBe('/login'));
  });
});
