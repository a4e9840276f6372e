import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox, Switch } from './checkbox';
import { Field } from './field';
import { RadioGroup } from './radio-group';
import { Select } from './select';
import { TextInput } from './text-input';
import { Textarea } from './textarea';

afterEach(cleanup);

const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('Field', () => {
  it('labels its control above it and describes it with the help text', () => {
    render(
      <Field label="Occupation" help="What do you do?" isOptional>
        <TextInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Occupation (optional)' });
    expect(describedText(input)).toBe('What do you do?');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks the control invalid and describes it with the error, in a polite live region', () => {
    const { rerender } = render(
      <Field label="Email Address" isRequired>
        <TextInput type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    expect(input.hasAttribute('required')).toBe(true);
    // The live region is there before any message, so the message is announced when it arrives.
    const region = document.querySelector('[aria-live="polite"]');
    expect(region?.textContent).toBe('');

    rerender(
      <Field label="Email Address" isRequired error="Please enter a valid email">
        <TextInput type="email" />
      </Field>,
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('Please enter a valid email');
    expect(document.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region?.textContent).toBe('Please enter a valid email');
  });

  it('wires a Textarea and a Select the same way, with the id given to the Field', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Field label="Message" error="Message is required" id="own-id">
          <Textarea />
        </Field>
        <Field label="Role" help="Who can sign in">
          <Select options={[{ value: 'buyer', label: 'Buyer' }, 'agent']} placeholder="Choose a role" />
        </Field>
      </>,
    );
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message.id).toBe('own-id');
    expect(describedText(message)).toBe('Message is required');
    const role = screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement;
    expect(describedText(role)).toBe('Who can sign in');
    expect([...role.options].map((o) => o.textContent)).toEqual(['Choose a role', 'Buyer', 'agent']);
    await user.selectOptions(role, 'Buyer');
    expect(role.value).toBe('buyer');
  });

  it('puts grouped options of a Select under their headings', async () => {
    const user = userEvent.setup();
    render(
      <Field label="From">
        <Select
          defaultValue="acre"
          options={[
            { group: 'Metric', options: [{ value: 'sq-m', label: 'Square Meter' }] },
            { group: 'Imperial', options: [{ value: 'acre', label: 'Acre' }, 'Rood'] },
          ]}
        />
      </Field>,
    );
    const from = screen.getByRole('combobox', { name: 'From' }) as HTMLSelectElement;
    const groups = [...from.querySelectorAll('optgroup')];
    expect(groups.map((g) => [g.label, [...g.querySelectorAll('option')].map((o) => o.textContent)])).toEqual(
      [
        ['Metric', ['Square Meter']],
        ['Imperial', ['Acre', 'Rood']],
      ],
    );
    expect(from.value).toBe('acre');
    await user.selectOptions(from, 'Square Meter');
    expect(from.value).toBe('sq-m');
  });
});

describe('the input look', () => {
  it('keeps a field in error red under the pointer: the invalid rule is as strong as the hover rule', () => {
    const css = readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), 'input.module.css'),
      'utf8',
    );
    const rule = /([^{}]*)\{\s*border-color: var\(--nv-error\);/.exec(css)?.[1] ?? '';
    expect(rule).toContain('.control[aria-invalid="true"]:hover:not(:disabled)');
    expect(css).toContain('.control:hover:not(:disabled)');
  });
});

describe('Checkbox and Switch', () => {
  it('toggle by click on the label and by Space, each named by its label', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Checkbox label="Featured" help="Shown on the home page" />
        <Switch label="Email alerts" />
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Featured' }) as HTMLInputElement;
    expect(describedText(box)).toBe('Shown on the home page');
    await user.click(screen.getByText('Featured'));
    expect(box.checked).toBe(true);
    const toggle = screen.getByRole('switch', { name: 'Email alerts' }) as HTMLInputElement;
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.checked).toBe(true);
  });

  it('an error makes the box invalid and describes it', () => {
    render(<Checkbox label="I agree to the terms" error="Please accept the terms" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(box)).toBe('Please accept the terms');
  });
});

describe('RadioGroup', () => {
  function AccountType({ error }: { error?: string }) {
    const [role, setRole] = useState<'buyer' | 'agent' | ''>('');
    return (
      <RadioGroup
        label="Account Type"
        name="role"
        isRequired
        error={error}
        value={role}
        onChange={setRole}
        options={[
          { value: 'buyer', label: 'Buyer' },
          { value: 'agent', label: 'Real Estate Agent' },
        ]}
      />
    );
  }

  it('is a named, required radio group; choosing one checks it', async () => {
    const user = userEvent.setup();
    render(<AccountType />);
    const group = screen.getByRole('radiogroup', { name: 'Account Type' });
    expect(group.getAttribute('aria-required')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'Real Estate Agent' }));
    expect((screen.getByRole('radio', { name: 'Real Estate Agent' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Buyer' }) as HTMLInputElement).checked).toBe(false);
  });

  it('says when it is invalid, with the error describing the group', () => {
    render(<AccountType error="Please choose an account type" />);
    const group = screen.getByRole('radiogroup', { name: 'Account Type' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(group)).toBe('Please choose an account type');
  });
});
