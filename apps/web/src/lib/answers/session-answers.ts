/**
 * The signed-in session's answers (who is signed in, signing in, signing out): a guest's pages
 * never load them, nor the account and auth schemas behind them (../first-view.ts).
 */
import { ZMessageAnswer } from '@nivaas/shared/account';
import { ZAuthAnswer, ZCurrentUser } from '@nivaas/shared/auth';
import { changedOf, successOf } from '@nivaas/shared/envelope';

export { ZAuthAnswer, ZMessageAnswer };
export const ZMeAnswer = successOf(ZCurrentUser);
/** PUT /auth/me's answer: the user as saved (the language switch saves the user's language). */
export const ZProfileAnswer = changedOf(ZCurrentUser);
