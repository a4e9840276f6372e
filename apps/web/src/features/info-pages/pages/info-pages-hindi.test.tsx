import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ENQUIRY_MSG, ZEnquiryRequest } from '@nivaas/shared/enquiry';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nFor, hasCatalogPart } from '../../../lib/i18n/i18n';
import { sayKnown } from '../../../lib/i18n/known-messages';
import { InHindi, loadHindi } from '../../../../test/hindi';
import { MoversRequestForm } from '../components/movers-request-form';
import AboutPage from './about-page';
import ContactPage from './contact-page';
import TermsPage from './terms-page';

/**
 * The information pages at /hi: their words from the info, services and legal parts, links to the
 * Hindi pages, and the forms' checks and the server's answers in Hindi. The sign-in forms' part is
 * not loaded, as on the real pages: the schema's texts are said from the shared table of API
 * messages.
 */
beforeAll(async () => {
  await loadHindi(['info', 'services', 'legal']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The page at its Hindi path: the router's and the browser's (the API client reads the latter). */
function renderAt(path: string, page: ReactNode) {
  window.history.replaceState(null, '', path);
  return render(<InHindi path={path}>{page}</InHindi>);
}

/** The server: the site settings (the contact details) and POST /enquiries's `answer`. */
function stubServer(answer: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.includes('/enquiries')) return json(answer.status, answer.body);
    return json(404, { success: false, message: 'Resource not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const SENT = {
  success: true,
  message: 'धन्यवाद! हम 24 घंटे के अंदर आपसे संपर्क करेंगे।',
  data: {
    _id: 'e1',
    kind: 'contact',
    name: 'Kavita Joshi',
    email: 'kavita@example.in',
    phone: null,
    subject: null,
    message: 'Gangapur Road वाले फ्लैट की विज़िट कब हो सकती है?',
    details: {},
    status: 'new',
    user: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
};

describe('the information pages in Hindi', { timeout: 30_000 }, () => {
  it('/hi/about: its words, its tab title, and links to the Hindi pages', async () => {
    stubServer({ status: 201, body: SENT });
    renderAt('/hi/about', <AboutPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'भारत को घर ढूँढने में मदद, ईमानदारी से',
    );
    expect(screen.getByRole('heading', { name: 'हमारी कहानी' })).toBeTruthy();
    expect(screen.getByText('1.2 लाख')).toBeTruthy();
    expect(screen.getByText('रेरा में पंजीकृत एजेंट')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'आप यहाँ हैं' });
    expect(within(crumbs).getByRole('link', { name: 'होम' }).getAttribute('href')).toBe('/hi');
    expect(screen.getByRole('link', { name: 'खाली पद देखें' }).getAttribute('href')).toBe('/hi/career');
    expect(screen.queryByText(/Helping India|Our story/)).toBeNull();
    await waitFor(() => expect(document.title).toBe('निवास के बारे में | Nivaas'));
  });

  it('/hi/terms: the legal text in Hindi, its contents, date and links', async () => {
    stubServer({ status: 201, body: SENT });
    renderAt('/hi/terms', <TermsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'इस पेज पर' });
    expect(within(contents).getByRole('link', { name: 'हमारी ज़िम्मेदारी' }).getAttribute('href')).toBe(
      '#liability',
    );
    expect(screen.getByText('आख़िरी बदलाव: 1 नवंबर 2025')).toBeTruthy();
    // The spec's claims, with their emphasis where Hindi puts it.
    expect(screen.getByText('कम से कम 30 दिन पहले सूचना').tagName).toBe('STRONG');
    expect(screen.getByText('24 घंटे के अंदर').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'संपर्क पेज' }).getAttribute('href')).toBe('/hi/contact');
    expect(screen.getByRole('link', { name: 'सहायता टीम से संपर्क करें' }).getAttribute('href')).toBe(
      '/hi/contact',
    );
    await waitFor(() => expect(document.title).toBe('नियम और शर्तें | Nivaas'));
  });

  it('/hi/contact: the form says its checks in Hindi, then sends in Hindi and says so', async () => {
    const user = userEvent.setup();
    const fetchMock = stubServer({ status: 201, body: SENT });
    renderAt('/hi/contact', <ContactPage />);
    const form = await screen.findByRole('form', { name: 'हमें संदेश भेजें' });
    const send = within(form).getByRole('button', { name: 'संदेश भेजें' });
    await user.click(send);
    expect(await within(form).findByText('नाम ज़रूरी है')).toBeTruthy();
    expect(within(form).getByText('ईमेल ज़रूरी है')).toBeTruthy();
    expect(within(form).getByText('कृपया संदेश लिखें')).toBeTruthy();

    await user.type(within(form).getByRole('textbox', { name: 'पूरा नाम' }), 'Kavita Joshi');
    await user.type(within(form).getByRole('textbox', { name: 'ईमेल पता' }), 'kavita@');
    await user.click(send);
    expect(await within(form).findByText('कृपया सही ईमेल डालें')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('/enquiries'))).toHaveLength(0);

    await user.clear(within(form).getByRole('textbox', { name: 'ईमेल पता' }));
    await user.type(within(form).getByRole('textbox', { name: 'ईमेल पता' }), 'kavita@example.in');
    await user.type(within(form).getByRole('textbox', { name: 'संदेश' }), SENT.data.message);
    await user.click(send);
    const sent = await screen.findByRole('status');
    expect(sent.textContent).toContain('संदेश भेज दिया गया');
    expect(sent.textContent).toContain('धन्यवाद! हम 24 घंटे के अंदर आपसे संपर्क करेंगे।');
    const [, init] = fetchMock.mock.calls.find(([url]) => url.includes('/enquiries')) ?? [];
    // The page asks the server for Hindi.
    expect(new Headers(init?.headers).get('accept-language')).toBe('hi');
    expect(screen.getByRole('button', { name: 'एक और संदेश भेजें' })).toBeTruthy();
  });

  it('/hi/contact: a refusal the server answered in Hindi shows as it came', async () => {
    const user = userEvent.setup();
    stubServer({
      status: 422,
      body: {
        success: false,
        message: 'जानकारी सही नहीं है',
        messageKey: 'validationFailed',
        errors: { email: 'कृपया सही ईमेल डालें' },
        errorKeys: { email: 'emailInvalid' },
      },
    });
    renderAt('/hi/contact', <ContactPage />);
    const form = await screen.findByRole('form', { name: 'हमें संदेश भेजें' });
    await user.type(within(form).getByRole('textbox', { name: 'पूरा नाम' }), 'Kavita Joshi');
    await user.type(within(form).getByRole('textbox', { name: 'ईमेल पता' }), 'kavita@example.in');
    await user.type(within(form).getByRole('textbox', { name: 'संदेश' }), 'नमस्ते');
    await user.click(within(form).getByRole('button', { name: 'संदेश भेजें' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'जानकारी सही नहीं है');
    expect(within(form).getByText('कृपया सही ईमेल डालें')).toBeTruthy();
  });

  it("the movers' request says its own checks in Hindi and offers its choices in Hindi", async () => {
    const user = userEvent.setup();
    stubServer({ status: 201, body: SENT });
    renderAt('/hi/packers-and-movers', <MoversRequestForm plan={null} />);
    const form = screen.getByRole('form', { name: 'शिफ़्टिंग का अनुरोध करें' });
    await user.click(within(form).getByRole('button', { name: 'कोटेशन माँगें' }));
    expect(await within(form).findByText('फ़ोन नंबर ज़रूरी है')).toBeTruthy();
    expect(within(form).getByText('कृपया वह शहर डालें जहाँ से आप शिफ़्ट हो रहे हैं')).toBeTruthy();
    expect(within(form).getByText('कृपया वह शहर डालें जहाँ आप शिफ़्ट हो रहे हैं')).toBeTruthy();
    const plan = within(form).getByRole('combobox', { name: 'प्लान' }) as HTMLSelectElement;
    expect([...plan.options].map((o) => o.textContent)).toEqual(['अभी तय नहीं', 'बेसिक', 'स्टैंडर्ड', 'प्रीमियम']);
    const size = within(form).getByRole('combobox', { name: 'घर का साइज़' }) as HTMLSelectElement;
    expect(size.selectedOptions[0]?.textContent).toBe('2 BHK');
    expect([...size.options].map((o) => o.value)).toContain('Villa or bungalow');
    expect([...size.options].map((o) => o.textContent)).toContain('विला या बंगला');
  });
});

describe("the enquiry forms' texts on a page without the sign-in forms' part", () => {
  it('says every text the enquiry schema and the server can show in Hindi, from the shared table', () => {
    expect(hasCatalogPart('hi', 'forms')).toBe(false);
    const parsed = ZEnquiryRequest.safeParse({
      kind: 'movers',
      name: 'x'.repeat(101),
      email: 'nope',
      phone: 'call me',
      details: { moveDate: '2026-02-30', plan: 'gold' },
    });
    const shown = [
      ...(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)),
      ...Object.values(ENQUIRY_MSG),
      'Email is required',
    ];
    const hi = i18nFor('hi');
    expect(shown.filter((text) => !/[\u0900-\u097F]/.test(sayKnown(hi, text)))).toEqual([]);
    expect(sayKnown(hi, 'Must be at most 100 characters')).toBe('ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं');
    expect(sayKnown(hi, ENQUIRY_MSG.invalidDate)).toBe('कृपया सही तारीख़ डालें');
  });
});
