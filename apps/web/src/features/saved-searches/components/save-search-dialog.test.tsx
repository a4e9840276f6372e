import { SAVED_SEARCH_MSG } from '@nivaas/shared/saved-searches';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SaveSearchDialog from './save-search-dialog';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

let fetchMock: ReturnType<typeof vi.fn>;

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

const QUERY = { city: 'Nashik', bedrooms: '2+', status: 'For Sale', bbox: '73.7,19.9,73.9,20.1' };
const SAVED = {
  _id: '01a221bc-a607-7d4f-8d77-dfab9c063f1e',
  name: '2 BHK near the river',
  query: QUERY,
  frequency: 'instant',
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
};

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <SaveSearchDialog
        open={open}
        onClose={() => setOpen(false)}
        query={QUERY}
        suggestedName="Properties for sale in Nashik"
        summary={['Buy', 'Nashik', '2+ Beds', 'Map area']}
      />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
  return { user, dialog };
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SaveSearchDialog', () => {
  it('offers the page’s heading as the name, shows the filters saved, and saves them with the frequency', async () => {
    const { user, dialog } = await openDialog();
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveProperty('value', 'Properties for sale in Nashik');
    const filters = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(filters).toEqual(['Buy', 'Nashik', '2+ Beds', 'Map area']);
    expect(within(dialog).getByLabelText('Email me')).toHaveProperty('value', 'daily');

    await user.clear(name);
    await user.type(name, '2 BHK near the river');
    await user.selectOptions(within(dialog).getByLabelText('Email me'), 'Instantly');
    reply(201, { success: true, message: SAVED_SEARCH_MSG.saved, data: SAVED });
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));

    expect(await within(dialog).findByText('Search saved')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'your profile' }).getAttribute('href')).toBe(
      '/profile#saved-searches',
    );
    const call = sent();
    expect(call.url).toMatch(/\/api\/v1\/saved-searches$/);
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({ name: '2 BHK near the river', query: QUERY, frequency: 'instant' });
  });

  it('asks for a name before sending anything', async () => {
    const { user, dialog } = await openDialog();
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText(SAVED_SEARCH_MSG.nameRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the limit when the server refuses a 21st search, and keeps the form', async () => {
    const { user, dialog } = await openDialog();
    reply(422, {
      success: false,
      message: 'Validation failed',
      error: 'Validation failed',
      errors: { savedSearches: SAVED_SEARCH_MSG.tooMany },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText(SAVED_SEARCH_MSG.tooMany)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save search' })).toBeTruthy();
    expect(within(dialog).queryByText('Search saved')).toBeNull();
  });
});
