import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { DEMO, uniqueEmail } from '../support/demo';

test.describe('EMI calculator', () => {
  test('a guest sees the defaults, is asked to log in for custom values, and gets them after logging in', async ({
    page,
  }) => {
    await page.goto('/emi-calculator');
    await expect(page).toHaveTitle(/EMI Calculator/);
    const results = page.getByTestId('emi-results');
    const emi = page.getByTestId('monthly-emi');

    // Defaults: ₹ 80,00,000 over 15 years at 8.15 %.
    await expect(page.getByText('Eighty Lakh Rupees')).toBeVisible();
    await expect(emi).toHaveText('₹ 77,147');
    await expect(
      page.getByText('Showing default calculation. Login to calculate with your custom values.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download EMI Schedule' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Apply for Loan' })).toBeDisabled();

    const amount = page.getByLabel('Loan amount');
    await amount.fill('5000000');
    await expect(amount).toHaveValue('50,00,000');
    await expect(page.getByText('Fifty Lakh Rupees')).toBeVisible();
    await page.getByRole('button', { name: 'Calculate EMI' }).click();

    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await expect(dialog).toBeVisible();
    await expect(results).toHaveAttribute('data-locked', 'true');
    await expect(page.getByText('Login to view custom calculations').first()).toBeVisible();

    // Both fields are required.
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();

    await dialog.getByLabel('Email Address').fill(DEMO.buyer.email);
    await dialog.getByLabel('Password').fill(DEMO.buyer.password);
    await dialog.getByRole('button', { name: 'Login' }).click();

    await expect(dialog).toBeHidden();
    await expect(results).toHaveAttribute('data-locked', 'false');
    // ₹ 50,00,000 over 15 years at 8.15 %.
    await expect(emi).toHaveText('₹ 48,217');
    await expect(page.getByText('₹ 50,00,000 for 15 years (180 months)')).toBeVisible();
    await expect(page.getByText('Showing default calculation.', { exact: false })).toBeHidden();
  });

  test('a wrong password in the Login Required dialog shows the server message', async ({ page }) => {
    await page.goto('/emi-calculator');
    await page.getByLabel('Loan tenure').selectOption('20');
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await dialog.getByLabel('Email Address').fill(DEMO.buyer.email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page.getByTestId('emi-results')).toHaveAttribute('data-locked', 'true');
  });

  test('a signed-in user calculates, downloads the schedule and applies for a loan', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email Address').fill(DEMO.buyer.email);
    await page.getByLabel('Password').fill(DEMO.buyer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).not.toHaveURL(/\/login$/);

    await page.goto('/emi-calculator');
    await page.getByLabel('Loan amount').fill('5000000');
    await page.getByLabel('Loan tenure').selectOption('20');
    await page.getByLabel('Interest rate (per annum)').fill('8.5');
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByTestId('monthly-emi')).toHaveText('₹ 43,391');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download EMI Schedule' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('emi-schedule-5000000-20y-8.5pct.csv');
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Month,EMI,Principal,Interest,Balance');
    expect(lines).toHaveLength(241);
    await expect(page.getByRole('heading', { name: 'EMI schedule, year by year' })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(1 + 20 + 1);

    await page.getByRole('button', { name: 'Apply for Loan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for a home loan' });
    await expect(dialog.getByLabel('Email Address')).toHaveValue(DEMO.buyer.email);
    await dialog.getByLabel('Phone Number').fill('98220 12345');
    await dialog.getByLabel('City of the property (optional)').fill('Nashik');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('Application sent')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  });
});

test('the area converter turns 1 acre into 43,560 square feet', async ({ page }) => {
  await page.goto('/emi-calculator');
  const result = page.getByTestId('area-result');
  await expect(result).toHaveText('1 Square Meter = 10.76391 Square Feet');

  await page.getByLabel('From', { exact: true }).selectOption({ label: 'Acre' });
  await page.getByLabel('Value', { exact: true }).fill('1');
  await page.getByLabel('To', { exact: true }).selectOption({ label: 'Square Feet' });
  await expect(result).toHaveText('1 Acre = 43,560 Square Feet');
  await expect(page.getByRole('heading', { name: 'About Acre' })).toBeVisible();

  await page.getByRole('button', { name: 'Swap units' }).click();
  await page.getByLabel('Value', { exact: true }).fill('43560');
  await expect(result).toHaveText('43,560 Square Feet = 1 Acre');
});

test('the contact form checks its fields and sends a message', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle(/Contact Us/);
  await expect(page.getByRole('link', { name: 'support@nivaas.in' })).toBeVisible();

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Please enter a message')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toBeFocused();

  await page.getByLabel('Full Name').fill('Kavita Joshi');
  await page.getByLabel('Email Address').fill(uniqueEmail('kavita'));
  await page.getByLabel('Subject').fill('Visit scheduling');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('The agent of a 2 BHK in Indira Nagar has not replied for three days.');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(page.getByText('Thank you! We will get back to you within 24 hours.')).toBeVisible();
});

test.describe('information pages', () => {
  test('the Help Center lists a question only when it is not blank', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('tab', { name: 'Owners' }).click();
    await expect(page.getByRole('button', { name: 'Which documents do I need to sell?' })).toBeVisible();

    const submit = page.getByRole('button', { name: 'Submit question' });
    const box = page.getByLabel('Your question');
    await expect(submit).toBeDisabled();
    await box.fill('    ');
    await expect(submit).toBeDisabled();
    await box.fill('  Is a khata transfer needed for a resale flat in Bengaluru? ');
    await submit.click();
    await expect(page.getByText('Is a khata transfer needed for a resale flat in Bengaluru?')).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(page.getByRole('link', { name: 'Contact Support' }).first()).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('the Design Studio greets, switches services and takes a design-team application', async ({
    page,
  }) => {
    await page.goto('/interior-design');
    const intro = page.getByRole('dialog', { name: 'Welcome to the Nivaas Design Studio' });
    await expect(intro).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(intro).toBeHidden();

    await page.getByRole('tab', { name: 'Architecture Services' }).click();
    await expect(page.getByRole('heading', { name: 'Approvals and drawings' })).toBeVisible();

    await page.getByRole('button', { name: 'Join Our Design Team' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Join Our Design Team' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Please choose a specialty')).toBeVisible();
    await dialog.getByLabel('Full Name').fill('Rohan Deshpande');
    await dialog.getByLabel('Email Address').fill(uniqueEmail('rohan'));
    await dialog.getByLabel('Years of Experience').fill('6');
    await dialog.getByLabel('Specialty').selectOption('residential');
    await dialog.getByLabel('Portfolio').fill('https://example.in/rohan-portfolio');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Application received')).toBeVisible();
  });

  test('Packers and Movers announces itself, shows the plans and takes a request', async ({ page }) => {
    await page.goto('/packers-and-movers');
    const notice = page.getByRole('dialog', { name: 'Packers and Movers is coming soon' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByText('₹ 5,000')).toBeVisible();
    await expect(page.getByText('₹ 18,000')).toBeVisible();

    await page.getByRole('button', { name: 'Choose Standard' }).click();
    await expect(page.getByLabel('Plan', { exact: true })).toHaveValue('standard');
    await page.getByLabel('Full Name').fill('Sana Qureshi');
    await page.getByLabel('Phone Number').fill('+91 98220 12345');
    await page.getByLabel('Email Address').fill(uniqueEmail('sana'));
    await page.getByLabel('Moving from (city)').fill('Nashik');
    await page.getByLabel('Moving to (city)').fill('Pune');
    await page.getByLabel('Home size').selectOption('3 BHK');
    await page.getByRole('button', { name: 'Request a quote' }).click();
    await expect(page.getByText('Request received.')).toBeVisible();
  });
});

test('the calculator and the contact page have no accessibility violations in their content', async ({
  page,
}) => {
  for (const path of ['/emi-calculator', '/contact']) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.map((v) => `${path}: ${v.id} (${v.nodes.length})`)).toEqual([]);
  }
});
