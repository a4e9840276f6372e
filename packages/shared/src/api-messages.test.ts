import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ACCOUNT_MSG,
  ZChangePasswordForm,
  ZForgotPasswordRequest,
  ZResetPasswordForm,
  ZResetPasswordRequest,
  ZVerifyEmailRequest,
} from './account';
import { ADMIN_MSG } from './admin';
import { ADMIN_USER_MSG, ZAdminUserCreate, ZAdminUserUpdate, ZUserStatusRequest } from './admin-user';
import { API_MESSAGES, apiMessageByKey, findApiMessage, sayApiMessage } from './api-messages';
import { ZLoginRequest, ZProfileForm, ZRegisterRequest } from './auth';
import { DEVELOPER_MSG, ZDeveloperForm } from './developer';
import { DUPLICATE_PHOTOS_MSG } from './duplicate-photos';
import { ZEmiInput } from './emi';
import { ENQUIRY_MSG, ZEnquiryRequest, ZEnquiryStatusRequest } from './enquiry';
import { MSG } from './messages';
import { FRESHNESS_TEXT } from './listing-freshness-text';
import { REPORT_MSG, ZAskAgentRequest, ZHideListingRequest } from './listing-report';
import { OTP_MSG, otpSentMessage, ZOtpRequest, ZOtpVerify } from './otp';
import { DATA_MSG, ZDeleteAccountRequest } from './personal-data';
import { SAVED_SEARCH_MSG, ZSavedSearchCreate, ZSavedSearchUpdate } from './saved-searches';
import { ZPropertyCreateRequest, ZPropertyUpdateRequest } from './property';
import { SITE_SETTINGS_MSG, ZSiteSettingsForm } from './site-settings';
import { reraNumberMessage, reraAuthorityForState } from './rera';
import { queryInt } from './zod-helpers';

/**
 * The guard: every message the sign-in, account, code, enquiry and EMI schemas and the server's
 * message lists can produce has an entry in the table, so the API can say it in Hindi; a new or
 * reworded message fails here (the same approach as the web's known-messages.test.ts).
 */
const issues = (schema: z.ZodType, value: unknown): string[] => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

const LONG = 'x'.repeat(20_001);
/** Each field of a form empty, of the wrong type, nonsense and too long, one way at a time. */
function everyWayWrong(schema: z.ZodType, fields: string[], base: Record<string, unknown> = {}): string[] {
  const out = issues(schema, base);
  for (const bad of ['', 42, null, 'nonsense', ' ', LONG, -1, 1e15, [], {}]) {
    out.push(...issues(schema, { ...base, ...Object.fromEntries(fields.map((f) => [f, bad])) }));
  }
  return out;
}

const ENQUIRY_KINDS = ['contact', 'loan', 'design-team', 'lawyer', 'movers'];
const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'subject', 'message'];
const DETAIL_FIELDS = [
  'loanAmount',
  'tenureYears',
  'interestRate',
  'city',
  'experienceYears',
  'specialty',
  'portfolio',
  'barCouncilId',
  'practiceAreas',
  'fromCity',
  'toCity',
  'moveDate',
  'plan',
];

/** The listing form's fields (the add and edit schemas read the flat form shape). */
const PROPERTY_FIELDS = [
  'title',
  'description',
  'titleHi',
  'descriptionHi',
  'type',
  'status',
  'constructionStatus',
  'featured',
  'price',
  'bedrooms',
  'bathrooms',
  'area',
  'buildingName',
  'floorNumber',
  'ageOfProperty',
  'possessionDate',
  'line1',
  'street',
  'locality',
  'city',
  'state',
  'zipCode',
  'country',
  'latitude',
  'longitude',
  'amenities',
  'highlights',
  'nearbyLocalities',
  'projectDetails',
  'approvals',
  'developer',
  'agent',
  'images',
];
const PROJECT_FIELDS = ['projectArea', 'totalUnits', 'launchDate', 'reraId', 'configurations'];
const propertyMessages = (schema: z.ZodType): string[] => [
  ...everyWayWrong(schema, PROPERTY_FIELDS),
  ...PROPERTY_FIELDS.flatMap((field) => [
    ...everyWayWrong(schema, [field]),
    ...issues(schema, { [field]: 1.5 }),
  ]),
  ...PROJECT_FIELDS.flatMap((field) =>
    ['', -1, 'x', 1e15, 1.5, LONG, '2024-02-30'].flatMap((bad) =>
      issues(schema, { projectDetails: { [field]: bad } }),
    ),
  ),
  ...issues(schema, {
    approvals: [{ name: '' }, ...Array.from({ length: 25 }, () => ({ name: 'OC' }))],
    highlights: Array.from({ length: 9 }, () => 'Corner flat'),
    amenities: ['Helipad'],
    images: Array.from({ length: 12 }, () => 'photo'),
  }),
];

const PRODUCED: string[] = [
  ...propertyMessages(ZPropertyCreateRequest),
  ...propertyMessages(ZPropertyUpdateRequest),
  reraNumberMessage(),
  reraNumberMessage(reraAuthorityForState('Maharashtra')),
  ...everyWayWrong(ZLoginRequest, ['email', 'password']),
  ...everyWayWrong(ZRegisterRequest, ['name', 'email', 'password', 'role', 'mobile', 'occupation']),
  ...issues(ZRegisterRequest, { name: 'A', email: 'a@b.in', password: '123', role: 'buyer' }),
  ...everyWayWrong(ZProfileForm, ['name', 'mobile', 'occupation']),
  ...everyWayWrong(ZChangePasswordForm, ['currentPassword', 'newPassword', 'confirmPassword']),
  ...issues(ZChangePasswordForm, {
    currentPassword: 'a-long-password',
    newPassword: 'a-long-password',
    confirmPassword: 'other-password',
  }),
  ...everyWayWrong(ZForgotPasswordRequest, ['email']),
  ...everyWayWrong(ZResetPasswordRequest, ['token', 'password']),
  ...everyWayWrong(ZResetPasswordForm, ['password', 'confirmPassword']),
  ...issues(ZResetPasswordForm, { password: 'a-long-password', confirmPassword: 'other-password' }),
  ...everyWayWrong(ZVerifyEmailRequest, ['token']),
  ...everyWayWrong(ZOtpRequest, ['mobile']),
  ...everyWayWrong(ZOtpVerify, ['mobile', 'code', 'name']),
  ...everyWayWrong(ZEmiInput, ['loanAmount', 'tenureYears', 'annualRate']),
  ...issues(ZEmiInput, { loanAmount: 0, tenureYears: 7, annualRate: 99 }),
  ...everyWayWrong(ZEnquiryRequest, ['kind']),
  ...ENQUIRY_KINDS.flatMap((kind) => [
    ...everyWayWrong(ZEnquiryRequest, ENQUIRY_FIELDS, { kind }),
    ...everyWayWrong(ZEnquiryRequest, ['details'], { kind }),
    ...DETAIL_FIELDS.flatMap((field) =>
      ['', 'nonsense', -1, 1e9, LONG].flatMap((bad) =>
        issues(ZEnquiryRequest, { kind, details: { [field]: bad } }),
      ),
    ),
  ]),
  ...everyWayWrong(ZEnquiryStatusRequest, ['status']),
  // The Add / Edit Developer form, its rows and its nested objects
  ...everyWayWrong(ZDeveloperForm, [
    'name',
    'description',
    'website',
    'foundedYear',
    'headquarters',
    'completedProjects',
    'flagshipProjects',
    'team',
    'contact',
    'socialMedia',
    'awards',
  ]),
  ...['', 'nonsense', -1, 1e9, LONG, 42, null].flatMap((bad) => [
    ...issues(ZDeveloperForm, { headquarters: { city: bad, state: bad, country: bad } }),
    ...issues(ZDeveloperForm, { contact: { email: bad, phone: bad } }),
    ...issues(ZDeveloperForm, { socialMedia: { facebook: bad } }),
    ...issues(ZDeveloperForm, { awards: [{ name: bad, year: bad, category: bad }] }),
    ...issues(ZDeveloperForm, { team: [{ name: bad, designation: bad }] }),
    ...issues(ZDeveloperForm, { flagshipProjects: [{ name: bad, description: bad }] }),
  ]),
  ...issues(ZDeveloperForm, { awards: Array.from({ length: 51 }, () => ({ name: 'x' })) }),
  ...issues(queryInt(1, 50), 'x'),
  ...Object.values(MSG),
  ...Object.values(ACCOUNT_MSG),
  ...Object.values(OTP_MSG),
  ...Object.values(ENQUIRY_MSG),
  ...Object.values(DEVELOPER_MSG),
  // The builder images' own (apps/api developer-images.ts, developers.service.ts)
  'Please choose a logo image',
  ...['Logo', 'Each team photo'].flatMap((label) => [
    `${label} must be a JPEG, PNG, WebP, AVIF or GIF image`,
    `${label} must be at most 50 megapixels`,
    `${label} could not be read as a JPEG, PNG, WebP, AVIF or GIF image`,
  ]),
  otpSentMessage('+919822012345'),
  // The profile's forms and answers (DATA_MSG, saved searches, the weekly reminder's link)
  ...everyWayWrong(ZDeleteAccountRequest, ['confirm']),
  ...everyWayWrong(ZSavedSearchCreate, ['name', 'frequency']),
  ...everyWayWrong(ZSavedSearchUpdate, ['name', 'frequency']),
  ...Object.values(DATA_MSG),
  ...Object.values(SAVED_SEARCH_MSG),
  FRESHNESS_TEXT.confirmLinkInvalid,
  'Profile updated successfully',
  // The admin area's forms and answers (admin users, moderation, duplicate photos, settings)
  ...everyWayWrong(ZAdminUserCreate, [
    'name',
    'email',
    'password',
    'role',
    'mobile',
    'company',
    'licenseNumber',
  ]),
  ...everyWayWrong(ZAdminUserUpdate, [
    'name',
    'email',
    'role',
    'mobile',
    'occupation',
    'company',
    'licenseNumber',
  ]),
  ...everyWayWrong(ZUserStatusRequest, ['active']),
  ...everyWayWrong(ZSiteSettingsForm, [
    'defaultCity',
    'supportPhone',
    'supportEmail',
    'officeAddress',
    'officeHours',
    'featuredCount',
    'notificationEmail',
    'reportHideThreshold',
  ]),
  ...everyWayWrong(ZAskAgentRequest, ['note']),
  ...everyWayWrong(ZHideListingRequest, ['note']),
  ...Object.values(ADMIN_MSG),
  ...Object.values(ADMIN_USER_MSG),
  ...Object.values(DUPLICATE_PHOTOS_MSG),
  ...Object.values(SITE_SETTINGS_MSG),
  ...[
    REPORT_MSG.noOpenReports,
    REPORT_MSG.notHiddenByModeration,
    REPORT_MSG.noAgent,
    REPORT_MSG.agentUnreachable,
    REPORT_MSG.noteRequired,
    REPORT_MSG.noteTooLong,
    REPORT_MSG.dismissed,
    REPORT_MSG.agentAsked,
    REPORT_MSG.hidden,
    REPORT_MSG.shown,
    REPORT_MSG.agentDeactivated,
  ],
  FRESHNESS_TEXT.staleBeforeHide,
  'Settings saved',
];

describe('the table of API messages', () => {
  it('has every message the schemas and message lists produce', () => {
    expect(PRODUCED.length).toBeGreaterThan(300);
    expect([...new Set(PRODUCED)].filter((text) => !findApiMessage(text))).toEqual([]);
  });

  it('gives each entry one key, and Hindi with the same figures', () => {
    const keys = API_MESSAGES.map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
    const english = API_MESSAGES.map((m) => m.en);
    expect(new Set(english).size).toBe(english.length);
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const m of API_MESSAGES) {
      expect(m.hi, m.en).toMatch(/[\u0900-\u097F]/);
      expect(names(m.hi), m.en).toEqual(names(m.en));
    }
  });

  it("says the listing form's messages in Hindi, the field's name in Hindi too", () => {
    expect(sayApiMessage('Price must be at most 10,00,00,00,00,000', 'hi').text).toBe(
      'कीमत के लिए ज़्यादा से ज़्यादा 10,00,00,00,00,000 लिखें',
    );
    expect(sayApiMessage('Bedrooms must be a whole number', 'hi').text).toBe('बेडरूम के लिए पूरी संख्या लिखें');
    expect(sayApiMessage('Title is required', 'hi')).toEqual({ text: 'शीर्षक ज़रूरी है', key: 'titleRequired' });
    expect(sayApiMessage('Enter a valid MahaRERA registration number', 'hi').text).toBe(
      'कृपया सही MahaRERA पंजीकरण नंबर डालें',
    );
  });

  it('says a text in Hindi with its figures kept, and English as it is', () => {
    expect(sayApiMessage('Must be at most 100 characters', 'hi')).toEqual({
      text: 'ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं',
      key: 'tooLong',
    });
    expect(sayApiMessage(otpSentMessage('+919822012345'), 'hi').text).toBe(
      'हमने +91 98220 12345 पर 6 अंकों का कोड भेजा है। यह 5 मिनट तक चलेगा।',
    );
    expect(sayApiMessage('Please choose a tenure of 5, 10, 15, 20, 25 or 30 years', 'hi').text).toBe(
      'कृपया 5, 10, 15, 20, 25 या 30 साल की अवधि चुनें',
    );
    for (const text of new Set(PRODUCED)) expect(sayApiMessage(text, 'en').text).toBe(text);
    expect(sayApiMessage('Something new the server says', 'hi')).toEqual({
      text: 'Something new the server says',
    });
    expect(apiMessageByKey('tooLong', 'hi', { max: '200' })).toBe('ज़्यादा से ज़्यादा 200 अक्षर हो सकते हैं');
    expect(apiMessageByKey('propertyNotFound', 'en')).toBe('Property not found');
    expect(apiMessageByKey('no-such-key', 'hi')).toBeUndefined();
  });
});
