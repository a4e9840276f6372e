import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field';
import { OptionPicker } from './option-picker';

type TPerson = { id: string; name: string; email: string };
const PEOPLE: TPerson[] = [
  { id: '1', name: 'Asha Kulkarni', email: 'asha@nivaas.in' },
  { id: '2', name: 'Rohan Patil', email: 'rohan@nivaas.in' },
  { id: '3', name: 'Sneha Joshi', email: 'sneha@nivaas.in' },
];

function People({ initial = null }: { initial?: TPerson | null }) {
  const [person, setPerson] = useState<TPerson | null>(initial);
  return (
    <>
      <Field label="Agent" help="Who sells it" error={person ? undefined : 'The agent is required'}>
        <OptionPicker
          label="Agents"
          options={PEOPLE}
          value={person}
          onChange={setPerson}
          getKey={(p) => p.id}
          getLabel={(p) => `${p.name} (${p.email})`}
          renderOption={(p) => (
            <span>
              <strong>{p.name}</strong> <small>{p.email}</small>
            </span>
          )}
          noOptionsText="No agents found"
          clearLabel="Clear agent"
        />
      </Field>
      <output>{person?.name ?? 'none'}</output>
    </>
  );
}

const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean)
    .join(' | ');

afterEach(cleanup);

describe('OptionPicker', () => {
  it('is named by its Field, described by the help and the error, and invalid while in error', () => {
    render(<People />);
    const input = screen.getByRole('combobox', { name: 'Agent' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('Who sells it | The agent is required');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens with ArrowDown, moves with the arrows, wraps, and picks with Enter', () => {
    render(<People />);
    const input = screen.getByRole('combobox', { name: 'Agent' });
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Asha Kulkarni asha@nivaas.in',
      'Rohan Patil rohan@nivaas.in',
      'Sneha Joshi sneha@nivaas.in',
    ]);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toBe('Rohan Patil');
    expect(input).toHaveProperty('value', 'Rohan Patil (rohan@nivaas.in)');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('filters by the typed text, says when nothing matches, and Escape puts the choice back', () => {
    render(<People initial={PEOPLE[0]} />);
    const input = screen.getByRole('combobox', { name: 'Agent' });
    fireEvent.change(input, { target: { value: 'SNEHA' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Sneha Joshi sneha@nivaas.in']);
    expect(screen.getByRole('listbox', { name: 'Agents' })).toBeTruthy();
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.getByRole('listbox').textContent).toBe('No agents found');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveProperty('value', 'Asha Kulkarni (asha@nivaas.in)');
    expect(screen.getByRole('status').textContent).toBe('Asha Kulkarni');
  });

  it('marks the chosen option selected and opens on it', () => {
    render(<People initial={PEOPLE[2]} />);
    const input = screen.getByRole('combobox', { name: 'Agent' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const chosen = screen.getByRole('option', { selected: true });
    expect(chosen.textContent).toContain('Sneha Joshi');
    expect(input.getAttribute('aria-activedescendant')).toBe(chosen.id);
  });

  it('clears the choice when the text is emptied and the field is left, or by the clear button', () => {
    render(<People initial={PEOPLE[1]} />);
    const input = screen.getByRole('combobox', { name: 'Agent' });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(screen.getByRole('status').textContent).toBe('none');

    fireEvent.click(input);
    fireEvent.click(screen.getByRole('option', { name: /Asha Kulkarni/ }));
    expect(screen.getByRole('status').textContent).toBe('Asha Kulkarni');
    fireEvent.click(screen.getByRole('button', { name: 'Clear agent' }));
    expect(screen.getByRole('status').textContent).toBe('none');
    expect(input).toHaveProperty('value', '');
  });

  it('leaves a half-typed text for the choice when the field is left', () => {
    render(<People initial={PEOPLE[1]} />);
    const input = screen.getByRole('combobox', { name: 'Agent' });
    fireEvent.change(input, { target: { value: 'Ash' } });
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', 'Rohan Patil (rohan@nivaas.in)');
    expect(screen.getByRole('status').textContent).toBe('Rohan Patil');
  });

  it('says the list is loading while it has no options yet', () => {
    render(
      <OptionPicker
        label="Builder"
        options={[] as TPerson[]}
        value={null}
        onChange={() => {}}
        getKey={(p) => p.id}
        getLabel={(p) => p.name}
        isLoading
        loadingText="Loading builders…"
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Builder' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('listbox', { name: 'Builder' }).textContent).toBe('Loading builders…');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });
});
