import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AreaConverter } from './area-converter';

afterEach(cleanup);

const from = () => screen.getByRole('combobox', { name: 'From' }) as HTMLSelectElement;
const to = () => screen.getByRole('combobox', { name: 'To' }) as HTMLSelectElement;
const value = () => screen.getByRole('textbox', { name: 'Value' }) as HTMLInputElement;
const result = () => screen.getByRole('status');

describe('AreaConverter', () => {
  it('starts at 1 square meter in square feet, with both units explained', () => {
    render(<AreaConverter />);
    expect(value().value).toBe('1');
    expect(result().textContent).toBe('1 Square Meter = 10.76391 Square Feet');
    expect(screen.getByRole('heading', { name: 'About Square Meter' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About Square Feet' })).toBeTruthy();
  });

  it('lists the units under Metric, Imperial and Regional Indian', () => {
    render(<AreaConverter />);
    const groups = [...from().querySelectorAll('optgroup')].map((g) => g.label);
    expect(groups).toEqual(['Metric', 'Imperial', 'Regional Indian']);
    const regional = [...(from().querySelectorAll('optgroup')[2]?.querySelectorAll('option') ?? [])].map(
      (o) => o.textContent,
    );
    expect(regional).toEqual(expect.arrayContaining(['Guntha', 'Cent', 'Ground', 'Ankanam']));
  });

  it('converts the chosen units and swaps them', async () => {
    const user = userEvent.setup();
    render(<AreaConverter />);
    await user.selectOptions(from(), 'Acre');
    await user.selectOptions(to(), 'Square Feet');
    expect(result().textContent).toBe('1 Acre = 43,560 Square Feet');
    expect(screen.getByRole('heading', { name: 'About Acre' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Swap units' }));
    expect(from().selectedOptions[0]?.textContent).toBe('Square Feet');
    expect(to().selectedOptions[0]?.textContent).toBe('Acre');
    await user.clear(value());
    await user.type(value(), '43,560');
    expect(result().textContent).toBe('43,560 Square Feet = 1 Acre');

    await user.selectOptions(to(), 'Guntha');
    expect(result().textContent).toBe('43,560 Square Feet = 40 Guntha');
  });

  it('rounds to six decimals and says when the value is not a number', async () => {
    const user = userEvent.setup();
    render(<AreaConverter />);
    await user.selectOptions(to(), 'Acre');
    expect(result().textContent).toBe('1 Square Meter = 0.000247 Acre');

    await user.clear(value());
    await user.type(value(), 'abc');
    expect(value().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a number of zero or more')).toBeTruthy();
    expect(result().textContent).toBe('Enter a value to see it converted.');
  });
});
