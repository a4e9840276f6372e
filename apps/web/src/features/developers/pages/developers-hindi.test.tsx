import type { TDeveloper } from '@nivaas/shared/developer';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InHindi, loadHindi } from '../../../../test/hindi';
import { HttpError } from '../../../lib/http-client';
import { subscribeToNotices, type TNotice } from '../../../lib/notify';
import { developersQueryOptions } from '../api/get-developers';
import { DeveloperForm, type TSaveDeveloper } from '../components/form/developer-form';
import { developerToFormValues, emptyDeveloperForm } from '../lib/form-values';
import { pngFile, storedDeveloper } from '../lib/form-test-fixtures';
import DevelopersPage from './developers-page';

const replaceLogo = vi.fn();
vi.mock('../api/replace-logo', () => ({ useReplaceLogo: () => ({ mutateAsync: replaceLogo }) }));

beforeAll(async () => {
  // As the Hindi routes' loaders do: the frame's part, the builders' and (for the forms) the forms'.
  await loadHindi(['developers', 'forms']);
  URL.createObjectURL = (file: Blob) => `blob:${(file as File).name}`;
  URL.revokeObjectURL = () => {};
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
vi.setConfig({ testTimeout: 20_000 });

const client = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

/** The directory at a /hi address, its answers already in the cache. */
function renderDirectory(url: string, builders: TDeveloper[], filtered = builders) {
  const queries = client();
  queries.setQueryData(developersQueryOptions({}).queryKey, builders);
  const search = new URL(url, 'http://x').searchParams;
  if (search.get('search')) {
    queries.setQueryData(developersQueryOptions({ search: search.get('search') ?? '' }).queryKey, filtered);
  }
  render(
    <InHindi path={url} client={queries}>
      <Routes>
        <Route path="/hi/developers" element={<DevelopersPage />} />
      </Routes>
      <Address />
    </InHindi>,
  );
  return userEvent.setup();
}

describe('the builders directory in Hindi', () => {
  const builders = [
    storedDeveloper({ _id: 'a', name: 'Kolte Patil Developers' }),
    storedDeveloper({
      _id: 'b',
      name: 'Godavari Builders',
      foundedYear: null,
      completedProjects: 1500,
      headquarters: { city: 'Nashik', state: 'Maharashtra', country: 'India' },
      specializations: [{ name: 'Villas', description: '' }],
    }),
  ];

  it('says its heading, count, filters and cards in Hindi, the builders’ own words as written', async () => {
    renderDirectory('/hi/developers', builders);
    expect(await screen.findByRole('heading', { level: 1, name: 'बिल्डर' })).toBeTruthy();
    expect(screen.getByText('2 बिल्डर मिले')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'नाम, विवरण या शहर से बिल्डर खोजें' })).toHaveProperty(
      'placeholder',
      'बिल्डर खोजें...',
    );
    const city = screen.getByRole('combobox', { name: 'शहर' });
    expect(within(city).getAllByRole('option')[0]?.textContent).toBe('सभी शहर');
    expect(screen.getByRole('combobox', { name: 'ख़ासियत' })).toBeTruthy();
    for (const name of ['स्थापना, इस साल से', 'स्थापना, इस साल तक', 'कम से कम प्रोजेक्ट', 'ज़्यादा से ज़्यादा प्रोजेक्ट']) {
      expect(screen.getByRole('textbox', { name })).toBeTruthy();
    }
    const card = screen.getByRole('article', { name: 'Godavari Builders' });
    // No founding year: 'उपलब्ध नहीं'; 1,500 projects said with हज़ार; the specialization as written.
    expect(within(card).getByText('उपलब्ध नहीं')).toBeTruthy();
    expect(within(card).getByText('1.5 हज़ार')).toBeTruthy();
    expect(within(card).getByText('Villas')).toBeTruthy();
    expect(within(card).getByText('Nashik, Maharashtra')).toBeTruthy();
    const view = within(card).getByRole('link', { name: 'बिल्डर देखें: Godavari Builders' });
    expect(view.getAttribute('href')).toBe('/hi/developers/b');
    const trail = screen.getByRole('navigation', { name: 'आप यहाँ हैं' });
    expect(within(trail).getByRole('link', { name: 'होम' }).getAttribute('href')).toBe('/hi');
  });

  it('keeps a search in the Hindi address, shows it as a tag in Hindi, and says when nothing matches', async () => {
    const user = renderDirectory('/hi/developers?search=zzz', builders, []);
    expect(await screen.findByRole('heading', { name: 'आपकी शर्तों से मिलता कोई बिल्डर नहीं मिला' })).toBeTruthy();
    expect(screen.getByText('फ़िल्टर या खोज के शब्द बदलकर देखें')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रीफ़्रेश करें' })).toBeTruthy();
    expect(screen.getByText('कोई बिल्डर नहीं मिला')).toBeTruthy();
    const tags = screen.getByRole('list', { name: 'लगे हुए फ़िल्टर' });
    await user.click(within(tags).getByRole('button', { name: 'खोजें: zzz हटाएँ' }));
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/hi/developers');
    expect(await screen.findByText('2 बिल्डर मिले')).toBeTruthy();
  });
});

/** The Add Developer form on its Hindi page, the toasts it gives collected. */
function renderForm(save: TSaveDeveloper = async () => storedDeveloper()) {
  const notices: TNotice[] = [];
  const stop = subscribeToNotices((n) => notices.push(n));
  const onSave = vi.fn<TSaveDeveloper>(save);
  render(
    <InHindi path="/hi/developers/add">
      <DeveloperForm defaultValues={emptyDeveloperForm()} save={onSave} />
    </InHindi>,
  );
  const user = userEvent.setup();
  const fill = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  return { user, fill, onSave, notices, stop };
}

const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean)
    .join(' | ');

/** The four fields the form requires, found by their Hindi labels. */
async function fillRequired(fill: (field: HTMLElement, text: string) => Promise<void>) {
  const basic = within(screen.getByRole('region', { name: 'बुनियादी जानकारी' }));
  const hq = within(screen.getByRole('region', { name: 'मुख्यालय' }));
  await fill(basic.getByRole('textbox', { name: /^बिल्डर का नाम/ }), 'Godavari Builders');
  await fill(basic.getByRole('textbox', { name: /^विवरण/ }), 'Homes in Nashik.');
  await fill(hq.getByRole('textbox', { name: /^शहर/ }), 'Nashik');
  await fill(hq.getByRole('textbox', { name: /^राज्य/ }), 'Maharashtra');
}

describe('the Add Developer form in Hindi', () => {
  it('labels its sections, fields, help and uploads in Hindi', () => {
    renderForm().stop();
    const basic = screen.getByRole('region', { name: 'बुनियादी जानकारी' });
    expect(within(basic).getByRole('textbox', { name: /^बिल्डर का नाम/ })).toBeTruthy();
    expect(describedText(within(basic).getByRole('textbox', { name: 'वेबसाइट' }))).toBe(
      'पूरा पता, https:// से शुरू',
    );
    const logo = screen.getByRole('region', { name: 'बिल्डर का लोगो' });
    expect(within(logo).getByLabelText('लोगो चुनें')).toBeTruthy();
    expect(within(logo).getByText('लोगो यहाँ खींचकर लाएँ या')).toBeTruthy();
    expect(within(logo).getByText(/ज़्यादा से ज़्यादा 5 MB।/)).toBeTruthy();
    const team = screen.getByRole('region', { name: 'टीम के सदस्य' });
    expect(within(team).getByRole('group', { name: 'टीम सदस्य 1' })).toBeTruthy();
    expect(within(team).getByRole('button', { name: 'टीम सदस्य 1 हटाएँ' })).toBeTruthy();
    expect(within(team).getByRole('button', { name: 'टीम सदस्य जोड़ें' })).toBeTruthy();
    const photos = screen.getByRole('region', { name: 'टीम की फ़ोटो' });
    expect(within(photos).getByLabelText('टीम की फ़ोटो जोड़ें')).toBeTruthy();
    // Brands stay as they are written.
    expect(screen.getByRole('textbox', { name: 'Facebook' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });

  it('says the schema’s messages under their fields in Hindi', async () => {
    const { user, fill, onSave, stop } = renderForm();
    await fill(screen.getByRole('textbox', { name: 'वेबसाइट' }), 'not a link');
    await fill(screen.getByRole('textbox', { name: 'ईमेल' }), 'sales@');
    await fill(screen.getByRole('textbox', { name: 'स्थापना का साल' }), '3000');
    await user.click(screen.getByRole('button', { name: 'बिल्डर जोड़ें' }));
    const name = screen.getByRole('textbox', { name: /^बिल्डर का नाम/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(describedText(name)).toBe('बिल्डर का नाम ज़रूरी है');
    const hq = screen.getByRole('region', { name: 'मुख्यालय' });
    expect(describedText(within(hq).getByRole('textbox', { name: /^शहर/ }))).toBe('शहर ज़रूरी है');
    expect(describedText(within(hq).getByRole('textbox', { name: /^राज्य/ }))).toBe('राज्य ज़रूरी है');
    expect(describedText(screen.getByRole('textbox', { name: 'वेबसाइट' }))).toContain('कृपया सही लिंक डालें');
    expect(describedText(screen.getByRole('textbox', { name: 'ईमेल' }))).toBe('कृपया सही ईमेल डालें');
    expect(describedText(screen.getByRole('textbox', { name: 'स्थापना का साल' }))).toContain(
      'कृपया सही साल डालें',
    );
    expect(onSave).not.toHaveBeenCalled();
    stop();
  });

  it('says a failed save in Hindi: the toast, the reason from the connection, a 422’s message as the server said it', async () => {
    let answer: HttpError = new HttpError(
      'Network Error: Please check your internet connection',
      0,
      null,
      true,
    );
    const { user, fill, notices, stop } = renderForm(async () => {
      throw answer;
    });
    await fillRequired(fill);
    await user.upload(screen.getByLabelText('लोगो चुनें'), pngFile('logo.png'));
    expect(screen.getByRole('img', { name: 'लोगो की झलक: logo.png' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'बिल्डर जोड़ें' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('बिल्डर नहीं जोड़ा जा सका')).toBeTruthy();
    expect(within(alert).getByText('नेटवर्क की गड़बड़ी: कृपया अपना इंटरनेट कनेक्शन जाँचें')).toBeTruthy();
    expect(notices.map((n) => [n.message, n.severity])).toEqual([['बिल्डर नहीं जोड़ा जा सका', 'error']]);

    // A Hindi page's server answers in Hindi (Accept-Language): its field message shows as it came.
    answer = new HttpError('जानकारी सही नहीं है', 422, {
      success: false,
      message: 'जानकारी सही नहीं है',
      errors: { logo: 'लोगो JPEG, PNG, WebP, AVIF या GIF फ़ोटो होना चाहिए' },
    });
    await user.click(screen.getByRole('button', { name: 'बिल्डर जोड़ें' }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('दूसरा लोगो चुनें'))).toContain(
        'लोगो JPEG, PNG, WebP, AVIF या GIF फ़ोटो होना चाहिए',
      ),
    );
    stop();
  });

  it('says its success in Hindi', async () => {
    const { user, fill, notices, onSave, stop } = renderForm();
    await fillRequired(fill);
    await user.click(screen.getByRole('button', { name: 'बिल्डर जोड़ें' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'सेव हो गया' })).toBeTruthy();
    expect(notices.map((n) => n.message)).toEqual(['बिल्डर जोड़ दिया गया!']);
    stop();
  });
});

describe('the Edit Developer form in Hindi', () => {
  it('replaces the logo with Hindi labels and toasts, a server’s English reason said in Hindi', async () => {
    const notices: TNotice[] = [];
    const stop = subscribeToNotices((n) => notices.push(n));
    const developer = storedDeveloper();
    render(
      <InHindi path="/hi/developers/dev-1/edit">
        <DeveloperForm
          developer={developer}
          defaultValues={developerToFormValues(developer)}
          save={async () => developer}
        />
      </InHindi>,
    );
    const user = userEvent.setup();
    const logo = screen.getByRole('region', { name: 'बिल्डर का लोगो' });
    expect(within(logo).getByText('अभी कोई लोगो नहीं')).toBeTruthy();
    expect(within(logo).getByText(/नया लोगो अपलोड करते ही सेव हो जाता है।/)).toBeTruthy();
    const photos = screen.getByRole('region', { name: 'टीम की फ़ोटो' });
    expect(within(photos).getByRole('img', { name: 'Rajesh Patil की फ़ोटो' })).toBeTruthy();
    expect(within(photos).getByRole('button', { name: 'टीम सदस्य 1 की फ़ोटो हटाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बदलाव सेव करें' })).toBeTruthy();

    // A server that answered in English (an older one): its known reason is said in Hindi.
    replaceLogo.mockRejectedValueOnce(
      new HttpError('Validation failed', 422, {
        success: false,
        message: 'Validation failed',
        errors: { logo: 'Logo must be a JPEG, PNG, WebP, AVIF or GIF image' },
      }),
    );
    await user.upload(screen.getByLabelText('नया लोगो चुनें'), pngFile('new.png'));
    await user.click(screen.getByRole('button', { name: 'नया लोगो अपलोड करें' }));
    await waitFor(() =>
      expect(notices.map((n) => n.message)).toEqual(['लोगो JPEG, PNG, WebP, AVIF या GIF फ़ोटो होना चाहिए']),
    );
    replaceLogo.mockResolvedValueOnce(developer.team[0]?.image);
    await user.upload(screen.getByLabelText('नया लोगो चुनें'), pngFile('new.png'));
    await user.click(screen.getByRole('button', { name: 'नया लोगो अपलोड करें' }));
    await waitFor(() => expect(notices.at(-1)?.message).toBe('लोगो अपडेट हो गया!'));
    expect(within(logo).getByText('मौजूदा लोगो')).toBeTruthy();
    stop();
  });
});
