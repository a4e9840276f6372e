import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InHindi, loadHindi } from '../../../../test/hindi';
import { HttpError } from '../../../lib/http-client';
import { emptyFormValues } from '../lib/form-values';
import { sayFormText } from '../lib/form-words';
import { PROPERTY_MSG } from '../lib/submit-error';
import { pngFile, validValues } from '../lib/test-fixtures';
import AddPropertyPage from '../pages/add-property-page';
import EditPropertyPage from '../pages/edit-property-page';
import { PropertyForm, type TSaveProperty } from './property-form';

configure({ asyncUtilTimeout: 5000 });
// A whole form rendered and typed into on a shared machine: more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

vi.mock('../api/get-agents', () => ({
  useAgentOptions: () => ({ data: [], isPending: false, isError: false, error: null }),
}));
vi.mock('../api/get-developers', () => ({
  FAILED_TO_FETCH_DEVELOPERS: 'Failed to fetch developers',
  INVALID_DEVELOPERS_FORMAT: 'Received invalid developers data format',
  useDeveloperOptions: () => ({ data: [], isPending: false, isError: false, error: null }),
}));
// The listing being edited, with a Hindi title of its own.
vi.mock('../api/get-property', async (importOriginal) => {
  const { storedProperty } = await import('../lib/test-fixtures');
  const data = storedProperty({ titleHi: 'नासिक में बगीचे वाला विला' });
  return {
    ...(await importOriginal<object>()),
    useProperty: () => ({ isPending: false, isError: false, data, error: null, refetch: () => {} }),
  };
});
vi.mock('./location-map', () => ({ default: () => <div>Map</div> }));
// The page asks who is signed in: an agent here.
vi.mock('../../../lib/auth/auth-context', () => ({
  AuthProvider: ({ children }: { children: ReactNode }) => children,
  useAuth: () => ({
    // The fixtures' agent (AGENT_ID), owner of the stored listing.
    user: {
      id: '0b6f3c52-4a1e-4f0e-9a51-1f0c2b9d7e11',
      name: 'Rohan Patil',
      email: 'agent1@nivaas.in',
      role: 'agent',
    },
    logout: () => {},
  }),
}));

beforeAll(async () => {
  URL.createObjectURL = (file: Blob) => `blob:${(file as File).name}`;
  URL.revokeObjectURL = () => {};
  Element.prototype.scrollIntoView = () => {};
  // The Hindi route's loader loads the frame's part and the form's own (its handle).
  await loadHindi(['manage-property']);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderForm(save: TSaveProperty = async () => undefined, values = emptyFormValues()) {
  const user = userEvent.setup();
  const onSave = vi.fn<TSaveProperty>(save);
  render(
    <InHindi path="/hi/add-property">
      <PropertyForm
        mode="create"
        defaultValues={values}
        canChooseAgent={false}
        canSetFeatured
        save={onSave}
        successMessage={PROPERTY_MSG.created}
        onCancel={() => {}}
      />
    </InHindi>,
  );
  return { user, onSave };
}

const region = (name: string) => screen.getByRole('region', { name });
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const optionTexts = (select: HTMLElement) => [...select.querySelectorAll('option')].map((o) => o.textContent);

describe('the Add Property form on a Hindi page', () => {
  it('names its sections, fields, options and buttons in Hindi', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'प्रॉपर्टी जोड़ें' })).toBeTruthy();
    for (const name of ['मुख्य जानकारी', 'कीमत और साइज़', 'पता', 'फ़ोटो और फ़ाइलें', 'सुविधाएँ', 'आसपास की जगहें']) {
      expect(region(name), name).toBeTruthy();
    }
    expect(textbox('शीर्षक (अंग्रेज़ी में)')).toBeTruthy();
    expect(textbox('हिन्दी में शीर्षक (वैकल्पिक)').getAttribute('lang')).toBe('hi');
    expect(textbox('हिन्दी में विवरण (वैकल्पिक)')).toBeTruthy();
    expect(textbox('पिन कोड')).toBeTruthy();
    expect(textbox('मंज़िल')).toBeTruthy();

    const type = screen.getByRole('combobox', { name: 'प्रॉपर्टी का प्रकार' });
    expect(optionTexts(type)).toContain('अपार्टमेंट / फ्लैट');
    expect([...type.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['घर', 'ज़मीन', 'कमर्शियल']);
    expect(optionTexts(screen.getByRole('combobox', { name: 'स्थिति' }))).toEqual([
      'बिक्री के लिए',
      'किराये के लिए',
    ]);
    expect(optionTexts(screen.getByRole('combobox', { name: 'निर्माण की स्थिति' }))).toContain('रेडी टू मूव');
    // The detail's amenity words, the same Hindi.
    const amenities = within(region('सुविधाएँ')).getAllByRole('checkbox');
    expect(amenities).toHaveLength(15);
    expect(within(region('सुविधाएँ')).getByRole('checkbox', { name: 'स्विमिंग पूल' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'पास में स्कूल' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फ़ोटो जोड़ें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'प्रॉपर्टी डालें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
    expect(screen.queryByText('Basics')).toBeNull();
  });

  it("says the schema's messages in Hindi under their fields, and sends nothing", async () => {
    const { user, onSave } = renderForm();
    await user.click(screen.getByRole('button', { name: 'प्रॉपर्टी डालें' }));
    expect(await screen.findByText('शीर्षक ज़रूरी है')).toBeTruthy();
    for (const text of [
      'विवरण ज़रूरी है',
      'कीमत ज़रूरी है',
      'बेडरूम की संख्या ज़रूरी है',
      'शहर ज़रूरी है',
      'पिन कोड ज़रूरी है',
      'कम से कम एक फ़ोटो ज़रूरी है',
    ]) {
      expect(screen.getByText(text), text).toBeTruthy();
    }
    expect(screen.queryByText('Title is required')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(textbox('शीर्षक (अंग्रेज़ी में)')));
    expect(onSave).not.toHaveBeenCalled();

    // A number out of its range: the field's name in Hindi too.
    await user.type(textbox('बेडरूम'), '2.5');
    await user.click(screen.getByRole('button', { name: 'प्रॉपर्टी डालें' }));
    expect(await screen.findByText('बेडरूम के लिए पूरी संख्या लिखें')).toBeTruthy();
  });

  it('shows the price as buyers will see it, in lakh', async () => {
    const { user } = renderForm();
    await user.type(textbox(/^कीमत/), '4500000');
    expect(screen.getByText('ऐसे दिखेगी: ₹ 45 लाख')).toBeTruthy();
  });

  it('says a refused photo in Hindi', async () => {
    const { user } = renderForm();
    const input = document.querySelector<HTMLInputElement>('input[name="images"]') as HTMLInputElement;
    await user.upload(input, pngFile('huge.png', 6 * 1024 * 1024));
    expect(
      await screen.findByText('"huge.png" 5 MB से बड़ी है: हर फ़ोटो ज़्यादा से ज़्यादा 5 MB की हो सकती है'),
    ).toBeTruthy();
  });

  it('sends a filled form and says it was saved in Hindi', async () => {
    const { user, onSave } = renderForm(async () => undefined, validValues());
    await user.click(screen.getByRole('button', { name: 'प्रॉपर्टी डालें' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const body = onSave.mock.calls[0]?.[0] as FormData;
    expect(body.get('title')).toBe('2 BHK flat near Gangapur Road');
    expect(await screen.findByText('प्रॉपर्टी डाल दी गई!')).toBeTruthy();
  });

  it("shows the server's refusal as it came (already in Hindi), under its field", async () => {
    const refusal = new HttpError('जानकारी सही नहीं है', 422, {
      success: false,
      message: 'जानकारी सही नहीं है',
      errors: { city: 'शहर ज़रूरी है' },
    });
    const { user } = renderForm(async () => {
      throw refusal;
    }, validValues());
    await user.click(screen.getByRole('button', { name: 'प्रॉपर्टी डालें' }));
    expect(await screen.findByText('शहर ज़रूरी है')).toBeTruthy();
  });
});

describe('the Add Property page on a Hindi page', () => {
  it('has a Hindi title, heading and breadcrumbs to the Hindi pages', async () => {
    render(
      <InHindi path="/hi/add-property">
        <AddPropertyPage />
      </InHindi>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'प्रॉपर्टी जोड़ें' })).toBeTruthy();
    expect(document.title).toBe('प्रॉपर्टी जोड़ें | Nivaas');
    expect(screen.getByRole('link', { name: 'होम' }).getAttribute('href')).toBe('/hi');
    expect(screen.getByRole('link', { name: 'प्रॉपर्टी' }).getAttribute('href')).toBe('/hi/properties');
    expect(screen.getByText(/आपकी लिस्टिंग डालते ही/)).toBeTruthy();
  });
});

describe('the Edit Property page on a Hindi page', () => {
  it('names the listing by its Hindi title and offers every status in Hindi', async () => {
    render(
      <InHindi path="/hi/properties/x/edit">
        <EditPropertyPage />
      </InHindi>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'प्रॉपर्टी एडिट करें' })).toBeTruthy();
    expect(document.title).toBe('प्रॉपर्टी एडिट करें | Nivaas');
    expect(screen.getByRole('link', { name: 'नासिक में बगीचे वाला विला' })).toBeTruthy();
    expect(screen.getByText('नासिक में बगीचे वाला विला। * वाली जानकारी ज़रूरी है।')).toBeTruthy();
    const status = screen.getByRole('combobox', { name: 'स्थिति' }) as HTMLSelectElement;
    expect(optionTexts(status)).toEqual(['बिक्री के लिए', 'किराये के लिए', 'बिक गई', 'किराये पर चली गई']);
    expect(status.value).toBe('Sold');
    expect(screen.getByRole('button', { name: 'बदलाव सेव करें' })).toBeTruthy();
    expect(screen.getByText('मौजूदा ब्रोशर (नई फ़ाइल इसकी जगह ले लेगी):')).toBeTruthy();
  });
});

describe("the admin's edit page", () => {
  it('is English at its English address', async () => {
    // The same wrapper at an English path: the LocaleProvider takes the language from it.
    render(
      <InHindi path="/admin/properties/x">
        <EditPropertyPage />
      </InHindi>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Property' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(screen.getByText('Villa in Nashik. Fields marked * are required.')).toBeTruthy();
  });

  it('is in Hindi under /hi/admin, its links to the Hindi admin screens', async () => {
    render(
      <InHindi path="/hi/admin/properties/x">
        <EditPropertyPage />
      </InHindi>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'प्रॉपर्टी एडिट करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'एडमिन' }).getAttribute('href')).toBe('/hi/admin');
    expect(screen.getByRole('link', { name: 'प्रॉपर्टी' }).getAttribute('href')).toBe('/hi/admin/properties');
    expect(screen.getByRole('button', { name: 'बदलाव सेव करें' })).toBeTruthy();
  });
});

describe('sayFormText', () => {
  it("says the form's own texts in Hindi and leaves English pages English", async () => {
    const { i18nFor } = await import('../../../lib/i18n/i18n');
    const hi = i18nFor('hi');
    expect(sayFormText(hi, PROPERTY_MSG.updated)).toBe('प्रॉपर्टी अपडेट हो गई!');
    expect(sayFormText(hi, 'The brochure can be at most 10 MB')).toBe(
      'ब्रोशर ज़्यादा से ज़्यादा 10 MB का हो सकता है',
    );
    // A schema's text from the shared table (the forms' part is not loaded here).
    expect(sayFormText(hi, 'Must be at most 200 characters')).toBe('ज़्यादा से ज़्यादा 200 अक्षर हो सकते हैं');
    expect(sayFormText(hi, 'Property not found')).toBe('प्रॉपर्टी नहीं मिली');
    expect(sayFormText(i18nFor('en'), PROPERTY_MSG.updated)).toBe('Property updated successfully!');
  });
});
