import { sayApiMessage } from '@nivaas/shared/api-messages';
import type { TSays } from '../../../lib/i18n/says';
import { DEVELOPER_TEXT } from './developer-display';

const OWN_BY_TEXT = new Map(Object.values(DEVELOPER_TEXT).map((d) => [d.message, d]));

/**
 * A text from a failed request in the page's language: the directory's own (the transport's
 * 'Failed to fetch developer') from the catalog, the server's and the connection's from the shared
 * table (a Hindi page's server already answers in Hindi, which passes as it is).
 */
export function sayRequestText(i18n: TSays, text: string): string {
  const own = OWN_BY_TEXT.get(text);
  if (own) return i18n._(own);
  return i18n.locale === 'hi' ? sayApiMessage(text, 'hi').text : text;
}
