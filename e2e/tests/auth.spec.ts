import { expect, test } from '../support/test';
import { DEMO, uniqueEmail } from '../support/demo';
import { expectNoSeriousA11yViolations } from '../support/a11y';

test('a buyer registers, stays signed in across a reload, logs out and lands on /login', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Anita Deshmukh');
  await page.getByLabel('Email Address').fill(uniqueEmail('anita'));
  await page.getByLabel('Password').fill('secret123');
  await page.getByLabel('Occupation (optional)').fill('Teacher');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.goto('/profile');
  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the register form shows its messages for empty and bad input', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByLabel('Password').fill('123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
});

test('the register form shows the server refusing a common password under the field', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Common Password');
  await page.getByLabel('Email Address').fill(uniqueEmail('common'));
  await page.getByLabel('Password').fill('123456');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('This password is too common. Please choose another.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('a protected page visited while signed out returns there after login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email Address').fill(DEMO.buyer.email);
  await page.getByLabel('Password').fill(DEMO.buyer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a wrong password shows the server message and keeps the user on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(DEMO.buyer.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('an admin goes to /admin after login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('an expired session sends the user to /login with a notice', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('token', 'expired.or.forged'));
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
});

for (const path of ['/login', '/register']) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(
      page.getByRole('button', { name: path === '/login' ? 'Login' : 'Create Account' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
