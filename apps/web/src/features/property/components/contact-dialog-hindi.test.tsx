import type { TUser } from '@nivaas/shared/auth';
import type { TProperty } from '@nivaas/shared/property';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InHindi, loadHindi } from '../../../../test/hindi';
import { meQueryKey } from '../../../lib/auth/auth-api';
import { tokenStorage } from '../../../lib/token-storage';
import { ContactDialog } from './contact-dialog';

/** The contact-agent dialog on a Hindi page: its words, its prefilled message and its errors. */
const api = vi.hoisted(() => ({ sent: [] as unknown[] }));
vi.mock('../api/contact-agent', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    useContactAgent: () =>
      useMutation({
        mutationFn: (payload: unknown) => {
          api.sent.push(payload);
          return Promise.resolve(undefined);
        },
      }),
  };
});

const SLOW = { timeout: 20_000 };
const TITLE = '3 BHK Apartment in Gangapur Road';

beforeAll(async () => {
  await loadHindi();
});
beforeEach(() => {
  api.sent = [];
});
afterEach(() => {
  cleanup();
  tokenStorage.clear();
});

function renderDialog({ signedIn = true } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (signedIn) {
    tokenStorage.set('test-token');
    client.setQueryData(meQueryKey, {
      _id: 'u1',
      id: 'u1',
      name: 'Priya',
      role: 'buyer',
    } as unknown as TUser);
  }
  const property = {
    _id: 'p1',
    title: TITLE,
    agent: { _id: 'a1', name: 'Rahul Deshmukh', mobile: null },
  } as unknown as TProperty;
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
        <ContactDialog open={open} onClose={() => setOpen(false)} property={property} />
      </>
    );
  }
  render(
    <InHindi path="/hi/properties/p1" client={client}>
      <Page />
    </InHindi>,
  );
  return userEvent.setup();
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'open' }));
  return screen.findByRole('dialog', { name: 'एजेंट से संपर्क करें' }, SLOW);
}

describe('ContactDialog in Hindi', SLOW, () => {
  it('asks a visitor to log in, in Hindi', async () => {
    const dialog = await open(renderDialog({ signedIn: false }));
    expect(within(dialog).getByText('एजेंट से संपर्क करने के लिए कृपया लॉग इन करें।')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'लॉग इन' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });

  it('has Hindi labels and a Hindi prefilled message; a blank one is refused in Hindi', async () => {
    const user = renderDialog();
    const dialog = await open(user);
    const about = within(dialog).getByText(TITLE, { selector: 'strong' }).parentElement;
    expect(about?.textContent?.replace(/\s+/g, ' ')).toBe(`${TITLE} के बारे में · Rahul Deshmukh`);
    const methods = within(dialog).getByRole('radiogroup', { name: 'एजेंट आपसे कैसे संपर्क करे?' });
    expect(within(methods).getByRole('radio', { name: 'ईमेल' })).toHaveProperty('checked', true);
    expect(within(methods).getByRole('radio', { name: 'WhatsApp' })).toHaveProperty('disabled', true);
    expect(within(methods).getByRole('radio', { name: 'फ़ोन' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('एजेंट ने फ़ोन नंबर नहीं दिया है।')).toBeTruthy();
    const message = within(dialog).getByRole('textbox', { name: /^संदेश/ }) as HTMLTextAreaElement;
    expect(message.value).toBe(`नमस्ते, मुझे ${TITLE} में दिलचस्पी है। कृपया और जानकारी भेजें।`);

    await user.clear(message);
    expect(within(dialog).getByText('कृपया संदेश लिखें')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'भेजें' })).toHaveProperty('disabled', true);

    await user.type(message, 'क्या यह फ्लैट अभी उपलब्ध है?');
    await user.click(within(dialog).getByRole('button', { name: 'भेजें' }));
    expect(await within(dialog).findByText('संपर्क का अनुरोध भेज दिया गया!')).toBeTruthy();
    expect(within(dialog).getByText('Rahul Deshmukh जल्द ही आपसे संपर्क करेंगे।')).toBeTruthy();
    expect(api.sent).toEqual([
      { propertyId: 'p1', contactMethod: 'email', message: 'क्या यह फ्लैट अभी उपलब्ध है?' },
    ]);
  });
});
