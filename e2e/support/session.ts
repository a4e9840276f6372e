import { expect, type Page } from '@playwright/test';

export type TLogin = { email: string; password: string };

/** Signs in through the login form, as a person would, and waits to leave /login. */
export async function signIn(page: Page, who: TLogin): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}
