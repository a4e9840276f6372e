import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { DEMO } from '../support/demo';
import { signIn } from '../support/session';

async function openHeading(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** Two 1 × 1 PNGs of different colours: real images for the server's image pipeline. */
const logoFile = (name: string, base64: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(base64, 'base64'),
});
const FIRST_LOGO = logoFile(
  'first-logo.png',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
);
const SECOND_LOGO = logoFile(
  'second-logo.png',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
);

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('an admin adds a builder, edits it, replaces its logo and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `E2E Builders ${Date.now().toString(36)}`;
  await signIn(page, DEMO.admin);
  await openHeading(page, '/developers/add', 'Add developer');
  const basic = section(page, 'Basic Information');
  const nameInput = basic.getByRole('textbox', { name: 'Developer name' });
  const save = page.getByRole('button', { name: 'Add developer' });

  // Empty: the required messages, the first field focused and described by its message.
  await save.click();
  for (const message of [
    'Developer name is required',
    'Description is required',
    'City is required',
    'State is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(nameInput).toBeFocused();
  await expect(nameInput).toHaveAccessibleDescription('Developer name is required');

  // Bad email, URL and year.
  const website = basic.getByRole('textbox', { name: 'Website' });
  const year = basic.getByRole('textbox', { name: 'Founded year' });
  const email = section(page, 'Contact Information').getByRole('textbox', { name: 'Email' });
  await website.fill('www.example');
  await year.fill('1700');
  await email.fill('sales@');
  await save.click();
  await expect(page.getByText('Please enter a valid URL', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a valid year', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a valid email', { exact: true })).toBeVisible();
  // Editing a field clears its message only.
  await website.fill('https://e2e-builders.example');
  await expect(page.getByText('Please enter a valid URL', { exact: true })).toBeHidden();
  await expect(page.getByText('Please enter a valid year', { exact: true })).toBeVisible();

  // A valid builder: basics, headquarters, a logo and two team members (a third row left empty).
  await nameInput.fill(name);
  await basic.getByRole('textbox', { name: 'Description', exact: true }).fill('Homes in Nashik since 1998.');
  await year.fill('1998');
  await email.fill('sales@e2e-builders.example');
  const hq = section(page, 'Headquarters');
  await hq.getByRole('textbox', { name: 'City' }).fill('Nashik');
  await hq.getByRole('textbox', { name: 'State' }).fill('Maharashtra');
  await expect(hq.getByRole('textbox', { name: 'Country' })).toHaveValue('India');
  await section(page, 'Projects').getByRole('spinbutton', { name: 'Completed projects' }).fill('12');

  await page.locator('input[type="file"][name="logo"]').setInputFiles(FIRST_LOGO);
  await expect(page.getByRole('img', { name: 'Logo preview: first-logo.png' })).toBeVisible();

  const team = section(page, 'Team Members');
  const member = (n: number) => team.getByRole('group', { name: `Team member ${n}` });
  await member(1).getByRole('textbox', { name: 'Name' }).fill('Asha Kulkarni');
  await member(1).getByRole('textbox', { name: 'Designation' }).fill('Managing Director');
  await team.getByRole('button', { name: 'Add team member' }).click();
  await expect(member(2).getByRole('textbox', { name: 'Name' })).toBeFocused();
  await member(2).getByRole('textbox', { name: 'Name' }).fill('Vikram Joshi');
  await member(2).getByRole('textbox', { name: 'Designation' }).fill('Head of Projects');
  await team.getByRole('button', { name: 'Add team member' }).click();
  await expect(team.getByRole('button', { name: 'Remove team member 3' })).toBeVisible();

  await save.click();
  await expect(page.getByText('Developer added successfully!').first()).toBeVisible({ timeout: 30_000 });
  // Back in the directory, the new builder's card leads to its page.
  await expect(page).toHaveURL(/\/developers$/, { timeout: 10_000 });
  await page.goto(`/developers?search=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: `View Developer: ${name}` }).click();
  await expect(page).toHaveURL(/\/developers\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Homes in Nashik since 1998.').first()).toBeVisible();
  await expect(page.getByText('Vikram Joshi').first()).toBeVisible();
  // The empty third row was not saved.
  const saved = (await (await page.request.get(`/api/v1/developers/${id}`)).json()).data;
  expect(saved.team.map((m: { name: string }) => m.name)).toEqual(['Asha Kulkarni', 'Vikram Joshi']);
  expect(saved.completedProjects).toBe(12);

  // Edit: prefilled; a new description and count show on the builder's page.
  await page.getByRole('link', { name: 'Edit Developer' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Developer', level: 1 })).toBeVisible();
  await expect(nameInput).toHaveValue(name);
  await expect(member(2).getByRole('textbox', { name: 'Name' })).toHaveValue('Vikram Joshi');
  await basic.getByRole('textbox', { name: 'Description', exact: true }).fill('Family homes across Nashik.');
  await section(page, 'Projects').getByRole('spinbutton', { name: 'Completed projects' }).fill('15');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Developer updated successfully!').first()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/developers$/, { timeout: 10_000 });
  await openHeading(page, `/developers/${id}`, name);
  await expect(page.getByText('Family homes across Nashik.').first()).toBeVisible();

  // Replace the logo on its own: the new one takes the old one's place.
  await openHeading(page, `/developers/${id}/edit`, 'Edit Developer');
  const currentLogo = page.getByRole('img', { name: `Current logo of ${name}` });
  const oldSrc = await currentLogo.getAttribute('src');
  expect(oldSrc).toBeTruthy();
  await page.locator('input[type="file"][name="logo"]').setInputFiles(SECOND_LOGO);
  await expect(page.getByRole('img', { name: 'New logo preview: second-logo.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload new logo' }).click();
  await expect(page.getByText('Logo updated successfully!').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'New logo preview: second-logo.png' })).toBeHidden();
  await expect(currentLogo).not.toHaveAttribute('src', oldSrc ?? '');

  // Cancel goes back to the directory.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/developers$/);

  // Delete from the builder's page; it is gone from the directory.
  await openHeading(page, `/developers/${id}`, name);
  await page.getByRole('button', { name: 'Delete Developer' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete builder?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Developer deleted successfully').first()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/developers$/);
  expect((await page.request.get(`/api/v1/developers/${id}`)).status()).toBe(404);
  const list = (await (await page.request.get('/api/v1/developers')).json()).data;
  expect(list.some((d: { _id: string }) => d._id === id)).toBe(false);
});

test('a message from the server shows under its field, which takes the focus', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await openHeading(page, '/developers/add', 'Add developer');
  const basic = section(page, 'Basic Information');
  await basic
    .getByRole('textbox', { name: 'Developer name' })
    .fill(`E2E Photo Builders ${Date.now().toString(36)}`);
  await basic.getByRole('textbox', { name: 'Description', exact: true }).fill('A team photo but no team.');
  await section(page, 'Headquarters').getByRole('textbox', { name: 'City' }).fill('Pune');
  await section(page, 'Headquarters').getByRole('textbox', { name: 'State' }).fill('Maharashtra');
  await page.locator('input[type="file"][name="teamPhotos"]').setInputFiles(FIRST_LOGO);
  const photos = section(page, 'Team Photos');
  await expect(photos.getByText('No team member for this photo yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add developer' }).click();
  await expect(page.getByText('Failed to add developer').first()).toBeVisible({ timeout: 30_000 });
  await expect(photos.getByText('Add a team member for each team photo')).toBeVisible();
  await expect(photos.getByRole('button', { name: 'Add team photos' })).toBeFocused();
  await expect(page).toHaveURL(/\/developers\/add$/);
});

test('a buyer is told that only admins add or edit builders', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await openHeading(page, '/developers/add', 'Add developer');
  await expect(page.getByRole('heading', { name: 'Only admins can add or edit builders' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse Developers' }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Add developer' })).toHaveCount(0);
});

test('the add form has no serious or critical accessibility violations', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await openHeading(page, '/developers/add', 'Add developer');
  // With its messages showing and a logo preview.
  await page.locator('input[type="file"][name="logo"]').setInputFiles(FIRST_LOGO);
  await page.getByRole('button', { name: 'Add developer' }).click();
  await expect(page.getByText('Developer name is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
