import { ACCOUNT_MSG, ZResetPasswordForm } from '@nivaas/shared/account';
import { API_MESSAGES, apiMessageByKey } from '@nivaas/shared/api-messages';
import { ZLoginRequest, ZRegisterRequest } from '@nivaas/shared/auth';
import { ZEmiInput } from '@nivaas/shared/emi';
import { ENQUIRY_MSG } from '@nivaas/shared/enquiry';
import { MSG } from '@nivaas/shared/messages';
import { OTP_MSG, otpSentMessage } from '@nivaas/shared/otp';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MSG } from '../../features/property/lib/contact';
import { FALLBACK } from '../../features/property/lib/property-display';
import { i18nFor, loadCatalogPart } from './i18n';
import { KNOWN_FOR_TEST, sayKnown } from './known-messages';

/**
 * The forms show texts made elsewhere (schemas, server); sayKnown says them in Hindi. These tests
 * keep its list in step with where the texts are made: a new or reworded message fails here.
 */
const issues = (schema: z.ZodType, value: unknown): string[] => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

/** Every message the translated forms can show, as the schemas and the server write them. */
const SHOWN: string[] = [
  ...issues(ZLoginRequest, { email: '', password: '' }),
  ...issues(ZLoginRequest, { email: 'not-an-email', password: 'x'.repeat(201) }),
  ...issues(ZRegisterRequest, { name: '', email: '', password: '', role: 'x', mobile: 'call me' }),
  ...issues(ZRegisterRequest, {
    name: 'A',
    email: 'a@b.in',
    password: '123',
    role: 'buyer',
    occupation: 'x'.repeat(101),
  }),
  ...issues(ZResetPasswordForm, { password: 'a-long-password', confirmPassword: 'other-password' }),
  ...issues(ZResetPasswordForm, { password: '', confirmPassword: '' }),
  ...issues(ZEmiInput, { loanAmount: Number.NaN, tenureYears: 7, annualRate: Number.NaN }),
  ...issues(ZEmiInput, { loanAmount: 0, tenureYears: 15, annualRate: -1 }),
  ...issues(ZEmiInput, { loanAmount: 1e15, tenureYears: 15, annualRate: 99 }),
  ...Object.values(OTP_MSG),
  otpSentMessage('+919822012345'),
  ACCOUNT_MSG.resetLinkSent,
  ACCOUNT_MSG.resetLinkInvalid,
  ACCOUNT_MSG.passwordReset,
  ACCOUNT_MSG.emailConfirmed,
  ACCOUNT_MSG.emailAlreadyConfirmed,
  ACCOUNT_MSG.confirmLinkInvalid,
  ACCOUNT_MSG.tokenRequired,
  MSG.invalidCredentials,
  MSG.deactivated,
  MSG.emailExists,
  MSG.validationFailed,
  MSG.tooManyRequests,
  MSG.serverError,
  MSG.serverBusy,
  MSG.networkError,
  MSG.sessionExpired,
  MSG.genericError,
  MSG.loginFailed,
  MSG.registrationFailed,
  MSG.passwordTooCommon,
  MSG.tokenMissing,
  ENQUIRY_MSG.nameRequired,
  ENQUIRY_MSG.phoneRequired,
  ENQUIRY_MSG.invalidPhone,
  ENQUIRY_MSG.loanAmountRequired,
  ENQUIRY_MSG.invalidTenure,
  ENQUIRY_MSG.invalidRate,
  ENQUIRY_MSG.thanks,
  CONTACT_MSG.sent,
  CONTACT_MSG.initiated,
  CONTACT_MSG.enterMessage,
  CONTACT_MSG.failed,
  CONTACT_MSG.propertyMissing,
  CONTACT_MSG.loginFirst,
  FALLBACK.seller,
];

beforeAll(async () => {
  // Their Hindi is in the forms' part (with the frame's part under it).
  await loadCatalogPart('hi', 'forms');
});

describe('sayKnown', () => {
  it('knows every message the translated forms can show', () => {
    const known = (text: string) =>
      KNOWN_FOR_TEST.exact.has(text) || KNOWN_FOR_TEST.patterns.some((p) => p.test(text));
    expect(SHOWN.length).toBeGreaterThan(50);
    expect([...new Set(SHOWN)].filter((text) => !known(text))).toEqual([]);
  });

  it('says each of them in Hindi on a Hindi page, with its figures kept', () => {
    const hi = i18nFor('hi');
    const untranslated = SHOWN.filter((text) => !/[\u0900-\u097F]/.test(sayKnown(hi, text)));
    expect(untranslated).toEqual([]);
    expect(sayKnown(hi, 'Password must be at least 6 characters')).toBe(
      'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
    );
    expect(sayKnown(hi, otpSentMessage('+919822012345'))).toBe(
      'हमने +91 98220 12345 पर 6 अंकों का कोड भेजा है। यह 5 मिनट तक चलेगा।',
    );
    expect(sayKnown(hi, 'Please choose a tenure of 5, 10, 15, 20, 25 or 30 years')).toBe(
      'कृपया 5, 10, 15, 20, 25 या 30 साल की अवधि चुनें',
    );
  });

  it('leaves English as it is, and an unknown text as it came', () => {
    const en = i18nFor('en');
    for (const text of SHOWN) expect(sayKnown(en, text)).toBe(text);
    const hi = i18nFor('hi');
    expect(sayKnown(hi, 'Something the server just said {oddly}')).toBe(
      'Something the server just said {oddly}',
    );
    expect(sayKnown(hi, undefined)).toBeUndefined();
    expect(sayKnown(hi, '')).toBe('');
  });
});

describe('the shared table of API messages beside the catalog', () => {
  /** A figure or a name for each placeholder of the table's English. */
  const SAMPLE: Record<string, string> = {
    min: '6',
    max: '100',
    years: '5, 10, 15',
    last: '30',
    mobile: '+91 98220 12345',
    minutes: '5',
    name: 'page',
    expected: 'string',
    received: 'number',
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE[name] ?? name);

  it('says every message both have in the same Hindi (no drift between the API and the pages)', () => {
    const hi = i18nFor('hi');
    const known = (text: string) =>
      KNOWN_FOR_TEST.exact.has(text) || KNOWN_FOR_TEST.patterns.some((p) => p.test(text));
    const both = API_MESSAGES.filter((m) => known(fill(m.en)));
    expect(both.length).toBeGreaterThan(50);
    const drift = both
      .map((m) => ({
        en: m.en,
        catalog: sayKnown(hi, fill(m.en)),
        table: apiMessageByKey(m.key, 'hi', SAMPLE),
      }))
      .filter((d) => d.catalog !== d.table);
    expect(drift).toEqual([]);
  });

  it("says a text only the table has in the table's Hindi, and leaves English pages English", () => {
    const hi = i18nFor('hi');
    expect(sayKnown(hi, ACCOUNT_MSG.currentPasswordRequired)).toBe('मौजूदा पासवर्ड ज़रूरी है');
    expect(sayKnown(hi, 'Must be a whole number from 1 to 50')).toBe('1 से 50 तक की पूरी संख्या होनी चाहिए');
    expect(sayKnown(i18nFor('en'), ACCOUNT_MSG.currentPasswordRequired)).toBe('Current password is required');
    // What the server already said in Hindi passes through as it is.
    expect(sayKnown(hi, 'प्रॉपर्टी नहीं मिली')).toBe('प्रॉपर्टी नहीं मिली');
  });
});
