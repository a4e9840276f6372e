import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Combobox } from './combobox';
import { Field } from './field';

const CITIES = ['Mumbai', 'Nagpur', 'Nashik', 'Pune'];
const startsWith = (options: readonly string[], text: string) =>
  options.filter((o) => o.toLowerCase().startsWith(text.trim().toLowerCase()));

function City({ initial = 'Pune' }: { initial?: string }) {
  const [city, setCity] = useState(initial);
  return (
    <>
      <Combobox
        label="City"
        options={CITIES}
        value={city}
        onChange={setCity}
        filterOptions={startsWith}
        noOptionsText="No cities found"
      />
      <output>{city || 'none'}</output>
    </>
  );
}

afterEach(cleanup);

describe('Combobox', () => {
  it('filters as the user types, highlights the first match and picks it with Enter', () => {
    render(<City />);
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input).toHaveProperty('value', 'Pune');
    fireEvent.change(input, { target: { value: 'na' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Nagpur', 'Nashik']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Nashik' }).id,
    );
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toBe('Nashik');
    expect(input).toHaveProperty('value', 'Nashik');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says when nothing matches, and Escape puts the chosen city back', () => {
    render(<City />);
    const input = screen.getByRole('combobox', { name: 'City' });
    fireEvent.change(input, { target: { value: 'xyz' } });
    expect(screen.getByRole('listbox').textContent).toBe('No cities found');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveProperty('value', 'Pune');
    expect(screen.getByRole('status').textContent).toBe('Pune');
  });

  it('picks an option by click and clears with the clear button', () => {
    render(<City />);
    const input = screen.getByRole('combobox', { name: 'City' });
    fireEvent.click(input);
    fireEvent.click(screen.getByRole('option', { name: 'Mumbai' }));
    expect(screen.getByRole('status').textContent).toBe('Mumbai');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('status').textContent).toBe('none');
    expect(input).toHaveProperty('value', '');
  });
});

describe('Combobox in a Field', () => {
  it('is named by the Field’s label and described by its error', () => {
    render(
      <Field label="City" error="Please choose a city">
        <Combobox options={CITIES} value="" onChange={() => {}} filterOptions={startsWith} />
      </Field>,
    );
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please choose a city',
    );
  });
});
