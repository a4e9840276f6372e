import type { TUser } from '@nivaas/shared/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { meQueryKey } from '../../../lib/auth/auth-api';
import { tokenStorage } from '../../../lib/token-storage';
import { EmiCalculator } from './emi-calculator';

afterEach(() => {
  cleanup();
  tokenStorage.clear();
});

const buyer = {
  _id: 'u1',
  id: 'u1',
  name: 'Priya Kulkarni',
  email: 'priya@example.in',
  role: 'buyer',
} as unknown as TUser;

/** The calculator as a guest, or signed in (a token and the user already known), its sliders loaded. */
async function renderCalculator({ signedIn = false } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (signedIn) {
    tokenStorage.set('test-token');
    client.setQueryData(meQueryKey, buyer);
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AuthProvider>
          <EmiCalculator />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The sliders' code arrives after the first render (LazySlider): on a busy machine, seconds later.
  await screen.findByRole('slider', { name: 'Amount' }, { timeout: 20_000 });
  await screen.findByRole('slider', { name: 'Rate' }, { timeout: 20_000 });
}

const amountField = () => screen.getByRole('textbox', { name: 'Loan amount' }) as HTMLInputElement;
const rateField = () =>
  screen.getByRole('textbox', { name: 'Interest rate (per annum)' }) as HTMLInputElement;
const amountSlider = () => screen.getByRole('slider', { name: 'Amount' });
const rateSlider = () => screen.getByRole('slider', { name: 'Rate' });
const summary = () =>
  [...document.querySelectorAll('dl > div')].map((row) => row.textContent?.replace(/\s+/g, ' ').trim());

describe('EmiCalculator', { timeout: 30_000 }, () => {
  it('shows a guest the default loan: ₹ 80 lakh over 15 years at 8.15 %', async () => {
    await renderCalculator();
    expect(amountField().value).toBe('80,00,000');
    expect(screen.getByText('Eighty Lakh Rupees')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Loan tenure' }) as HTMLSelectElement).value).toBe('15');
    expect(rateField().value).toBe('8.15');
    expect(screen.getByTestId('monthly-emi').textContent).toBe('₹ 77,147');
    expect(screen.getByTestId('total-payable').textContent).toBe('₹ 1,38,86,460');
    // The summary keeps the spec's abbreviations, 'L' for lakh and 'Cr' for crore, over the full amount.
    expect(summary()).toEqual([
      'Monthly EMI₹ 77,147',
      'Principal amount₹ 80.00 L₹ 80,00,000',
      'Total interest₹ 58.86 L₹ 58,86,460',
      'Total amount₹ 1.39 Cr₹ 1,38,86,460',
    ]);
    expect(
      screen.getByText('Showing default calculation. Login to calculate with your custom values.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Apply for Loan' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Download EMI Schedule' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('keeps the amount slider and field in step, both ways, with the keyboard on the slider', async () => {
    const user = userEvent.setup();
    await renderCalculator();
    const slider = amountSlider();
    expect(slider.getAttribute('aria-valuenow')).toBe('8000000');
    expect(slider.getAttribute('aria-valuetext')).toBe('₹ 80.00 L');

    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(amountField().value).toBe('81,00,000');
    expect(screen.getByText('Eighty One Lakh Rupees')).toBeTruthy();
    fireEvent.keyDown(amountSlider(), { key: 'PageUp' });
    expect(amountField().value).toBe('91,00,000');
    fireEvent.keyDown(amountSlider(), { key: 'Home' });
    expect(amountField().value).toBe('1,00,000');
    expect(amountSlider().getAttribute('aria-valuetext')).toBe('₹ 1.00 L');

    await user.clear(amountField());
    await user.type(amountField(), '4500000');
    expect(amountField().value).toBe('45,00,000');
    expect(amountSlider().getAttribute('aria-valuenow')).toBe('4500000');
    // Beyond the slider's range the field still takes the amount; the slider rests at its end.
    await user.clear(amountField());
    await user.type(amountField(), '75000000');
    expect(amountField().value).toBe('7,50,00,000');
    expect(amountSlider().getAttribute('aria-valuenow')).toBe('50000000');
  });

  it('keeps the rate slider and field in step', async () => {
    const user = userEvent.setup();
    await renderCalculator();
    expect(rateSlider().getAttribute('aria-valuetext')).toBe('8.15%');
    fireEvent.keyDown(rateSlider(), { key: 'ArrowRight' });
    expect(rateField().value).toBe('8.2');
    fireEvent.keyDown(rateSlider(), { key: 'ArrowLeft' });
    fireEvent.keyDown(rateSlider(), { key: 'ArrowLeft' });
    expect(rateField().value).toBe('8.1');
    fireEvent.keyDown(rateSlider(), { key: 'End' });
    expect(rateField().value).toBe('20');
    await user.clear(rateField());
    await user.type(rateField(), '9.5');
    expect(rateSlider().getAttribute('aria-valuenow')).toBe('9.5');
  });

  it('shows a signed-in user the figures for their own values once they press Calculate EMI', async () => {
    const user = userEvent.setup();
    await renderCalculator({ signedIn: true });
    await user.clear(amountField());
    await user.type(amountField(), '5000000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Loan tenure' }), '20');
    await user.clear(rateField());
    await user.type(rateField(), '8.5');
    expect(
      screen.getByText('You have changed the values. Press Calculate EMI to update the results.'),
    ).toBeTruthy();
    expect(screen.getByTestId('monthly-emi').textContent).toBe('₹ 77,147');

    await user.click(screen.getByRole('button', { name: 'Calculate EMI' }));
    // ₹ 50,00,000 over 20 years at 8.5 %: 240 instalments of ₹ 43,391.
    await waitFor(() => expect(screen.getByTestId('monthly-emi').textContent).toBe('₹ 43,391'));
    expect(screen.getByText('₹ 50,00,000 for 20 years (240 months) at 8.5% a year')).toBeTruthy();
    expect(screen.getByTestId('total-payable').textContent).toBe('₹ 1,04,13,840');
    expect(summary()).toEqual([
      'Monthly EMI₹ 43,391',
      'Principal amount₹ 50.00 L₹ 50,00,000',
      'Total interest₹ 54.14 L₹ 54,13,840',
      'Total amount₹ 1.04 Cr₹ 1,04,13,840',
    ]);
    expect(screen.queryByText(/Showing default calculation/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Apply for Loan' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('asks a guest who changed a value to log in, and locks the results meanwhile', async () => {
    const user = userEvent.setup();
    await renderCalculator();
    fireEvent.keyDown(amountSlider(), { key: 'ArrowLeft' });
    await user.click(screen.getByRole('button', { name: 'Calculate EMI' }));
    expect(await screen.findByRole('dialog', { name: 'Login Required' })).toBeTruthy();
    expect(screen.getByTestId('emi-results').dataset.locked).toBe('true');
    expect(screen.getAllByText('Login to view custom calculations').length).toBeGreaterThan(0);
  });

  it('puts the spec’s message under a blank field and focuses it', async () => {
    const user = userEvent.setup();
    await renderCalculator();
    await user.clear(amountField());
    await user.click(screen.getByRole('button', { name: 'Calculate EMI' }));
    await waitFor(() => expect(document.activeElement).toBe(amountField()));
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter the loan amount')).toBeTruthy();
  });
});
