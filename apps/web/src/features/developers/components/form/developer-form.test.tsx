import type { TImageRef } from '@nivaas/shared/auth';
import type { TDeveloper } from '@nivaas/shared/developer';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../../lib/http-client';
import { developerToFormValues, emptyDeveloperForm } from '../../lib/form-values';
import { pngFile, storedDeveloper } from '../../lib/form-test-fixtures';
import { DeveloperForm, type TSaveDeveloper } from './developer-form';

const NEW_LOGO: TImageRef = {
  _id: 'logo-2',
  url: '/uploads/developers/dev-1/logo-2-large.webp',
  publicId: 'developers/dev-1/logo-2',
  variants: {
    small: '/uploads/developers/dev-1/logo-2-small.webp',
    medium: '/uploads/developers/dev-1/logo-2-medium.webp',
    large: '/uploads/developers/dev-1/logo-2-large.webp',
  },
};
const replaceLogo = vi.fn(async (_: { id: string; file: File }) => NEW_LOGO);
vi.mock('../../api/replace-logo', () => ({ useReplaceLogo: () => ({ mutateAsync: replaceLogo }) }));

beforeAll(() => {
  // jsdom has no object URLs or scrolling; the previews and the focus-the-first-error need them.
  URL.createObjectURL = (file: Blob) => `blob:${(file as File).name}`;
  URL.revokeObjectURL = () => {};
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
// A whole form typed into on a shared machine: more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

function renderForm({ developer, save }: { developer?: TDeveloper; save?: TSaveDeveloper } = {}) {
  const user = userEvent.setup();
  const onSave = vi.fn<TSaveDeveloper>(save ?? (async () => storedDeveloper()));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <DeveloperForm
          developer={developer}
          defaultValues={developer ? developerToFormValues(developer) : emptyDeveloperForm()}
          save={onSave}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  /** Types a value the quick way: a paste, as one change. */
  const fill = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  return { user, onSave, fill };
}

const region = (name: string) => screen.getByRole('region', { name });
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean)
    .join(' | ');

describe('the Add Developer form', () => {
  it('puts each label above its field, in sections named by their headings', () => {
    renderForm();
    const basic = region('Basic Information');
    const name = within(basic).getByRole('textbox', { name: 'Developer name' });
    const label = document.querySelector(`label[for="${name.id}"]`);
    expect(label?.compareDocumentPosition(name)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(name.hasAttribute('required')).toBe(true);
    expect(describedText(within(basic).getByRole('textbox', { name: 'Website' }))).toBe(
      'The full address, starting with https://',
    );
    expect(within(region('Headquarters')).getByRole('textbox', { name: 'Country' })).toHaveProperty(
      'value',
      'India',
    );
    expect(within(region('Projects')).getByRole('spinbutton', { name: 'Completed projects' })).toHaveProperty(
      'min',
      '0',
    );
    const team = region('Team Members');
    expect(within(team).getByRole('group', { name: 'Team member 1' })).toBeTruthy();
  });

  it('shows the spec’s messages under their fields on submit and focuses the first', async () => {
    const { user, onSave } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add developer' }));
    const name = screen.getByRole('textbox', { name: 'Developer name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(name)).toBe('Developer name is required');
    expect(
      describedText(within(region('Basic Information')).getByRole('textbox', { name: 'Description' })),
    ).toBe('Description is required');
    const hq = region('Headquarters');
    expect(describedText(within(hq).getByRole('textbox', { name: 'City' }))).toBe('City is required');
    expect(describedText(within(hq).getByRole('textbox', { name: 'State' }))).toBe('State is required');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks the email, the website and the year, and clears a message when its field is edited', async () => {
    const { user } = renderForm();
    const website = screen.getByRole('textbox', { name: 'Website' });
    const year = screen.getByRole('textbox', { name: 'Founded year' });
    const email = within(region('Contact Information')).getByRole('textbox', { name: 'Email' });
    await user.type(website, 'www.example');
    await user.type(year, '1700');
    await user.type(email, 'sales@');
    await user.click(screen.getByRole('button', { name: 'Add developer' }));
    expect(await screen.findByText('Please enter a valid URL')).toBeTruthy();
    expect(screen.getByText('Please enter a valid year')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    await user.type(website, '/');
    expect(screen.queryByText('Please enter a valid URL')).toBeNull();
    expect(screen.getByText('Please enter a valid year')).toBeTruthy();
    expect(website.getAttribute('aria-invalid')).toBeNull();
  });

  it('takes a logo and team photos through labelled file inputs, naming the member each photo goes to', async () => {
    const { user } = renderForm();
    const logo = within(region('Developer Logo')).getByLabelText(/Logo image/) as HTMLInputElement;
    expect(logo.type).toBe('file');
    expect(logo.name).toBe('logo');
    expect(logo.accept).toContain('image/png');
    expect(describedText(logo)).toContain('at most 5 MB');
    await user.upload(logo, pngFile('brand.png'));
    expect(screen.getByRole('img', { name: 'Logo preview: brand.png' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove brand.png' }));
    expect(screen.queryByRole('img', { name: 'Logo preview: brand.png' })).toBeNull();
    expect(document.activeElement).toBe(logo);

    const photos = region('Team Photos');
    const picker = within(photos).getByLabelText(/Add team photos/) as HTMLInputElement;
    expect(picker.type).toBe('file');
    expect(picker.name).toBe('teamPhotos');
    expect(picker.multiple).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha Kulkarni');
    await user.upload(picker, [pngFile('asha.png'), pngFile('nobody.png')]);
    const chosen = within(photos).getAllByRole('listitem');
    expect(chosen[0]?.textContent).toContain('For Asha Kulkarni');
    expect(chosen[1]?.textContent).toContain('No team member for this photo yet');
  });

  it('keeps at most 5 team photos, says so, and disables the picker at 5', async () => {
    const { user } = renderForm();
    const picker = screen.getByLabelText(/Add team photos/) as HTMLInputElement;
    await user.upload(
      picker,
      ['1', '2', '3', '4', '5', '6'].map((n) => pngFile(`team-${n}.png`)),
    );
    expect(within(region('Team Photos')).getAllByRole('listitem')).toHaveLength(5);
    expect(picker.disabled).toBe(true);
    expect(describedText(picker)).toContain('Some files were not added: 1 over the limit of 5.');
  });

  it('saves the checked form with its files, busy while saving', async () => {
    let finish: (developer: TDeveloper) => void = () => {};
    const { user, onSave, fill } = renderForm({
      save: () =>
        new Promise<TDeveloper>((resolve) => {
          finish = resolve;
        }),
    });
    await fill(screen.getByRole('textbox', { name: 'Developer name' }), ' Kolte Patil ');
    await fill(
      within(region('Basic Information')).getByRole('textbox', { name: 'Description' }),
      'Pune homes.',
    );
    const hq = region('Headquarters');
    await fill(within(hq).getByRole('textbox', { name: 'City' }), 'Pune');
    await fill(within(hq).getByRole('textbox', { name: 'State' }), 'Maharashtra');
    await user.upload(screen.getByLabelText(/Logo image/), pngFile('brand.png'));
    await user.click(screen.getByRole('button', { name: 'Add developer' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const [form, files] = onSave.mock.calls[0] ?? [];
    expect(form?.name).toBe('Kolte Patil');
    expect(form?.headquarters).toEqual({ city: 'Pune', state: 'Maharashtra', country: 'India' });
    // The empty first rows are not sent.
    expect(form?.team).toEqual([]);
    expect(files?.logo?.name).toBe('brand.png');
    finish(storedDeveloper());
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it('puts a 422’s message under the team photos and focuses their picker', async () => {
    const { user, fill } = renderForm({
      save: async () => {
        throw new HttpError('Validation failed', 422, {
          errors: { teamPhotos: 'Add a team member for each team photo' },
        });
      },
    });
    await fill(screen.getByRole('textbox', { name: 'Developer name' }), 'Kolte Patil');
    await fill(
      within(region('Basic Information')).getByRole('textbox', { name: 'Description' }),
      'Pune homes.',
    );
    const hq = region('Headquarters');
    await fill(within(hq).getByRole('textbox', { name: 'City' }), 'Pune');
    await fill(within(hq).getByRole('textbox', { name: 'State' }), 'Maharashtra');
    const picker = screen.getByLabelText(/Add team photos/);
    await user.upload(picker, pngFile('asha.png'));
    await user.click(screen.getByRole('button', { name: 'Add developer' }));
    await waitFor(() => expect(document.activeElement).toBe(picker));
    expect(describedText(picker)).toContain('Add a team member for each team photo');
    expect(screen.getByRole('alert').textContent).toContain('Failed to add developer');
  });
});

describe('the Edit Developer form', () => {
  it('is prefilled and replaces the logo on its own, focusing the picker again', async () => {
    const developer = storedDeveloper({
      logo: {
        _id: 'logo-1',
        url: '/uploads/developers/dev-1/logo-1.webp',
        publicId: 'developers/dev-1/logo-1',
      },
    });
    const { user } = renderForm({ developer });
    expect(screen.getByRole('textbox', { name: 'Developer name' })).toHaveProperty('value', developer.name);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
    const current = screen.getByRole('img', { name: `Current logo of ${developer.name}` });
    expect(current.getAttribute('src')).toBe('/uploads/developers/dev-1/logo-1.webp');

    const picker = screen.getByLabelText(/New logo/) as HTMLInputElement;
    expect(picker.name).toBe('logo');
    await user.upload(picker, pngFile('new.png'));
    expect(screen.getByRole('img', { name: 'New logo preview: new.png' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload new logo' }));
    expect(replaceLogo).toHaveBeenCalledWith({ id: 'dev-1', file: expect.any(File) });
    await waitFor(() =>
      expect(current.getAttribute('src')).toBe('/uploads/developers/dev-1/logo-2-medium.webp'),
    );
    expect(screen.queryByRole('img', { name: 'New logo preview: new.png' })).toBeNull();
    expect(document.activeElement).toBe(picker);
  });

  it('lists the team’s current photos, each removable', async () => {
    const { user } = renderForm({ developer: storedDeveloper() });
    const photos = region('Team Photos');
    expect(within(photos).getByRole('img', { name: 'Photo of Rajesh Patil' })).toBeTruthy();
    await user.click(within(photos).getByRole('button', { name: 'Remove photo of team member 1' }));
    expect(within(photos).getByText('No team photos yet.')).toBeTruthy();
    expect(within(photos).queryByRole('img')).toBeNull();
  });
});
