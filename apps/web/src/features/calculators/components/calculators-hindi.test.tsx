import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InHindi, loadHindi } from '../../../../test/hindi';
import { AreaConverter } from './area-converter';
import { EmiCalculator } from './emi-calculator';

/** The EMI calculator and the area converter on a Hindi page: words, money and units in Hindi. */
beforeAll(async () => {
  await loadHindi();
});
afterEach(cleanup);

const summary = () =>
  [...document.querySelectorAll('dl > div')].map((row) => row.textContent?.replace(/\s+/g, ' ').trim());

describe('the EMI calculator in Hindi', { timeout: 30_000 }, () => {
  async function renderCalculator() {
    render(
      <InHindi path="/hi/emi-calculator">
        <EmiCalculator />
      </InHindi>,
    );
    await screen.findByRole('slider', { name: 'राशि' }, { timeout: 20_000 });
    await screen.findByRole('slider', { name: 'दर' }, { timeout: 20_000 });
  }

  it('labels the form in Hindi and spells the amount in Hindi words', async () => {
    await renderCalculator();
    expect(screen.getByRole('heading', { name: 'लोन का ब्योरा' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'लोन की राशि' }) as HTMLInputElement).value).toBe(
      '80,00,000',
    );
    expect(screen.getByText('अस्सी लाख रुपये')).toBeTruthy();
    const tenure = screen.getByRole('combobox', { name: 'लोन की अवधि' }) as HTMLSelectElement;
    expect(tenure.selectedOptions[0]?.textContent).toBe('15 साल');
    expect(screen.getByRole('textbox', { name: 'ब्याज दर (सालाना)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ईएमआई निकालें' })).toBeTruthy();
    expect(
      screen.getByText('पहले से भरे मानों का हिसाब दिखाया जा रहा है। अपने मानों से हिसाब लगाने के लिए लॉग इन करें।'),
    ).toBeTruthy();
  });

  it('shows the result money in lakh and crore', async () => {
    await renderCalculator();
    expect(screen.getByTestId('monthly-emi').textContent).toBe('₹ 77,147');
    expect(screen.getByText('₹ 80 लाख, 15 साल (180 महीने) के लिए, 8.15% सालाना ब्याज पर')).toBeTruthy();
    expect(summary()).toEqual([
      'मासिक ईएमआई₹ 77,147',
      'मूलधन₹ 80 लाख₹ 80,00,000',
      'कुल ब्याज₹ 58.86 लाख₹ 58,86,460',
      'कुल राशि₹ 1.39 करोड़₹ 1,38,86,460',
    ]);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'कुल देय राशि ₹ 1.39 करोड़ में मूलधन 57.61% और ब्याज 42.39%',
    );
    expect(screen.getByRole('slider', { name: 'राशि' }).getAttribute('aria-valuetext')).toBe('₹ 80 लाख');
  });

  it('asks a guest to log in for their own values in a Hindi dialog, with Hindi errors', async () => {
    const user = userEvent.setup();
    await renderCalculator();
    const rate = screen.getByRole('textbox', { name: 'ब्याज दर (सालाना)' });
    await user.clear(rate);
    await user.type(rate, '9.5');
    await user.click(screen.getByRole('button', { name: 'ईएमआई निकालें' }));
    const dialog = await screen.findByRole('dialog', { name: 'लॉग इन ज़रूरी है' }, { timeout: 20_000 });
    expect(screen.getAllByText('अपने मानों का हिसाब देखने के लिए लॉग इन करें').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'लॉग इन' }));
    expect(await within(dialog).findByText('ईमेल ज़रूरी है')).toBeTruthy();
    expect(within(dialog).getByText('पासवर्ड ज़रूरी है')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });

  it('says a missing amount in Hindi', async () => {
    const user = userEvent.setup();
    await renderCalculator();
    fireEvent.change(screen.getByRole('textbox', { name: 'लोन की राशि' }), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'ईएमआई निकालें' }));
    expect(await screen.findByText('कृपया लोन की राशि डालें')).toBeTruthy();
  });
});

describe('the area converter in Hindi', () => {
  const result = () => screen.getByRole('status');

  it('names the units as people say them and converts', async () => {
    const user = userEvent.setup();
    render(
      <InHindi>
        <AreaConverter />
      </InHindi>,
    );
    expect(screen.getByRole('heading', { name: 'क्षेत्रफल कन्वर्टर' })).toBeTruthy();
    expect(result().textContent).toBe('1 वर्ग मीटर = 10.76391 वर्ग फुट');
    expect(screen.getByRole('heading', { name: 'वर्ग मीटर के बारे में' })).toBeTruthy();

    const from = screen.getByRole('combobox', { name: 'इकाई से' }) as HTMLSelectElement;
    const to = screen.getByRole('combobox', { name: 'इकाई में' }) as HTMLSelectElement;
    const groups = [...from.querySelectorAll('optgroup')].map((g) => g.label);
    expect(groups).toEqual(['मीट्रिक इकाइयाँ', 'इंपीरियल इकाइयाँ', 'भारत की क्षेत्रीय इकाइयाँ']);
    const names = [...from.options].map((o) => o.textContent);
    expect(names).toEqual(expect.arrayContaining(['एकड़', 'गुंठा', 'गज (वर्ग गज)', 'बीघा (उत्तर प्रदेश)']));

    await user.selectOptions(from, 'acre');
    await user.selectOptions(to, 'guntha');
    expect(result().textContent).toBe('1 एकड़ = 40 गुंठा');
    expect(screen.getByText(/^महाराष्ट्र, गुजरात, कर्नाटक और तेलंगाना में चलता है।/).textContent).toBe(
      'महाराष्ट्र, गुजरात, कर्नाटक और तेलंगाना में चलता है। 1 गुंठा = 1/40 एकड़ = 121 वर्ग गज = 1,089 वर्ग फुट। 1 गुंठा = 1,089 वर्ग फुट = 101.171411 वर्ग मीटर।',
    );
  });

  it('says an unreadable value in Hindi', async () => {
    const user = userEvent.setup();
    render(
      <InHindi>
        <AreaConverter />
      </InHindi>,
    );
    const value = screen.getByRole('textbox', { name: 'नाप' });
    await user.clear(value);
    await user.type(value, 'abc');
    expect(screen.getByText('कृपया शून्य या उससे बड़ी संख्या डालें')).toBeTruthy();
    expect(result().textContent).toBe('कोई नाप डालें, बदला हुआ नतीजा यहाँ दिखेगा।');
  });
});
