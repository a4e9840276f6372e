import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InHindi, loadHindi } from '../../../../test/hindi';
import { meQueryKey } from '../../../lib/auth/auth-api';
import { subscribeToNotices, type TNotice } from '../../../lib/notify';
import { tokenStorage } from '../../../lib/token-storage';
import { RenameSavedSearchDialog } from './rename-saved-search-dialog';
import { SaveSearchButton } from './save-search-button';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

let fetchMock: ReturnType<typeof vi.fn>;
const notices: TNotice[] = [];
let unsubscribe: () => void = () => {};

function reply(status: number, body: unknown) {
  fetchMock.mockImplementationOnce(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const QUERY = { city: 'Pune', status: 'For Sale' };
const SAVED = {
  _id: '01a221bc-a607-7d4f-8d77-dfab9c063f1e',
  name: 'Pune में बिक्री के लिए प्रॉपर्टी',
  query: QUERY,
  frequency: 'daily',
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
};
const BUYER = { _id: 'u1', name: 'Asha', email: 'buyer1@nivaas.in', role: 'buyer', emailConfirmed: true };

/** A client that knows who is signed in (the AuthProvider reads the stored token, then the cached user). */
function signedIn(): QueryClient {
  tokenStorage.set('token');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(meQueryKey, BUYER);
  return client;
}

function Listing({ client }: { client?: QueryClient }) {
  return (
    <InHindi path="/hi/properties?city=Pune" client={client}>
      <Routes>
        <Route
          path="/hi/properties"
          element={
            <SaveSearchButton
              query={QUERY}
              suggestedName="Pune में बिक्री के लिए प्रॉपर्टी"
              summary={['ख़रीदें', 'Pune']}
            />
          }
        />
        <Route path="/hi/login" element={<p>Hindi login page</p>} />
      </Routes>
    </InHindi>
  );
}

beforeAll(() => loadHindi(['listing']));
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  notices.length = 0;
  unsubscribe = subscribeToNotices((n) => notices.push(n));
});
afterEach(() => {
  cleanup();
  unsubscribe();
  tokenStorage.clear();
  vi.unstubAllGlobals();
});

describe("'Save this search' on the Hindi listing", () => {
  it('says its button in Hindi from the first draw, and asks a guest to log in, in Hindi', async () => {
    const user = userEvent.setup();
    render(<Listing />);
    await user.click(screen.getByRole('button', { name: 'यह खोज सहेजें' }));
    expect(notices.map((n) => n.message)).toEqual(['यह खोज सहेजने के लिए कृपया लॉग इन करें']);
    // The Hindi login page, which brings the guest back to this search.
    expect(await screen.findByText('Hindi login page')).toBeTruthy();
  });

  it('opens its dialog in Hindi, says an empty name in Hindi, and saves with a Hindi success', async () => {
    const user = userEvent.setup();
    render(<Listing client={signedIn()} />);
    await user.click(screen.getByRole('button', { name: 'यह खोज सहेजें' }));
    const dialog = await screen.findByRole('dialog', { name: 'यह खोज सहेजें' });
    expect(
      within(dialog).getByText('मेल खाती नई लिस्टिंग और घटी कीमतों के बारे में हम आपको ईमेल और आपकी सूचनाओं में बताएँगे।'),
    ).toBeTruthy();
    expect(within(dialog).getByText('सहेजे गए फ़िल्टर')).toBeTruthy();
    expect(within(dialog).getByText('ज़्यादा से ज़्यादा 80 अक्षर')).toBeTruthy();
    const frequency = within(dialog).getByRole('combobox', { name: 'मुझे ईमेल भेजें' });
    expect(
      within(frequency)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['तुरंत', 'रोज़', 'हर हफ़्ते', 'बंद']);

    const name = within(dialog).getByRole('textbox', { name: /नाम/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'खोज सहेजें' }));
    expect(await within(dialog).findByText('कृपया इस खोज का नाम डालें')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(name, 'Pune के घर');
    reply(201, { success: true, data: SAVED, message: 'Search saved' });
    await user.click(within(dialog).getByRole('button', { name: 'खोज सहेजें' }));
    expect(await within(dialog).findByText('खोज सहेज ली गई')).toBeTruthy();
    const profile = within(dialog).getByRole('link', { name: 'आपकी प्रोफ़ाइल' });
    expect(profile.parentElement?.textContent).toBe(
      'आपकी प्रोफ़ाइल में जाकर आप इसका नाम बदल सकते हैं, इसके अलर्ट बदल सकते हैं या इसे हटा सकते हैं।',
    );
  });

  it("says the server's known refusal in Hindi", async () => {
    const user = userEvent.setup();
    render(<Listing client={signedIn()} />);
    await user.click(screen.getByRole('button', { name: 'यह खोज सहेजें' }));
    const dialog = await screen.findByRole('dialog', { name: 'यह खोज सहेजें' });
    reply(422, {
      success: false,
      message: 'Validation failed',
      errors: { savedSearches: 'You can save up to 20 searches. Delete one to save another.' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'खोज सहेजें' }));
    expect(
      await within(dialog).findByText('आप ज़्यादा से ज़्यादा 20 खोजें सहेज सकते हैं। नई सहेजने के लिए कोई एक हटाएँ।'),
    ).toBeTruthy();
  });
});

describe('renaming a saved search in Hindi', () => {
  it('says its title, its empty-name message and its success toast in Hindi', async () => {
    const user = userEvent.setup();
    render(
      <InHindi path="/hi/page" client={signedIn()}>
        <RenameSavedSearchDialog search={SAVED as never} onClose={() => {}} />
      </InHindi>,
    );
    await loadHindi(['saved-searches']);
    const dialog = await screen.findByRole('dialog', { name: 'सहेजी गई खोज का नाम बदलें' });
    const name = within(dialog).getByRole('textbox', { name: /नाम/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'सहेजें' }));
    expect(await within(dialog).findByText('कृपया इस खोज का नाम डालें')).toBeTruthy();
    await user.type(name, 'नया नाम');
    reply(200, { success: true, data: { ...SAVED, name: 'नया नाम' }, message: 'Saved search updated' });
    await user.click(within(dialog).getByRole('button', { name: 'सहेजें' }));
    await vi.waitFor(() => expect(notices.map((n) => n.message)).toContain('सहेजी गई खोज अपडेट हो गई'));
  });
});
