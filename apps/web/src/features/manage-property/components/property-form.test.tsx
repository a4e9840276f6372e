import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../lib/http-client';
import { emptyFormValues, propertyToFormValues, type TPropertyFormValues } from '../lib/form-values';
import { AGENT_ID, DEVELOPER_ID, storedProperty, validValues } from '../lib/test-fixtures';
import { PropertyForm, type TSaveProperty } from './property-form';

const AGENTS = [
  { _id: 'agent-a', name: 'Asha Kulkarni', email: 'asha@nivaas.in', avatar: null },
  { _id: AGENT_ID, name: 'Rohan Patil', email: 'agent1@nivaas.in', avatar: null },
];
const BUILDERS = [
  { _id: 'dev-a', name: 'Adhiraj Constructions', logoUrl: null, city: 'Mumbai' },
  { _id: DEVELOPER_ID, name: 'Godavari Builders', logoUrl: null, city: 'Nashik' },
];
vi.mock('../api/get-agents', () => ({
  useAgentOptions: () => ({ data: AGENTS, isPending: false, isError: false, error: null }),
}));
vi.mock('../api/get-developers', () => ({
  FAILED_TO_FETCH_DEVELOPERS: 'Failed to fetch developers',
  INVALID_DEVELOPERS_FORMAT: 'Received invalid developers data format',
  useDeveloperOptions: () => ({ data: BUILDERS, isPending: false, isError: false, error: null }),
}));
// Leaflet has no place in jsdom; the picker's inputs are what is tested here.
vi.mock('./location-map', () => ({ default: () => <div>Map</div> }));

beforeAll(() => {
  URL.createObjectURL = (file: Blob) => `blob:${(file as File).name}`;
  URL.revokeObjectURL = () => {};
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
// A whole form rendered and typed into on a shared machine: more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

function renderForm({
  mode = 'create',
  values = emptyFormValues(),
  canChooseAgent = false,
  save,
}: {
  mode?: 'create' | 'edit';
  values?: TPropertyFormValues;
  canChooseAgent?: boolean;
  save?: TSaveProperty;
} = {}) {
  const user = userEvent.setup();
  const onSave = vi.fn<TSaveProperty>(save ?? (async () => undefined));
  render(
    <PropertyForm
      mode={mode}
      defaultValues={values}
      canChooseAgent={canChooseAgent}
      canSetFeatured
      save={onSave}
      successMessage={mode === 'create' ? 'Property created successfully!' : 'Property updated successfully!'}
      onCancel={() => {}}
    />,
  );
  return { user, onSave };
}

const region = (name: string) => screen.getByRole('region', { name });
/** The options of an open picker (the native selects have options too). */
const pickerOptions = (list: string) =>
  within(screen.getByRole('listbox', { name: list })).getAllByRole('option');
const textbox = (name: string) => screen.getByRole('textbox', { name });
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean)
    .join(' | ');

describe('the Add Property form', () => {
  it('puts each label above its field, in sections named by their headings', () => {
    renderForm();
    const basics = region('Basics');
    const title = within(basics).getByRole('textbox', { name: 'Title' });
    const label = document.querySelector(`label[for="${title.id}"]`);
    expect(label?.compareDocumentPosition(title)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(title.hasAttribute('required')).toBe(true);
    expect(within(basics).getByRole('combobox', { name: 'Status' }).textContent).toBe('For SaleFor Rent');
    expect(within(region('Address')).getByRole('textbox', { name: 'Country' })).toHaveProperty(
      'value',
      'India',
    );
    expect(describedText(within(region('Price and size')).getByRole('textbox', { name: 'Area' }))).toBe(
      'sq ft',
    );
    expect(within(region('Amenities')).getByRole('group', { name: /Tick everything/ })).toBeTruthy();
    expect(within(region('Amenities')).getAllByRole('checkbox')).toHaveLength(15);
    expect(screen.queryByRole('combobox', { name: 'Agent' })).toBeNull();
  });

  it('announces the spec’s messages under their fields on submit and focuses the first', async () => {
    const { user, onSave } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create property' }));
    const title = textbox('Title');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(title)).toBe('Title is required');
    const expected: [string, string][] = [
      ['Description', 'Description is required'],
      ['Price', 'The full amount in rupees, e.g. 4500000 | Price is required'],
      ['Bedrooms', 'Bedrooms count is required'],
      ['Bathrooms', 'Bathrooms count is required'],
      ['Area', 'Area is required | sq ft'],
      ['Street address', 'Street address is required'],
      ['Locality', 'Locality is required'],
      ['City', 'City is required'],
      ['State', 'State is required'],
      ['Zip code (PIN)', 'Zip code is required'],
    ];
    for (const [name, text] of expected) {
      const field = textbox(name);
      expect(field.getAttribute('aria-invalid'), name).toBe('true');
      expect(describedText(field), name).toBe(text);
    }
    // The messages are in polite live regions, so they are read out as they appear.
    const cityError = screen.getByText('City is required');
    expect(cityError.getAttribute('aria-live')).toBe('polite');
    const photos = screen.getByText('At least one image is required');
    expect(photos.getAttribute('aria-live')).toBe('polite');
    expect(describedText(screen.getByRole('button', { name: 'Add photos' }))).toContain(
      'At least one image is required',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('clears a message when its field is edited, and keeps the others', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create property' }));
    await screen.findByText('Title is required');
    await user.type(textbox('Title'), 'A');
    expect(screen.queryByText('Title is required')).toBeNull();
    expect(textbox('Title').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('City is required')).toBeTruthy();
  });

  it('shows the price as buyers will see it', async () => {
    const { user } = renderForm();
    await user.type(textbox('Price'), '4500000');
    expect(describedText(textbox('Price'))).toBe('Shown as ₹ 45.00 Lac');
  });

  it('puts a 422’s message under its field, keeps what was typed and says why the save failed', async () => {
    const { user, onSave } = renderForm({
      values: validValues(),
      save: async () => {
        throw new HttpError('Validation failed', 422, {
          message: 'Validation failed',
          errors: { 'address.city': 'City must be at most 100 characters' },
        });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Create property' }));
    const city = textbox('City');
    await waitFor(() => expect(document.activeElement).toBe(city));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(describedText(city)).toBe('City must be at most 100 characters');
    expect(screen.getByRole('alert').textContent).toContain('Validation failed');
    expect(textbox('Title')).toHaveProperty('value', '2 BHK flat near Gangapur Road');
    expect(city).toHaveProperty('value', 'Nashik');
    expect((screen.getByRole('button', { name: 'Create property' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('is busy while saving and says so when saved', async () => {
    let finish: () => void = () => {};
    const { user, onSave } = renderForm({
      values: validValues(),
      save: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    });
    await user.click(screen.getByRole('button', { name: 'Create property' }));
    const busy = await screen.findByRole('button', { name: 'Creating...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const body = onSave.mock.calls[0]?.[0];
    expect(body?.get('title')).toBe('2 BHK flat near Gangapur Road');
    finish();
    expect(await screen.findByText('Property created successfully!')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create property' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('the title and description in Hindi', () => {
  it('are optional, typed in Hindi and sent with the listing', async () => {
    const { user, onSave } = renderForm({ values: validValues() });
    const basics = region('Basics');
    const titleHi = within(basics).getByRole('textbox', { name: 'Title in Hindi (optional)' });
    const descriptionHi = within(basics).getByRole('textbox', { name: 'Description in Hindi (optional)' });
    expect(titleHi.getAttribute('lang')).toBe('hi');
    expect(descriptionHi.getAttribute('lang')).toBe('hi');
    expect(titleHi.hasAttribute('required')).toBe(false);
    expect(describedText(titleHi)).toMatch(/Shown on the Hindi pages/);
    // Pasted rather than typed key by key: what is checked is the field, not the keyboard (typed,
    // the two took 20 s on a busy machine).
    await user.click(titleHi);
    await user.paste('गंगापुर रोड पर 2 बीएचके फ्लैट');
    await user.click(descriptionHi);
    await user.paste('नदी के पास हवादार फ्लैट');
    await user.click(screen.getByRole('button', { name: 'Create property' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const body = onSave.mock.calls[0]?.[0];
    expect(body?.get('titleHi')).toBe('गंगापुर रोड पर 2 बीएचके फ्लैट');
    expect(body?.get('descriptionHi')).toBe('नदी के पास हवादार फ्लैट');
  });

  it('are filled in from the listing on the edit form', () => {
    const stored = storedProperty({ titleHi: 'नाशिक में बंगला', descriptionHi: null });
    renderForm({ mode: 'edit', values: propertyToFormValues(stored) });
    expect(textbox('Title in Hindi (optional)')).toHaveProperty('value', 'नाशिक में बंगला');
    expect(textbox('Description in Hindi (optional)')).toHaveProperty('value', '');
  });

  it('says a Hindi title longer than 200 characters is too long', async () => {
    const { user, onSave } = renderForm({ values: validValues({ titleHi: 'फ'.repeat(201) }) });
    await user.click(screen.getByRole('button', { name: 'Create property' }));
    const titleHi = textbox('Title in Hindi (optional)');
    await waitFor(() => expect(document.activeElement).toBe(titleHi));
    // The message is drawn beside the field once the check has run, which may be after the focus.
    await waitFor(() => expect(describedText(titleHi)).toMatch(/Must be at most 200 characters/));
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('the agent and builder pickers', () => {
  it('asks an admin for the agent, and takes one by keyboard', async () => {
    const { user, onSave } = renderForm({ values: validValues(), canChooseAgent: true });
    await user.click(screen.getByRole('button', { name: 'Create property' }));
    const agent = screen.getByRole('combobox', { name: 'Agent' });
    await waitFor(() => expect(document.activeElement).toBe(agent));
    expect(describedText(agent)).toContain('The agent is required');
    expect(onSave).not.toHaveBeenCalled();

    await user.keyboard('rohan');
    expect(agent.getAttribute('aria-expanded')).toBe('true');
    const options = pickerOptions('Agents');
    expect(options).toHaveLength(1);
    expect(options[0]?.textContent).toContain('Rohan Patil');
    expect(options[0]?.textContent).toContain('agent1@nivaas.in');
    await user.keyboard('{Enter}');
    expect(agent).toHaveProperty('value', 'Rohan Patil (agent1@nivaas.in)');
    expect(describedText(agent)).not.toContain('The agent is required');

    await user.click(screen.getByRole('button', { name: 'Create property' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]?.get('agent')).toBe(AGENT_ID);
  });

  it('finds agents by email too, moving with the arrows', async () => {
    const { user } = renderForm({ canChooseAgent: true });
    const agent = screen.getByRole('combobox', { name: 'Agent' });
    await user.click(agent);
    expect(pickerOptions('Agents')).toHaveLength(2);
    expect(agent.getAttribute('aria-activedescendant')).toBe(pickerOptions('Agents')[0]?.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(agent).toHaveProperty('value', 'Rohan Patil (agent1@nivaas.in)');
    await user.clear(agent);
    await user.type(agent, 'asha@');
    await user.keyboard('{Enter}');
    expect(agent).toHaveProperty('value', 'Asha Kulkarni (asha@nivaas.in)');
  });

  it('takes a builder by keyboard and clears it by emptying the field', async () => {
    const { user, onSave } = renderForm({ values: validValues() });
    const builder = within(region('Project details')).getByRole('combobox', { name: 'Builder' });
    expect(describedText(builder)).toBe('Optional: the builder is shown on the listing.');
    await user.click(builder);
    await user.keyboard('goda{ArrowDown}{ArrowUp}{Enter}');
    expect(builder).toHaveProperty('value', 'Godavari Builders');
    await user.click(screen.getByRole('button', { name: 'Create property' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]?.get('developer')).toBe(DEVELOPER_ID);

    await user.clear(builder);
    await user.tab();
    expect(builder).toHaveProperty('value', '');
  });
});

describe('the Edit Property form', () => {
  it('is prefilled, offers Sold and Rented, and keeps the chosen agent and builder', () => {
    renderForm({ mode: 'edit', values: propertyToFormValues(storedProperty()), canChooseAgent: true });
    expect(textbox('Title')).toHaveProperty('value', 'Villa in Nashik');
    const status = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect(status.value).toBe('Sold');
    expect([...status.options].map((o) => o.value)).toEqual(['For Sale', 'For Rent', 'Sold', 'Rented']);
    expect(screen.getByRole('combobox', { name: 'Agent' })).toHaveProperty(
      'value',
      'Rohan Patil (agent1@nivaas.in)',
    );
    expect(screen.getByRole('combobox', { name: 'Builder' })).toHaveProperty('value', 'Godavari Builders');
    expect(screen.getByRole('checkbox', { name: 'Gym' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'School nearby' })).toHaveProperty('checked', true);
    expect(textbox('Name of the school')).toHaveProperty('value', 'Ryan International');
    expect(textbox('Name of the park')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });
});
