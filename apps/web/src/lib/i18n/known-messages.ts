import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { sayApiMessage } from '@nivaas/shared/api-messages';
import type { TSays } from './says';

/**
 * The English texts the forms get from elsewhere: the shared zod schemas' messages, the server's
 * answers and errors (`MSG`, `ACCOUNT_MSG`, `OTP_MSG`, `ENQUIRY_MSG`), the contact dialog's
 * `CONTACT_MSG`. They stay English where they are made (the server and the schemas speak English,
 * and the spec's English is word for word theirs); a Hindi page says them in Hindi when it shows
 * them, through `sayKnown`. Written out here rather than imported, so the schemas (and zod) stay
 * out of whatever imports this; `known-messages.test.ts` checks that the lists still match.
 */
const EXACT: readonly MessageDescriptor[] = [
  // Transport and server (MSG)
  msg`Invalid email or password`,
  msg`Account is deactivated`,
  msg`An account with this email already exists`,
  msg`Validation failed`,
  msg`Too many requests, please try again later`,
  msg`Server error occurred. Please try again later.`,
  msg`The server is busy. Please try again in a moment.`,
  msg`Resource not found`,
  msg`You are not authorized to perform this action`,
  msg`Not authorized`,
  msg`This password is too common. Please choose another.`,
  msg`Network Error: Please check your internet connection`,
  msg`Session expired. Please login again.`,
  msg`An error occurred`,
  msg`Login failed. Please try again.`,
  msg`Registration failed`,
  msg`Authentication token missing`,
  msg`Property not found`,
  // Sign-in and register schemas (auth.ts, zod-helpers.ts)
  msg`Email is required`,
  msg`Please enter a valid email`,
  msg`Password is required`,
  msg`Password is too long`,
  msg`Name is required`,
  msg`Please choose Buyer or Real Estate Agent`,
  msg`Please enter a valid mobile number`,
  // Passwords and links (ACCOUNT_MSG)
  msg`Please confirm the new password`,
  msg`The passwords do not match`,
  msg`This link is invalid or has expired. Please ask for a new one.`,
  msg`Your password has been changed. Please log in with the new password.`,
  msg`The link is incomplete`,
  msg`Your email address is confirmed.`,
  msg`Your email address is already confirmed.`,
  msg`This confirmation link is invalid or has expired. Please ask for a new one.`,
  // Sign in with a code (OTP_MSG)
  msg`Mobile number is required`,
  msg`Please enter a 10-digit Indian mobile number`,
  msg`Please enter the 6-digit code`,
  msg`This code is not correct or has expired. Please ask for a new one.`,
  msg`Too many wrong codes. Please ask for a new one.`,
  msg`Please enter your name to create an account`,
  // Enquiries: Apply for Loan (ENQUIRY_MSG)
  msg`Phone number is required`,
  msg`Please enter a valid phone number`,
  msg`Please enter the loan amount`,
  msg`Please choose a tenure between 1 and 30 years`,
  msg`Please enter an interest rate between 0 and 30`,
  msg`Thank you! We will get back to you within 24 hours.`,
  // The EMI calculator's schema (emi.ts)
  msg`Loan amount must be at least ₹ 1`,
  msg`Loan amount must be at most ₹ 10,000 Cr`,
  msg`Please enter the interest rate`,
  msg`Interest rate cannot be negative`,
  // Contact the agent (CONTACT_MSG, property-display FALLBACK)
  msg`Contact request sent successfully!`,
  msg`Contact initiated successfully!`,
  msg`Please enter a message`,
  msg`Failed to send contact request`,
  msg`Property information is missing`,
  msg`Please login to contact the agent.`,
  msg`Unknown Seller`,
];

/** Texts with a figure in them: the English read by a pattern, said again with the figure kept. */
const PATTERNS: readonly { pattern: RegExp; message: MessageDescriptor }[] = [
  {
    pattern: /^Password must be at least (?<min>\d+) characters$/,
    message: msg({ message: 'Password must be at least {min} characters' }),
  },
  {
    pattern: /^Must be at most (?<max>\d+) characters$/,
    message: msg({ message: 'Must be at most {max} characters' }),
  },
  {
    pattern: /^Interest rate must be at most (?<max>[\d.]+)%$/,
    message: msg({ message: 'Interest rate must be at most {max}%' }),
  },
  {
    pattern: /^Please choose a tenure of (?<years>[\d, ]+) or (?<last>\d+) years$/,
    message: msg({ message: 'Please choose a tenure of {years} or {last} years' }),
  },
  {
    pattern:
      /^We have sent a 6-digit code to (?<mobile>\+91 \d{5} \d{5})\. It works for (?<minutes>\d+) minutes\.$/,
    message: msg({ message: 'We have sent a 6-digit code to {mobile}. It works for {minutes} minutes.' }),
  },
  {
    pattern:
      /^If an account uses that email, we have sent it a link to choose a new password\. The link works once, for (?<minutes>\d+) minutes\.$/,
    message: msg({
      message:
        'If an account uses that email, we have sent it a link to choose a new password. The link works once, for {minutes} minutes.',
    }),
  },
];

const EXACT_BY_TEXT = new Map(EXACT.map((d) => [d.message, d]));

/**
 * A text from the schemas or the server in the page's language: its catalog message when it is one
 * of the known texts above, else the shared table of API messages' Hindi (packages/shared's
 * api-messages.ts, the same words the API answers a Hindi page with), else as it came (an unknown
 * text is better shown than hidden). The server already answers a Hindi page's requests in Hindi
 * (the client sends Accept-Language), which passes through as it is; this says the texts the
 * browser makes itself (the shared schemas run in the form, the transport's own messages).
 */
export function sayKnown(i18n: TSays, text: string): string;
export function sayKnown(i18n: TSays, text: string | null | undefined): string | undefined;
export function sayKnown(i18n: TSays, text: string | null | undefined): string | undefined {
  if (text == null || text === '') return text ?? undefined;
  if (i18n.locale === 'en') return text;
  // From the catalog when the forms' part is here (a page of another part, as the information
  // pages' forms, has not loaded it: the catalog then says the English back, and the table speaks).
  const exact = EXACT_BY_TEXT.get(text);
  const said = exact && i18n._(exact);
  if (said && said !== text) return said;
  for (const { pattern, message } of PATTERNS) {
    const found = pattern.exec(text);
    const figured = found && i18n._(message, found.groups);
    if (figured && figured !== text) return figured;
  }
  return sayApiMessage(text, 'hi').text;
}

/** `sayKnown` with the page's translator: `const say = useSayKnown(); say(errors.email?.message)`. */
export function useSayKnown() {
  const { i18n } = useLingui();
  return ((text: string | null | undefined) => sayKnown(i18n, text)) as {
    (text: string): string;
    (text: string | null | undefined): string | undefined;
  };
}

/** For the guard's test: every text this module knows, in English. */
export const KNOWN_FOR_TEST = {
  exact: new Set(EXACT_BY_TEXT.keys()),
  patterns: PATTERNS.map((p) => p.pattern),
};
