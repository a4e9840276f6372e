import { ADMIN_MSG } from '@nivaas/shared/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHindi } from '../../../../test/hindi';
import { i18nFor } from '../../../lib/i18n/i18n';
import { HttpError } from '../../../lib/http-client';
import { MODERATION_ERRORS } from '../api/get-report-queue';
import { ADMIN_EMPTY, ADMIN_ERRORS, failureNotice } from './admin-messages';
import { ADMIN_KNOWN_FOR_TEST, sayAdmin } from './admin-words';

beforeAll(async () => {
  await loadHindi(['admin']);
});

describe("the admin screens' texts in the page's language", () => {
  it('know every failure and empty text the screens make', () => {
    for (const text of [
      ...Object.values(ADMIN_ERRORS),
      ...Object.values(ADMIN_EMPTY),
      ...Object.values(MODERATION_ERRORS),
    ]) {
      expect(ADMIN_KNOWN_FOR_TEST.has(text), text).toBe(true);
      expect(sayAdmin(i18nFor('hi'), text), text).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("say the screens' own texts from the catalog, the server's from the shared table, English as it is", () => {
    const hi = i18nFor('hi');
    expect(sayAdmin(hi, ADMIN_ERRORS.deleteUser)).toBe('यूज़र हटाया नहीं जा सका');
    expect(sayAdmin(hi, ADMIN_MSG.userDeleted)).toBe('यूज़र हटा दिया गया');
    expect(sayAdmin(hi, 'Reports dismissed')).toBe('शिकायतें ख़ारिज कर दी गईं');
    expect(sayAdmin(hi, 'Something new')).toBe('Something new');
    expect(sayAdmin(i18nFor('en'), ADMIN_ERRORS.deleteUser)).toBe('Failed to delete user');
  });

  it("add the server's reason in Hindi after a Hindi sentence break", () => {
    const hi = i18nFor('hi');
    const refused = new HttpError('आप अपना ही खाता नहीं हटा सकते', 403, {
      success: false,
      message: 'आप अपना ही खाता नहीं हटा सकते',
      error: 'Forbidden',
    });
    expect(failureNotice(refused, ADMIN_ERRORS.deleteUser, (text) => sayAdmin(hi, text), '। ')).toBe(
      'यूज़र हटाया नहीं जा सका। आप अपना ही खाता नहीं हटा सकते',
    );
  });
});
