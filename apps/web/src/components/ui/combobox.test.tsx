import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Combobox } from './combobox';
import { TabList } from './tab-list';

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

describe('TabList', () => {
  function Tabs() {
    const [tab, setTab] = useState<'ALL' | 'BUY' | 'RENT'>('ALL');
    return (
      <TabList label="Property type" tabs={['ALL', 'BUY', 'RENT'] as const} value={tab} onChange={setTab} />
    );
  }

  it('has one tab stop and moves the selection with the arrow keys, wrapping around', () => {
    render(<Tabs />);
    const selected = () => screen.getByRole('tab', { selected: true }).textContent;
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    act(() => {
      fireEvent.keyDown(screen.getByRole('tab', { name: 'ALL' }), { key: 'ArrowLeft' });
    });
    expect(selected()).toBe('RENT');
    expect(document.activeElement?.textContent).toBe('RENT');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'RENT' }), { key: 'ArrowRight' });
    expect(selected()).toBe('ALL');
    fireEvent.click(screen.getByRole('tab', { name: 'BUY' }));
    expect(selected()).toBe('BUY');
  });
});
