import type { TMessageAnswer } from '@nivaas/shared/account';
import { sessionAnswers } from '../first-view';
import { request } from '../http-client';

/** POST /auth/logout: the token stops working on the server too. */
export function endServerSession(): Promise<TMessageAnswer> {
  // Its 401 (a session already ended elsewhere) is not a reason to show 'Session expired'.
  return request('/auth/logout', {
    answer: sessionAnswers.answer((a) => a.ZMessageAnswer),
    method: 'POST',
    skipAuthRedirect: true,
  });
}
