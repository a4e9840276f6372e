import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
}

/** The server, answering POST /enquiries; `hold` keeps the answer back until released. */
function stubServer(answer: { status: number; body: unknown }) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    await held;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('ContactForm', () => {
  it('labels every field above it, marks the required ones and explains the subject', () => {
    renderForm();
    expect(field('Full Name').required).toBe(true);
    expect(field('Email Address').type).toBe('email');
    expect(field('Email Address').required).toBe(true);
    expect(field('Subject').required).toBe(false);
    expect(describedBy(field('Subject'))).toContain(
      'For example: listing not approved, visit scheduling, documents',
    );
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeTruthy();
  });

  it('shows the spec’s messages under the fields and focuses the first invalid one; nothing is sent', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubServer({ status: 201, body: {} });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Full Name')));
    expect(describedBy(field('Full Name'))).toBe('Name is required');
    expect(describedBy(field('Email Address'))).toBe('Email is required');
    expect(describedBy(field('Message'))).toBe('Please enter a message');
    expect(field('Full Name').getAttribute('aria-invalid')).toBe('true');

    await user.type(field('Email Address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a contact enquiry, is busy meanwhile, then shows the sent state', async () => {
    const user = userEvent.setup();
    const { fetchMock, release } = stubServer({
      status: 201,
      body: {
        success: true,
        message: 'Thank you! We will get back to you within 24 hours.',
        data: {
          _id: 'e1',
          kind: 'contact',
          name: 'Kavita Joshi',
          email: 'kavita@example.in',
          phone: null,
          subject: 'Visit scheduling',
          message: 'The agent has not replied for three days.',
          details: {},
          status: 'new',
          user: null,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      },
    });
    renderForm();
    await user.type(field('Full Name'), 'Kavita Joshi');
    await user.type(field('Email Address'), 'Kavita@Example.in');
    await user.type(field('Subject'), 'Visit scheduling');
    await user.type(field('Message'), 'The agent has not replied for three days.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/enquiries');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'contact',
      name: 'Kavita Joshi',
      email: 'kavita@example.in',
      subject: 'Visit scheduling',
      message: 'The agent has not replied for three days.',
      details: {},
    });

    release();
    const sent = await screen.findByRole('status');
    expect(sent.textContent).toContain('Message sent');
    expect(sent.textContent).toContain('Thank you! We will get back to you within 24 hours.');
    await waitFor(() => expect(document.activeElement).toBe(sent));

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field('Full Name').value).toBe('');
  });

  it('puts the server’s field messages under the fields and its failure above them', async () => {
    const user = userEvent.setup();
    const { release } = stubServer({
      status: 422,
      body: { success: false, message: 'Validation failed', errors: { message: 'Message is too long' } },
    });
    release();
    renderForm();
    await user.type(field('Full Name'), 'Kavita Joshi');
    await user.type(field('Email Address'), 'kavita@example.in');
    await user.type(field('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Validation failed');
    expect(describedBy(field('Message'))).toBe('Message is too long');
    await waitFor(() => expect(document.activeElement).toBe(field('Message')));
  });
});
