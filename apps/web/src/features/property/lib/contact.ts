import type { TContactMethod } from '@nivaas/shared/property-options';

/** The contact dialog's texts (public-site §4, §5, §8). */
export const CONTACT_MSG = {
  sent: 'Contact request sent successfully!',
  initiated: 'Contact initiated successfully!',
  enterMessage: 'Please enter a message',
  failed: 'Failed to send contact request',
  propertyMissing: 'Property information is missing',
  loginFirst: 'Please login to contact the agent.',
  duplicate: 'Duplicate field value entered',
} as const;

export const DEFAULT_CONTACT_METHOD: TContactMethod = 'email';

/** The message the dialog opens with. */
export function defaultContactMessage(title: string | null | undefined): string {
  const name = title?.trim() || 'this property';
  return `Hi, I am interested in ${name}. Please share more details.`;
}

/** Email and WhatsApp carry the message; a phone call does not need one. */
export function needsMessage(method: TContactMethod): boolean {
  return method !== 'phone';
}

/** The send button is disabled while a needed message is blank (spec §5). */
export function canSend(method: TContactMethod, message: string): boolean {
  return !needsMessage(method) || message.trim() !== '';
}

/** The message's error, or null when it may be sent. */
export function contactMessageError(method: TContactMethod, message: string): string | null {
  return canSend(method, message) ? null : CONTACT_MSG.enterMessage;
}

/**
 * The number in international form without '+', as wa.me wants it. Indian numbers are often
 * stored without the country code ('98765 43210', '098765 43210'); those get 91.
 */
export function internationalDigits(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const hasPlus = phone.trim().startsWith('+');
  let digits = phone.replace(/\D/g, '');
  if (!hasPlus) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    else if (digits.length === 11 && digits.startsWith('0')) digits = `91${digits.slice(1)}`;
    else if (digits.length === 10) digits = `91${digits}`;
  }
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** `https://wa.me/<digits>?text=<message>`; null when the agent has no usable number. */
export function whatsAppLink(phone: string | null | undefined, message: string): string | null {
  const digits = internationalDigits(phone);
  if (!digits) return null;
  const text = message.trim();
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** `tel:+<digits>`; null when the agent has no usable number. */
export function telLink(phone: string | null | undefined): string | null {
  const digits = internationalDigits(phone);
  return digits ? `tel:+${digits}` : null;
}

/** A 400 'Duplicate field value entered' means the request is already on record: a success (spec §8). */
export function isDuplicateContact(
  status: number,
  body: { error?: unknown; message?: unknown } | null,
): boolean {
  return status === 400 && (body?.error === CONTACT_MSG.duplicate || body?.message === CONTACT_MSG.duplicate);
}

/** What the success state says: a sent email, or a chat or call that was started. */
export function contactSuccessText(method: TContactMethod, wasDuplicate: boolean): string {
  return wasDuplicate || method !== 'email' ? CONTACT_MSG.initiated : CONTACT_MSG.sent;
}
