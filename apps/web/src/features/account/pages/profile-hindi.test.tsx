import type { TCurrentUser } from '@nivaas/shared/auth';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InHindi, loadHindi } from '../../../../test/hindi';
import { tokenStorage } from '../../../lib/token-storage';
import { subscribeToNotices, type TNotice } from '../../../lib/notify';
import UnsubscribePage from '../../saved-searches/pages/unsubscribe-page';
import PrivacyNoticePage from './privacy-notice-page';
import ProfilePage from './profile-page';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** The profile and the account's pages on a Hindi page: their words, the checks' and the server's. */
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
  preferredLanguage: 'hi',
};
const SEARCH = {
  _id: 's1',
  name: '2 BHK in Nashik',
  query: { city: 'Nashik', bedrooms: '2' },
  frequency: 'daily',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let notices: TNotice[];
let stopNotices: () => void;
/** What the API answers a PUT /auth/me with (set per test). */
let onPutMe: (body: unknown) => Response;

beforeAll(async () => {
  await loadHindi(['forms', 'account', 'saved-searches']);
});
beforeEach(() => {
  localStorage.clear();
  tokenStorage.set('t');
  notices = [];
  stopNotices = subscribeToNotices((n) => notices.push(n));
  onPutMe = () => json(500, { success: false, message: 'Server error occurred. Please try again later.' });
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(String(url), 'http://x').pathname.replace(/^\/api\/v1/, '');
    const method = init?.method ?? 'GET';
    if (path === '/auth/me' && method === 'GET') return json(200, { success: true, data: USER });
    if (path === '/auth/me' && method === 'PUT') return onPutMe(JSON.parse(String(init?.body)));
    if (path === '/saved-searches') return json(200, { success: true, data: [SEARCH] });
    if (path === '/saved-searches/alert-settings') {
      return json(200, { success: true, data: { favouritePriceDrops: false } });
    }
    if (path === '/saved-searches/unsubscribe') {
      return json(200, {
        success: true,
        message: 'Alerts for this search are off',
        data: { kind: 'saved-search', name: SEARCH.name },
      });
    }
    return json(404, { success: false, message: 'Resource not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  stopNotices();
  tokenStorage.clear();
  vi.unstubAllGlobals();
});

function renderProfile() {
  render(
    <InHindi path="/hi/profile">
      <Suspense fallback={null}>
        <ProfilePage />
      </Suspense>
    </InHindi>,
  );
  return screen.findByRole('heading', { level: 1, name: 'मेरा खाता' });
}

describe('the profile in Hindi', () => {
  it('says its cards, labels and the saved searches in Hindi, with a Hindi title', async () => {
    await renderProfile();
    expect(document.title).toBe('प्रोफ़ाइल | Nivaas');
    expect(screen.getByRole('tab', { name: 'प्रोफ़ाइल' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'पसंदीदा' })).toBeTruthy();
    // The details card: the role and a detail not added yet.
    expect(screen.getByText('ख़रीदार')).toBeTruthy();
    expect(screen.getByText('पेशा')).toBeTruthy();
    expect(screen.getAllByText('नहीं जोड़ा गया').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'प्रोफ़ाइल बदलें' })).toBeTruthy();
    // The other cards.
    expect(screen.getByRole('heading', { name: 'भाषा' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'लॉग इन और सुरक्षा' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सभी डिवाइस से लॉग आउट करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपका डेटा' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'हम क्या रखते हैं और क्यों' }).getAttribute('href')).toBe(
      '/hi/privacy-notice',
    );
    // The saved searches with their alerts, said in Hindi.
    expect(await screen.findByRole('heading', { name: 'सहेजी गई खोजें (1)' })).toBeTruthy();
    const alerts = screen.getByRole('combobox', { name: '2 BHK in Nashik के ईमेल अलर्ट' });
    expect(within(alerts).getByRole('option', { name: 'रोज़' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2 BHK in Nashik का नाम बदलें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 BHK in Nashik' }).getAttribute('href')).toMatch(
      /^\/hi\/properties\?/,
    );
    expect(screen.queryByText('Saved searches')).toBeNull();
    expect(screen.queryByText('Not added')).toBeNull();
  });

  it('checks the edit form in Hindi, then saves and says so in Hindi', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल बदलें' }));
    const dialog = await screen.findByRole('dialog', { name: 'प्रोफ़ाइल बदलें' });
    const name = within(dialog).getByRole('textbox', { name: /^पूरा नाम/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await within(dialog).findByText('नाम ज़रूरी है')).toBeTruthy();
    expect(within(dialog).queryByText('Name is required')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(
      false,
    );

    onPutMe = (body) =>
      json(200, {
        success: true,
        message: 'Profile updated successfully',
        data: { ...USER, ...(body as object) },
      });
    await user.type(name, 'Anita D');
    await user.click(within(dialog).getByRole('button', { name: 'बदलाव सेव करें' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notices.at(-1)?.message).toBe('प्रोफ़ाइल अपडेट हो गई');
  });

  it('says the change-password and delete-account checks in Hindi, from the shared table', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    const change = await screen.findByRole('dialog', { name: 'पासवर्ड बदलें' });
    await user.click(within(change).getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect(await within(change).findByText('मौजूदा पासवर्ड ज़रूरी है')).toBeTruthy();
    await user.click(within(change).getByRole('button', { name: 'रद्द करें' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'मेरा खाता हटाएँ' }));
    const remove = await screen.findByRole('dialog', { name: 'मेरा खाता हटाएँ' });
    expect(within(remove).getByText('यह वापस नहीं हो सकता।')).toBeTruthy();
    const confirm = within(remove).getByRole('textbox', { name: /पुष्टि के लिए DELETE लिखें/ });
    await user.type(confirm, 'delete it');
    await user.click(within(remove).getByRole('button', { name: 'मेरा खाता हटाएँ' }));
    // The schema's 'Type DELETE to confirm' under the field, in Hindi.
    await waitFor(() => expect(confirm.getAttribute('aria-invalid')).toBe('true'));
    const errorId = confirm
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error'));
    expect(document.getElementById(errorId ?? '')?.textContent).toBe('पुष्टि के लिए DELETE लिखें');
  });
});

describe("the account's other pages in Hindi", () => {
  it('says the privacy notice in Hindi, its link to the Hindi profile', async () => {
    render(
      <InHindi path="/hi/privacy-notice">
        <PrivacyNoticePage />
      </InHindi>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'गोपनीयता सूचना' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपके अधिकार' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'अपने खाते' }).getAttribute('href')).toBe('/hi/profile');
    expect(document.title).toBe('गोपनीयता सूचना | Nivaas');
  });

  it('turns the alerts off from the email link and says so in Hindi', async () => {
    render(
      <InHindi path="/hi/unsubscribe?token=abc">
        <UnsubscribePage />
      </InHindi>,
    );
    expect(await screen.findByText('‘2 BHK in Nashik’ के अलर्ट अब आपको नहीं आएँगे।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सहेजी गई खोजें सँभालें' }).getAttribute('href')).toBe(
      '/hi/profile#saved-searches',
    );
  });
});
