import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { DEMO } from '../support/demo';
import { signIn } from '../support/session';

/** Opens a page and waits for its main heading (the first load of a lazy page can be slow on CI). */
async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
}

// ---------- small real PNGs, made here so the server's image pipeline has something to decode ----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A solid-colour RGB PNG. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const photo = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(64, 48, rgb),
});

// ---------- the journeys ----------

test('an agent adds a listing with three photos, finds it, and edits its price', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `E2E garden flat ${stamp}`;
  // A Hindi word of its own (the stamp's digits as Devanagari letters), so a Hindi search finds only it.
  const hindiWord = `बाग${[...stamp].map((c) => String.fromCharCode(0x915 + (parseInt(c, 36) % 30))).join('')}`;
  const titleHi = `गंगापुर रोड पर ${hindiWord} फ्लैट`;
  await signIn(page, DEMO.agent);

  // The form in Hindi: its words, a schema's message said in Hindi, then filled in.
  await open(page, '/hi/add-property', 'प्रॉपर्टी जोड़ें');
  await expect(page).toHaveTitle('प्रॉपर्टी जोड़ें | Nivaas');
  await page.getByRole('button', { name: 'प्रॉपर्टी डालें' }).click();
  const englishTitle = page.getByRole('textbox', { name: 'शीर्षक (अंग्रेज़ी में)', exact: true });
  await expect(englishTitle).toBeFocused();
  await expect(englishTitle).toHaveAccessibleDescription('शीर्षक ज़रूरी है');
  await expect(page.getByText('कम से कम एक फ़ोटो ज़रूरी है')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await englishTitle.fill(title);
  await page
    .getByRole('textbox', { name: 'विवरण (अंग्रेज़ी में)', exact: true })
    .fill('A bright 2 BHK flat on the fourth floor, with a garden view and covered parking.');
  await page.getByRole('textbox', { name: 'हिन्दी में शीर्षक (वैकल्पिक)' }).fill(titleHi);
  await page
    .getByRole('textbox', { name: 'हिन्दी में विवरण (वैकल्पिक)' })
    .fill('चौथी मंज़िल पर हवादार 2 BHK फ्लैट, बगीचे का नज़ारा और ढकी पार्किंग।');
  await expect(page.getByRole('combobox', { name: 'स्थिति', exact: true })).toHaveValue('For Sale');
  await page.getByRole('textbox', { name: 'कीमत', exact: true }).fill('4500000');
  await expect(page.getByText('ऐसे दिखेगी: ₹ 45 लाख')).toBeVisible();
  await page.getByRole('textbox', { name: 'एरिया', exact: true }).fill('1150');
  await page.getByRole('textbox', { name: 'बेडरूम', exact: true }).fill('2');
  await page.getByRole('textbox', { name: 'बाथरूम', exact: true }).fill('2');
  await page.getByRole('textbox', { name: 'सड़क का पता', exact: true }).fill('Gangapur Road');
  await page.getByRole('textbox', { name: 'इलाक़ा', exact: true }).fill('Gangapur');
  await page.getByRole('textbox', { name: 'शहर', exact: true }).fill('Nashik');
  await page.getByRole('textbox', { name: 'राज्य', exact: true }).fill('Maharashtra');
  await page.getByRole('textbox', { name: 'पिन कोड', exact: true }).fill('422013');
  await expect(page.getByRole('textbox', { name: 'देश', exact: true })).toHaveValue('India');
  await page.getByRole('textbox', { name: 'अक्षांश', exact: true }).fill('20.0059');
  await page.getByRole('textbox', { name: 'देशांतर', exact: true }).fill('73.7629');
  await page.getByRole('checkbox', { name: 'पार्किंग' }).check();
  await page.getByRole('checkbox', { name: 'जिम' }).check();
  await page.getByRole('textbox', { name: 'ख़ास बात 1' }).fill('Garden view from every room');

  await page
    .locator('input[type="file"][name="images"]')
    .setInputFiles([
      photo('front.png', [15, 95, 110]),
      photo('hall.png', [232, 163, 61]),
      photo('kitchen.png', [82, 96, 109]),
    ]);
  const photos = page.getByRole('list', { name: /फ़ोटो, उसी क्रम में/ }).getByRole('listitem');
  await expect(photos).toHaveCount(3);
  await expect(page.getByText('कम से कम एक फ़ोटो ज़रूरी है')).toBeHidden();
  // Make the kitchen the second photo, by keyboard-reachable buttons.
  await page.getByRole('button', { name: 'फ़ोटो 3 को बाईं ओर ले जाएँ' }).click();
  await expect(photos.nth(1).getByRole('img')).toHaveAttribute('alt', /kitchen\.png/);

  await page.getByRole('button', { name: 'प्रॉपर्टी डालें' }).click();
  await expect(page.getByText('प्रॉपर्टी डाल दी गई!').first()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/hi\/properties$/, { timeout: 10_000 });

  // It is on the listing page.
  await page.goto(`/properties?search=${encodeURIComponent(title)}`);
  const card = page.getByRole('link', { name: title }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/properties\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // In Hindi: a Hindi word of its title finds it, and its card and detail page show its Hindi.
  await page.goto(`/hi/properties?search=${encodeURIComponent(hindiWord)}`);
  const hindiCard = page.getByRole('link', { name: titleHi });
  await expect(hindiCard).toHaveCount(1);
  await hindiCard.click();
  await expect(page).toHaveURL(new RegExp(`/hi/properties/${id}$`));
  await expect(page.getByRole('heading', { name: titleHi, level: 1 })).toBeVisible();
  await expect(page.getByText('चौथी मंज़िल पर हवादार 2 BHK फ्लैट', { exact: false })).toBeVisible();
  await expect(page.getByText('विवरण अंग्रेज़ी में')).toHaveCount(0);

  // And under 'Your Properties' on the profile, when the profile shows it.
  await page.goto('/profile');
  const yours = page.getByText(/^Your Properties/);
  if (
    await yours
      .first()
      .isVisible({ timeout: 5_000 })
      .catch(() => false)
  ) {
    await expect(page.getByText(title).first()).toBeVisible();
  }

  // Edit the price; the detail page shows the new one.
  await open(page, `/properties/${id}/edit`, 'Edit Property');
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(page.getByRole('list', { name: /Photos, in the order/ }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('checkbox', { name: 'Gym' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('5500000');
  await expect(page.getByText('Shown as ₹ 55.00 Lac')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Property updated successfully!').first()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/properties/${id}$`), { timeout: 10_000 });
  await expect(page.getByText(/₹ 55(,00,000|\.00 Lac)/).first()).toBeVisible();
});

test('the add form shows its messages for empty input and clears one when its field is edited', async ({
  page,
}) => {
  await signIn(page, DEMO.agent);
  await open(page, '/add-property', 'Add Property');
  await page.getByRole('button', { name: 'Create property' }).click();
  for (const message of [
    'Title is required',
    'Description is required',
    'Price is required',
    'Bedrooms count is required',
    'Bathrooms count is required',
    'Area is required',
    'Street address is required',
    'City is required',
    'Locality is required',
    'State is required',
    'Zip code is required',
    'At least one image is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // The first invalid field has focus, and its message describes it.
  const titleInput = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(titleInput).toBeFocused();
  await expect(titleInput).toHaveAccessibleDescription('Title is required');
  await titleInput.fill('A title');
  await expect(page.getByText('Title is required', { exact: true })).toBeHidden();
  await expect(page.getByText('City is required', { exact: true })).toBeVisible();
});

test('photo limits are checked before upload, and removing the last photo asks for one', async ({ page }) => {
  await signIn(page, DEMO.agent);
  await open(page, '/add-property', 'Add Property');
  const input = page.locator('input[type="file"][name="images"]');
  await input.setInputFiles([
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
  ]);
  await expect(
    page.getByText('"huge.png" is larger than 5 MB: each image can be at most 5 MB'),
  ).toBeVisible();
  await expect(page.getByText(/"notes\.txt" is not an image/)).toBeVisible();

  await input.setInputFiles([photo('one.png', [10, 20, 30])]);
  await page.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(page.getByText('At least one image is required', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add photos' })).toBeFocused();
});

test('an admin must choose the agent', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await open(page, '/add-property', 'Add Property');
  await page.getByRole('button', { name: 'Create property' }).click();
  await expect(page.getByText('The agent is required', { exact: true })).toBeVisible();
});

test('an admin edits a listing from the admin area, marks it Sold and returns to the admin list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.admin);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const auth = { authorization: `Bearer ${token}` };
  const agents = await (await page.request.get('/api/v1/admin/users?role=agent', { headers: auth })).json();
  const agentId: string = agents.data.find((u: { email: string }) => u.email === DEMO.agent.email)._id;
  const title = `E2E admin flat ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/v1/properties', {
    headers: auth,
    multipart: {
      title,
      description: 'Listed by an admin for an agent.',
      price: '3200000',
      bedrooms: '1',
      bathrooms: '1',
      area: '620',
      'address[street]': 'College Road',
      'address[locality]': 'College Road',
      'address[city]': 'Nashik',
      'address[state]': 'Maharashtra',
      'address[zipCode]': '422005',
      agent: agentId,
      images: photo('cover.png', [120, 140, 160]),
    },
  });
  expect(created.status()).toBe(201);
  const id: string = (await created.json()).data._id;

  await open(page, `/admin/properties/${id}`, 'Edit Property');
  await expect(page.getByRole('combobox', { name: 'Agent' })).toHaveValue(new RegExp(DEMO.agent.email));
  await expect(page.getByRole('list', { name: /Photos, in the order/ }).getByRole('listitem')).toHaveCount(1);
  // The edit form offers Sold and Rented too, in the native select.
  const status = page.getByRole('combobox', { name: /^Status/ });
  await expect(status.getByRole('option', { name: 'Rented' })).toHaveCount(1);
  await status.selectOption({ label: 'Sold' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Property updated successfully!').first()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/properties$/, { timeout: 10_000 });
  const saved = await (await page.request.get(`/api/v1/properties/${id}`, { headers: auth })).json();
  expect(saved.data.status).toBe('Sold');
});

test('a buyer is told that listing needs an agent account', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await open(page, '/add-property', 'Add Property');
  await expect(
    page.getByRole('heading', { name: 'Listing a property needs an agent account' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out and register as an agent' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create property' })).toHaveCount(0);
});

test('the add form has no serious or critical accessibility violations', async ({ page }) => {
  await signIn(page, DEMO.agent);
  await open(page, '/add-property', 'Add Property');
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
  // Bring the lazily loaded map in, so it is checked too.
  await page.getByText('Location on the map').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Map for the property location' })).toBeVisible();
  // And the messages: the form with its errors showing.
  await page.getByRole('button', { name: 'Create property' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
