import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field } from '../../../components/ui/field';
import { SpecializationsInput } from './specializations-input';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

function Harness({ onSubmit = vi.fn() }: { onSubmit?: () => void }) {
  const [value, setValue] = useState<string[]>(['Rentals']);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Field label="Specializations" isOptional help="Press Enter or a comma after each.">
        <SpecializationsInput
          value={value}
          onChange={setValue}
          suggestions={['Resale', 'Rentals', 'NRI services']}
        />
      </Field>
      <output>{value.join('|')}</output>
    </form>
  );
}

const chosen = () => screen.getByRole('status').textContent;

describe('SpecializationsInput', () => {
  it('is a combobox named by its Field, offering the suggestions not chosen yet', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Specializations (optional)' });
    const list = document.getElementById(input.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      'Resale',
      'NRI services',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Chosen specializations' })).getByText('Rentals'),
    ).toBeTruthy();
  });

  it('Enter and a comma end a chip without sending the form; duplicates and blanks are dropped', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const input = screen.getByRole('combobox', { name: 'Specializations (optional)' });
    await user.type(input, 'Resale flats{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(input, 'Plots and land,');
    await user.type(input, 'rentals{Enter}');
    await user.type(input, '   {Enter}');
    expect(chosen()).toBe('Rentals|Resale flats|Plots and land');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('each chip has its own remove button; Backspace in the empty input removes the last', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Specializations (optional)' });
    await user.type(input, 'Resale{Enter}NRI services{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove Resale' }));
    expect(chosen()).toBe('Rentals|NRI services');
    // The keyboard carries on from the input.
    expect(document.activeElement).toBe(input);
    await user.keyboard('{Backspace}');
    expect(chosen()).toBe('Rentals');
  });

  it('text left in the input joins the chips when it loses focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Specializations (optional)' }), 'Farmhouses');
    await user.tab();
    expect(chosen()).toBe('Rentals|Farmhouses');
  });
});
