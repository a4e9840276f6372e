import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/** A local stand-in for the SMS provider: records every request it receives, answers 202. */
const received: { headers: IncomingHttpHeaders; body: { sender: string; to: string; text: string } }[] = [];
let provider: Server;
let isProviderDown = false;
const PROVIDER_PORT = 3336;

let t: TTestApp;
beforeAll(async () => {
  provider = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      if (isProviderDown) {
        res.writeHead(503).end();
        return;
      }
      received.push({ headers: req.headers, body: JSON.parse(text) });
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(PROVIDER_PORT, '127.0.0.1', resolve));
  t = await createTestApp({
    SMS_HTTP_URL: `http://127.0.0.1:${PROVIDER_PORT}/v1/messages`,
    SMS_HTTP_TOKEN: 'provider-token-123',
    SMS_SENDER_ID: 'NIVAAS',
    RATE_LIMIT_OTP: '3',
    RATE_LIMIT_OTP_ADDRESS: '1000',
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

const call = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: url.startsWith('GET ') ? 'GET' : 'POST',
    url: `/api/v1${url.replace(/^GET /, '')}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
const requestCode = (mobile: string) => call('/auth/otp/request', { mobile });
const verify = (body: object) => call('/auth/otp/verify', body);

/** The code in the newest SMS to a number, read as a person would. */
function lastCode(to: string): string {
  const sms = received.filter((r) => r.body.to === to).at(-1);
  const code = sms?.body.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign in with a code sent by SMS', () => {
  it('sends the code through the HTTP provider and makes a buyer account for a new number once a name is given', async () => {
    const res = await requestCode('98220 12345');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'We have sent a 6-digit code to +91 98220 12345. It works for 5 minutes.',
    });
    const sms = received.at(-1);
    expect(sms?.headers.authorization).toBe('Bearer provider-token-123');
    expect(sms?.body).toMatchObject({ sender: 'NIVAAS', to: '+919822012345' });
    expect(sms?.body.text).toMatch(/^\d{6} is your Nivaas sign-in code\. It works for 5 minutes\./);
    const code = lastCode('+919822012345');

    // A number without an account needs a name; the code stays usable.
    const nameless = await verify({ mobile: '+91 98220 12345', code });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().errors).toEqual({ name: 'Please enter your name to create an account' });

    const ok = await verify({ mobile: '09822012345', code, name: 'Pooja Sawant' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ name: 'Pooja Sawant', role: 'buyer', mobile: '+91 98220 12345' });
    const me = await call('GET /auth/me', {}, ok.json().token);
    expect(me.statusCode).toBe(200);
    // No email address yet: nothing to confirm, and no email sent to the stand-in address.
    const resend = await call('/auth/verify-email/resend', {}, ok.json().token);
    expect(resend.json().message).toBe('This account has no email address yet.');
    const mails = await t.app.deps.repos.outbox.findAll();
    expect(mails.filter((m) => m.recipient === ok.json().user.email)).toHaveLength(0);

    // The code worked once.
    const reused = await verify({ mobile: '9822012345', code, name: 'Pooja Sawant' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This code is not correct or has expired. Please ask for a new one.');

    // Next time the same number signs in to the same account, without a name.
    await requestCode('+919822012345');
    const again = await verify({ mobile: '9822012345', code: lastCode('+919822012345') });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(ok.json().user.id);
  });

  it('allows 5 tries: after 5 wrong codes even the right one is refused', async () => {
    await requestCode('9876500001');
    const code = lastCode('+919876500001');
    for (let i = 1; i <= 5; i++) {
      const res = await verify({ mobile: '9876500001', code: wrongCode(code), name: 'Guess' });
      expect(res.statusCode, `try ${i}`).toBe(400);
      if (i === 5) expect(res.json().message).toBe('Too many wrong codes. Please ask for a new one.');
    }
    const right = await verify({ mobile: '9876500001', code, name: 'Guess' });
    expect(right.statusCode).toBe(400);
    const rows = await t.app.deps.database.query(
      `select id from users where phone_verified = '+919876500001'`,
    );
    expect(rows).toHaveLength(0);
  });

  it('refuses an expired code and a code of an earlier request with 400', async () => {
    await requestCode('9876500002');
    const first = lastCode('+919876500002');
    await requestCode('9876500002');
    const second = lastCode('+919876500002');
    if (first !== second) {
      expect((await verify({ mobile: '9876500002', code: first, name: 'Early' })).statusCode).toBe(400);
    }
    await t.app.deps.database.query(
      `update otp_codes set expires_at = now() - interval '1 second' where mobile = '+919876500002'`,
    );
    expect((await verify({ mobile: '9876500002', code: second, name: 'Late' })).statusCode).toBe(400);
  });

  it('stores the code as an HMAC, never as typed', async () => {
    await requestCode('9876500003');
    const code = lastCode('+919876500003');
    const rows = await t.app.deps.database.query<{ code_hash: string }>(
      `select code_hash from otp_codes where mobile = '+919876500003'`,
    );
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('answers 422 for a number that is not a 10-digit Indian mobile', async () => {
    for (const mobile of ['12345', '+44 7700 900123', '5822012345', '']) {
      const res = await requestCode(mobile);
      expect(res.statusCode, mobile).toBe(422);
    }
    expect((await requestCode('abc')).json().errors.mobile).toBe(
      'Please enter a 10-digit Indian mobile number',
    );
  });

  it('answers 429 past the limit per number', async () => {
    for (let i = 0; i < 3; i++) expect((await requestCode('9876500004')).statusCode).toBe(200);
    const flood = await requestCode('+91 98765 00004');
    expect(flood.statusCode).toBe(429);
    expect(received.filter((r) => r.body.to === '+919876500004')).toHaveLength(3);
  });

  it('answers 500 when the provider refuses, and the unsent code is not left to guess', async () => {
    isProviderDown = true;
    try {
      expect((await requestCode('9876500005')).statusCode).toBe(500);
    } finally {
      isProviderDown = false;
    }
    const rows = await t.app.deps.database.query(`select id from otp_codes where mobile = '+919876500005'`);
    expect(rows).toHaveLength(0);
  });

  it('answers 429 past the limit per client address, across numbers (codes to the log by default)', async () => {
    const own = await createTestApp({ RATE_LIMIT_OTP_ADDRESS: '2' });
    try {
      expect(own.app.deps.sms.kind).toBe('log');
      const send = (mobile: string) =>
        own.app.inject({ method: 'POST', url: '/api/v1/auth/otp/request', payload: { mobile } });
      expect((await send('9876511111')).statusCode).toBe(200);
      expect((await send('9876522222')).statusCode).toBe(200);
      expect((await send('9876533333')).statusCode).toBe(429);
    } finally {
      await own.close();
    }
  });
});

describe('the code’s text in the reader’s language', () => {
  const ask = (mobile: string, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp/request',
      headers: language ? { 'accept-language': language } : {},
      payload: { mobile },
    });
  const lastText = (to: string) => received.filter((r) => r.body.to === to).at(-1)?.body.text ?? '';
  const HINDI = /^\d{6} आपका निवास साइन इन कोड है। यह 5 मिनट तक चलेगा। इसे किसी को न बताएँ।$/;
  const ENGLISH =
    /^\d{6} is your Nivaas sign-in code\. It works for 5 minutes\. Do not share it with anyone\.$/;

  it('says it in Hindi to a new number asked from a Hindi page, in English otherwise', async () => {
    expect((await ask('98220 55501', 'hi')).statusCode).toBe(200);
    expect(lastText('+919822055501')).toMatch(HINDI);
    expect((await ask('98220 55502', 'en-IN,en;q=0.9')).statusCode).toBe(200);
    expect(lastText('+919822055502')).toMatch(ENGLISH);
    expect((await ask('98220 55503')).statusCode).toBe(200);
    expect(lastText('+919822055503')).toMatch(ENGLISH);
  });

  it('says it in the language of the number’s account, whatever the page', async () => {
    await ask('98220 55504');
    const signedUp = await verify({ mobile: '98220 55504', code: lastCode('+919822055504'), name: 'Kavita' });
    expect(signedUp.statusCode).toBe(200);
    await t.database.query("update users set preferred_language = 'hi' where phone_verified = $1", [
      '+919822055504',
    ]);
    expect((await ask('98220 55504', 'en')).statusCode).toBe(200);
    expect(lastText('+919822055504')).toMatch(HINDI);
  });
});
