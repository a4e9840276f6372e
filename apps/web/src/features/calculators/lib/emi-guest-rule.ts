import { msg } from '@lingui/core/macro';
import { isDefaultEmiInput, type TEmiInput } from '@nivaas/shared/emi';

/**
 * The guest rule of admin spec §4 'EMI for a guest': anyone may calculate the defaults; custom
 * values need a signed-in user, and a guest who asks for them is shown the Login Required dialog.
 */
export type TEmiDecision = 'calculate' | 'login-required';

export function decideEmiCalculation({
  isSignedIn,
  input,
}: {
  isSignedIn: boolean;
  input: TEmiInput;
}): TEmiDecision {
  return isSignedIn || isDefaultEmiInput(input) ? 'calculate' : 'login-required';
}

/**
 * What the results area shows:
 * - 'locked': a guest asked for custom values; the last results are blurred behind
 *   'Login to view custom calculations';
 * - 'guest-default': a guest sees the default calculation with a note to log in;
 * - 'result': a signed-in user sees the results for their own values.
 */
export type TEmiView =
  | { kind: 'locked'; input: TEmiInput }
  | { kind: 'guest-default'; input: TEmiInput }
  | { kind: 'result'; input: TEmiInput };

export function resolveEmiView({
  isSignedIn,
  shown,
  pending,
}: {
  isSignedIn: boolean;
  /** The input of the last calculation that ran. */
  shown: TEmiInput;
  /** Custom values a guest asked for, waiting for a login. */
  pending: TEmiInput | null;
}): TEmiView {
  if (isSignedIn) return { kind: 'result', input: pending ?? shown };
  if (pending) return { kind: 'locked', input: shown };
  return { kind: 'guest-default', input: shown };
}

export const GUEST_DEFAULT_NOTE = msg`Showing default calculation. Login to calculate with your custom values.`;
export const LOCKED_NOTE = msg`Login to view custom calculations`;
