import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './demo';

export type TAccount = { name: string; email: string; password: string };

/** A new buyer made through the API (the journeys under test start after registration). */
export async function newBuyer(request: APIRequestContext, name = 'Kavya Iyer'): Promise<TAccount> {
  const account = { name, email: uniqueEmail('kavya'), password: 'tulsi-garden-81' };
  const res = await request.post('/api/v1/auth/register', { data: { ...account, role: 'buyer' } });
  expect(res.status()).toBe(201);
  return account;
}

/** A token of another device: a login made straight through the API. */
export async function tokenOfAnotherDevice(
  request: APIRequestContext,
  who: { email: string; password: string },
): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: who });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
}

/** The status GET /auth/me answers for a token: 200 while its session lives, 401 once it ended. */
export async function meStatus(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
  return res.status();
}

/** The token this browser holds. */
export function browserToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}
