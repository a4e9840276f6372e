import type { TUser } from '@nivaas/shared/auth';
import type { TProperty } from '@nivaas/shared/property';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../../lib/auth/auth-api';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { tokenStorage } from '../../../lib/token-storage';
import { ContactDialog } from './contact-dialog';

/** What the contact request does in a test: records its payload, then answers or fails. */
const api = vi.hoisted(() => ({
  sent: [] as unknown[],
  failure: null as Error | null,
}));
vi.mock('../api/contact-agent', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    useContactAgent: () =>
      useMutation({
        mutationFn: (payload: unknown) => {
          api.sent.push(payload);
          return api.failure ? Promise.reject(api.failure) : Promise.resolve(undefined);
        },
      }),
  };
});

beforeEach(() => {
  api.sent = [];
  api.failure = null;
});
/** Each part's code is imported on first use, which takes a while on a busy machine. */
const SLOW = { timeout: 20_000 };

afterEach(() => {
  cleanup();
  tokenStorage.clear();
});

const TITLE = '3 BHK Apartment in Gangapur Road';
const PREFILLED = `Hi, I am interested in ${TITLE}. Please share more details.`;

const listing = (agentMobile: string | null) =>
  ({
    _id: 'p1',
    title: TITLE,
    agent: { _id: 'a1', name: 'Rahul Deshmukh', mobile: agentMobile },
  }) as unknown as TProperty;

const buyer = {
  _id: 'u1',
  id: 'u1',
  name: 'Priya',
  email: 'priya@example.in',
  role: 'buyer',
} as unknown as TUser;

function renderDialog({ signedIn = true, agentMobile = null as string | null } = {}) {
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
          Contact Agent
        </button>
        <ContactDialog open={open} onClose={() => setOpen(false)} property={listing(agentMobile)} />
      </>
    );
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/properties/p1']}>
        <AuthProvider>
          <Page />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Contact Agent' }));
  return screen.findByRole('dialog', { name: 'Contact agent' });
}

const messageBox = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement;

describe('ContactDialog', SLOW, () => {
  it('asks an anonymous visitor to log in', async () => {
    const user = renderDialog({ signedIn: false });
    const dialog = await open(user);
    expect(within(dialog).getByText('Please login to contact the agent.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('opens on email with the message prefilled; the methods are a labelled radio group', async () => {
    const user = renderDialog();
    const dialog = await open(user);
    const methods = within(dialog).getByRole('radiogroup', { name: 'How should the agent reach you?' });
    expect(within(methods).getByRole('radio', { name: 'Email' })).toHaveProperty('checked', true);
    // No phone number: WhatsApp and phone are off, and the group says why.
    expect(within(methods).getByRole('radio', { name: 'WhatsApp' })).toHaveProperty('disabled', true);
    expect(within(methods).getByRole('radio', { name: 'Phone' })).toHaveProperty('disabled', true);
    const help = document.getElementById(methods.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe('The agent has not shared a phone number.');
    expect(messageBox(dialog).value).toBe(PREFILLED);
    expect(messageBox(dialog).required).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('a blank message disables Send; the field says why, and is marked invalid', async () => {
    const user = renderDialog();
    const dialog = await open(user);
    const message = messageBox(dialog);
    await user.clear(message);
    await user.type(message, '   ');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    expect(message.getAttribute('aria-invalid')).toBe('true');
    const described = (message.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Please enter a message');
    const error = within(dialog).getByText('Please enter a message');
    expect(error.getAttribute('aria-live')).toBe('polite');
    await user.type(message, 'Is it still available?');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
    expect(message.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the request and shows the success state; Close starts over next time', async () => {
    const user = renderDialog();
    const dialog = await open(user);
    await user.clear(messageBox(dialog));
    await user.type(messageBox(dialog), 'Can I visit on Saturday?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(api.sent).toEqual([
      {
        propertyId: 'p1',
        contactMethod: 'email',
        message: 'Can I visit on Saturday?',
      },
    ]);
    const status = await within(dialog).findByRole('status');
    expect(status.textContent).toContain('Contact request sent successfully!');
    expect(status.textContent).toContain('Rahul Deshmukh will get back to you soon.');
    const close = within(dialog).getAllByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(close.at(-1)));
    await user.click(close.at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const again = await open(user);
    expect(within(again).queryByText('Contact request sent successfully!')).toBeNull();
    expect(within(again).getByRole('radio', { name: 'Email' })).toHaveProperty('checked', true);
    expect(messageBox(again).value).toBe(PREFILLED);
  });

  it('a failure is announced above the fields and the dialog stays', async () => {
    api.failure = new Error('Agent inbox is full');
    const user = renderDialog();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Agent inbox is full');
    expect(screen.getByRole('dialog', { name: 'Contact agent' })).toBeTruthy();
  });

  it('with the agent’s number, phone needs no message and the button says what happens', async () => {
    const user = renderDialog({ agentMobile: '98765 43210' });
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Phone' }));
    const message = messageBox(dialog);
    expect(within(dialog).getByText('(optional)')).toBeTruthy();
    expect(message.required).toBe(false);
    await user.clear(message);
    expect(within(dialog).getByRole('button', { name: 'Call agent' })).toHaveProperty('disabled', false);
    await user.click(within(dialog).getByRole('radio', { name: 'WhatsApp' }));
    expect(within(dialog).getByRole('button', { name: 'Continue to WhatsApp' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
