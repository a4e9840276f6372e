import type { TCurrentUser } from '@nivaas/shared/auth';
import type { TLocale } from '@nivaas/shared/locale';
import { sessionAnswers } from '../first-view';
import { request } from '../http-client';

/**
 * PUT /auth/me with the user's language only (issue 19): the language switch and the profile's
 * Language choice save it, so a later sign-in opens the site in it. Answers the user as saved.
 */
export async function saveLanguage(
  locale: TLocale,
  opts: {
    /** In the background (the switch): a 401 does not sign the user out and send them to /login. */
    isBackground?: boolean;
  } = {},
): Promise<TCurrentUser> {
  const res = await request('/auth/me', {
    method: 'PUT',
    body: { preferredLanguage: locale },
    answer: sessionAnswers.answer((a) => a.ZProfileAnswer),
    skipAuthRedirect: opts.isBackground,
  });
  return res.data;
}
