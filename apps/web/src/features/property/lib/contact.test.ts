import { describe, expect, it } from 'vitest';
import {
  CONTACT_MSG,
  canSend,
  contactMessageError,
  contactSuccessText,
  defaultContactMessage,
  internationalDigits,
  isDuplicateContact,
  needsMessage,
  telLink,
  whatsAppLink,
} from './contact';

describe('contact message rules', () => {
  it('prefills a message naming the listing', () => {
    expect(defaultContactMessage('Riverside 3 BHK')).toBe(
      'Hi, I am interested in Riverside 3 BHK. Please share more details.',
    );
    expect(defaultContactMessage('  ')).toBe(
      'Hi, I am interested in this property. Please share more details.',
    );
  });

  it('needs a non-blank message for email and WhatsApp, not for a call', () => {
    expect(needsMessage('email')).toBe(true);
    expect(needsMessage('whatsapp')).toBe(true);
    expect(needsMessage('phone')).toBe(false);
    for (const blank of ['', '   ', '\n\t']) {
      expect(canSend('email', blank)).toBe(false);
      expect(canSend('whatsapp', blank)).toBe(false);
      expect(canSend('phone', blank)).toBe(true);
      expect(contactMessageError('email', blank)).toBe('Please enter a message');
      expect(contactMessageError('phone', blank)).toBeNull();
    }
    expect(canSend('email', 'Is it available?')).toBe(true);
    expect(contactMessageError('whatsapp', 'Hi')).toBeNull();
  });

  it('counts a 400 "Duplicate field value entered" as success, nothing else', () => {
    expect(isDuplicateContact(400, { error: 'Duplicate field value entered' })).toBe(true);
    expect(isDuplicateContact(400, { message: 'Duplicate field value entered' })).toBe(true);
    expect(isDuplicateContact(409, { error: 'Duplicate field value entered' })).toBe(false);
    expect(isDuplicateContact(400, { error: 'Bad request' })).toBe(false);
    expect(isDuplicateContact(400, null)).toBe(false);
  });

  it('says "sent" for a new email request and "initiated" for chats, calls and repeats', () => {
    expect(contactSuccessText('email', false)).toBe(CONTACT_MSG.sent);
    expect(contactSuccessText('email', true)).toBe(CONTACT_MSG.initiated);
    expect(contactSuccessText('whatsapp', false)).toBe('Contact initiated successfully!');
    expect(contactSuccessText('phone', false)).toBe('Contact initiated successfully!');
  });
});

describe('WhatsApp and phone links', () => {
  it('reads Indian numbers with or without the country code', () => {
    expect(internationalDigits('+91 98765 43210')).toBe('919876543210');
    expect(internationalDigits('98765 43210')).toBe('919876543210');
    expect(internationalDigits('098765-43210')).toBe('919876543210');
    expect(internationalDigits('0091 98765 43210')).toBe('919876543210');
    expect(internationalDigits('+1 (415) 555-0100')).toBe('14155550100');
    expect(internationalDigits('12')).toBeNull();
    expect(internationalDigits('')).toBeNull();
    expect(internationalDigits(null)).toBeNull();
  });

  it('builds https://wa.me/<digits>?text=<urlencoded message>', () => {
    expect(whatsAppLink('+91 98765 43210', 'Hi, is flat 4 & 5 free? 100%')).toBe(
      'https://wa.me/919876543210?text=Hi%2C%20is%20flat%204%20%26%205%20free%3F%20100%25',
    );
    expect(whatsAppLink('9876543210', '  ')).toBe('https://wa.me/919876543210');
    expect(whatsAppLink(undefined, 'Hi')).toBeNull();
  });

  it('builds a tel: link', () => {
    expect(telLink('+91 98765 43210')).toBe('tel:+919876543210');
    expect(telLink('n/a')).toBeNull();
  });
});
