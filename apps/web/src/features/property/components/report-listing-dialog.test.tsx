import type { TUser } from '@nivaas/shared/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../../lib/auth/auth-api';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { HttpError } from '../../../lib/http-client';
import { tokenStorage } from '../../../lib/token-storage';
import { ReportListingDialog } from './report-listing-dialog';

/** What the report does in a test: records its payload, then answers or fails. */
const api = vi.hoisted(() => ({ sent: [] as unknown[], failure: null as Error | null }));
vi.mock('../api/report-listing', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    useReportListing: () =>
      useMutation({
        mutationFn: (payload: unknown) => {
          api.sent.push(payload);
          return api.failure
            ? Promise.reject(api.failure)
            : Promise.resolve({ message: 'Thank you. Our team will review this listing.', data: {} });
        },
      }),
  };
});

beforeEach(() => {
  api.sent = [];
  api.failure = null;
});
afterEach(() => {
  cleanup();
  tokenStorage.clear();
});
/** The dialog's code is imported on first use, which takes a while on a busy machine. */
const SLOW = { timeout: 20_000 };

const buyer = {
  _id: 'u1',
  id: 'u1',
  name: 'Priya',
  email: 'priya@example.in',
  role: 'buyer',
} as unknown as TUser;

function renderDialog({ signedIn = false } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (signedIn) {
    tokenStorage.set('test-token');
    client.setQueryData(meQueryKey, buyer);
  }
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Report this listing
        </button>
        <ReportListingDialog
          open={open}
          onClose={() => setOpen(false)}
          propertyId="p1"
          title="3 BHK Apartment in Gangapur Road"
        />
      </>
    );
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AuthProvider>
          <Page />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Report this listing' }));
  return screen.findByRole('dialog', { name: 'Report this listing' });
}

describe('ReportListingDialog', SLOW, () => {
  it('a guest must choose a reason and give an email; the first invalid field takes the focus', async () => {
    const user = renderDialog();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Please choose what is wrong with this listing')).toBeTruthy();
    expect(within(dialog).getByText('Please enter your email so we can follow up')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: 'Fake or fraud' }));
    expect(api.sent).toEqual([]);
  });

  it('"Something else" needs a message; a guest’s report is sent with the email', async () => {
    const user = renderDialog();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Your email/ }), 'Asha@Example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Please tell us what is wrong')).toBeTruthy();
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Tell us more/ }),
      'The agent asked for a deposit.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Thank you. Our team will review this listing.')).toBeTruthy();
    expect(api.sent).toEqual([
      {
        propertyId: 'p1',
        reason: 'other',
        message: 'The agent asked for a deposit.',
        email: 'asha@example.in',
      },
    ]);
  });

  it('a signed-in user is not asked for an email; a second report says it is already under review', async () => {
    api.failure = new HttpError(
      'You have already reported this listing. Our team is reviewing it.',
      409,
      null,
    );
    const user = renderDialog({ signedIn: true });
    const dialog = await open(user);
    expect(within(dialog).queryByRole('textbox', { name: /^Your email/ })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Already sold or rented' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(dialog).findByText('You have already reported this listing. Our team is reviewing it.'),
    ).toBeTruthy();
    expect(api.sent).toEqual([{ propertyId: 'p1', reason: 'sold', message: '' }]);
  });
});
