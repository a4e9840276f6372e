import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_PASSWORD, type TTestApp } from './test-app';

/**
 * The API says its failures in the caller's language (issue 19): Accept-Language picks Hindi or
 * English for `message` and the field messages, each with its key beside it; without the header,
 * or asking for English, every word is what it always was.
 */
let t: TTestApp;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ email } = (await createUser(t.app)).row);
});
afterAll(async () => {
  await t.close();
});

const HI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const MISSING_ID = '0190a3c4-5b6d-7e8f-9a0b-1c2d3e4f5a6b';

const registerEmpty = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: {}, headers });
const wrongPassword = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: `${TEST_PASSWORD}-wrong` },
    headers,
  });

describe('failures in Hindi', () => {
  it('answers a 422 with the message and every field message in Hindi, and their keys', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        name: '',
        email: 'not-an-email',
        password: '123',
        role: 'seller',
        occupation: 'x'.repeat(101),
      },
      headers: HI,
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-language']).toBe('hi');
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
    expect(res.json()).toEqual({
      success: false,
      message: 'जानकारी सही नहीं है',
      error: 'जानकारी सही नहीं है',
      messageKey: 'validationFailed',
      errors: {
        name: 'नाम ज़रूरी है',
        email: 'कृपया सही ईमेल डालें',
        password: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
        role: 'कृपया ख़रीदार या रियल एस्टेट एजेंट चुनें',
        occupation: 'ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं',
      },
      errorKeys: {
        name: 'nameRequired',
        email: 'emailInvalid',
        password: 'passwordTooShort',
        role: 'registerRoleRequired',
        occupation: 'tooLong',
      },
    });
  });

  it('answers a wrong password (401), a missing token (401) and a missing listing (404) in Hindi', async () => {
    const login = await wrongPassword(HI);
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({
      message: 'ईमेल या पासवर्ड ग़लत है',
      error: 'ईमेल या पासवर्ड ग़लत है',
      messageKey: 'invalidCredentials',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { 'accept-language': 'hi' },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ message: 'अनुमति नहीं है', messageKey: 'notAuthorized' });
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/${MISSING_ID}`,
      headers: HI,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-language']).toBe('hi');
    expect(missing.json()).toMatchObject({ message: 'प्रॉपर्टी नहीं मिली', messageKey: 'propertyNotFound' });
    const route = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: HI });
    expect(route.json()).toMatchObject({ message: 'यह पता नहीं मिला', messageKey: 'routeNotFound' });
  });

  it('answers a 429 in Hindi', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN: '1' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: 'x@example.in', password: 'whatever' },
          headers: HI,
        });
      expect((await attempt()).statusCode).toBe(401);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'बहुत ज़्यादा अनुरोध हुए, कृपया थोड़ी देर बाद कोशिश करें',
        messageKey: 'tooManyRequests',
      });
    } finally {
      await limited.close();
    }
  });

  it('leaves a message the table does not know in English, without a key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: 'hello',
      headers: { ...HI, 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(415);
    const body = res.json();
    expect(body.message).toBe('Unsupported content type');
    expect(body).not.toHaveProperty('messageKey');
  });
});

describe('failures in English', () => {
  for (const [name, headers] of [
    ['without Accept-Language', {}],
    ["asking for 'en'", { 'accept-language': 'en' }],
    ['preferring English to Hindi', { 'accept-language': 'en-IN,hi;q=0.8' }],
  ] as const) {
    it(`answers word for word as before ${name}`, async () => {
      const invalid = await registerEmpty(headers);
      expect(invalid.statusCode).toBe(422);
      expect(invalid.headers['content-language']).toBe('en');
      expect(invalid.json()).toEqual({
        success: false,
        message: 'Validation failed',
        error: 'Validation failed',
        messageKey: 'validationFailed',
        errors: {
          name: 'Name is required',
          email: 'Email is required',
          password: 'Password is required',
          role: 'Please choose Buyer or Real Estate Agent',
        },
        errorKeys: {
          name: 'nameRequired',
          email: 'emailRequired',
          password: 'passwordRequired',
          role: 'registerRoleRequired',
        },
      });
      const login = await wrongPassword(headers);
      expect(login.statusCode).toBe(401);
      expect(login.json()).toEqual({
        success: false,
        message: 'Invalid email or password',
        error: 'Invalid email or password',
        messageKey: 'invalidCredentials',
      });
      const missing = await t.app.inject({ method: 'GET', url: `/api/v1/properties/${MISSING_ID}`, headers });
      expect(missing.json()).toMatchObject({ message: 'Property not found', error: 'Property not found' });
    });
  }
});
