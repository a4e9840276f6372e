import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InHindi, loadHindi } from '../../../test/hindi';
import { meQueryKey } from '../../lib/auth/auth-api';
import { localizedHref } from '../../lib/i18n/locale';
import { tokenStorage } from '../../lib/token-storage';
import { AccountPanelButton } from './account-panel-button';
import { recentlyViewedQueryKey } from './api/get-recently-viewed';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const BUYER = { _id: 'u1', name: 'Asha', email: 'buyer1@nivaas.in', role: 'buyer', emailConfirmed: true };

beforeAll(() => loadHindi([]));
afterEach(() => {
  cleanup();
  tokenStorage.clear();
  vi.unstubAllGlobals();
});

async function openPanel(client?: QueryClient) {
  const user = userEvent.setup();
  render(
    <InHindi path="/hi/properties" client={client}>
      <AccountPanelButton />
    </InHindi>,
  );
  await user.click(screen.getByRole('button', { name: 'खाता' }));
  return { user, panel: await screen.findByRole('dialog', { name: 'खाता' }) };
}

describe('the account panel on a Hindi page', () => {
  it('says its words in Hindi and sends a guest to the Hindi login', async () => {
    const { panel } = await openPanel();
    const login = within(panel).getByRole('link', { name: 'लॉग इन / रजिस्टर करें' });
    expect(login.getAttribute('href')).toBe('/hi/login');
    expect(within(panel).getByText('हाल में देखे घर देखने के लिए लॉग इन करें।')).toBeTruthy();
    expect(within(panel).getByRole('tab', { name: 'पसंदीदा' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'सहायता केंद्र' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'खाता पैनल बंद करें' })).toBeTruthy();
  });

  it("shows a signed-in user's listings in Hindi: the Hindi title, the price in lakh, a Hindi link", async () => {
    tokenStorage.set('token');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(meQueryKey, BUYER);
    const listing = {
      // The fields the mini list reads.
      _id: '00000000-0000-4000-8000-000000000001',
      title: '2 BHK flat near Gangapur Road',
      titleHi: 'गंगापुर रोड के पास 2 बीएचके फ्लैट',
      status: 'For Sale',
      price: 6_500_000,
      type: 'Apartment',
      images: [],
      address: { city: 'Nashik', locality: 'Gangapur Road', state: 'Maharashtra' },
    };
    // The list at hand (its fetch afresh on opening never answers here).
    client.setQueryData(recentlyViewedQueryKey, [listing]);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const { panel } = await openPanel(client);
    const entry = await within(panel).findByRole('link', { name: /गंगापुर रोड के पास 2 बीएचके फ्लैट/ });
    expect(entry.getAttribute('href')).toBe('/hi/properties/00000000-0000-4000-8000-000000000001');
    expect(entry.textContent).toContain('₹ 65 लाख');
    // The profile in Hindi once it is translated (HINDI_PAGES), else the English one.
    expect(within(panel).getByRole('link', { name: 'प्रोफ़ाइल' }).getAttribute('href')).toBe(
      localizedHref('/profile', 'hi'),
    );
  });
});
