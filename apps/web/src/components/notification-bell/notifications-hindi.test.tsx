import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InHindi, loadHindi } from '../../../test/hindi';
import { notificationsKey } from '../../features/saved-searches/api/saved-searches';
import { unreadKey } from '../../features/saved-searches/api/unread-count';
import { meQueryKey } from '../../lib/auth/auth-api';
import { tokenStorage } from '../../lib/token-storage';
import NotificationBell from './notification-bell';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const BUYER = { _id: 'u1', name: 'Asha', email: 'buyer1@nivaas.in', role: 'buyer', emailConfirmed: true };
const ALERT = {
  _id: 'n1',
  kind: 'saved-search',
  title: 'Nashik: 5 new listings',
  link: '/properties?city=Nashik',
  items: [
    {
      _id: '00000000-0000-4000-8000-000000000001',
      title: '2 BHK flat near Gangapur Road',
      price: 6_500_000,
      status: 'For Sale',
      locality: 'Gangapur Road',
      city: 'Nashik',
      image: null,
      dropPercent: 5,
    },
  ],
  total: 5,
  createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  readAt: null,
};

beforeAll(() => loadHindi([]));
afterEach(() => {
  cleanup();
  tokenStorage.clear();
  vi.unstubAllGlobals();
});

describe('the notification bell on a Hindi page', () => {
  it('names its count and lists the alerts in Hindi, linking to Hindi pages', async () => {
    tokenStorage.set('token');
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    client.setQueryData(meQueryKey, BUYER);
    client.setQueryData(unreadKey, 3);
    client.setQueryData(notificationsKey, { items: [ALERT], unread: 1 });
    // What is at hand is shown; the fetches afresh on opening never answer here.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const user = userEvent.setup();
    render(
      <InHindi path="/hi/properties" client={client}>
        <NotificationBell />
      </InHindi>,
    );
    await user.click(await screen.findByRole('button', { name: 'सूचनाएँ, 3 बिना पढ़ी' }));
    const panel = await screen.findByRole('dialog', { name: 'सूचनाएँ' });
    expect(within(panel).getByText('2 दिन पहले')).toBeTruthy();
    expect(within(panel).getByText('नई')).toBeTruthy();
    expect(within(panel).getByText(/₹ 65 लाख · कीमत 5% घटी/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'सभी 5 लिस्टिंग देखें' }).getAttribute('href')).toBe(
      '/hi/properties?city=Nashik',
    );
    expect(within(panel).getByRole('link', { name: 'सहेजी गई खोजें सँभालें' })).toBeTruthy();
  });
});
