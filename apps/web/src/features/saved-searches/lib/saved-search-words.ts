import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  SAVED_SEARCH_MAX,
  SAVED_SEARCH_MSG,
  SAVED_SEARCH_NAME_MAX,
  type TSavedSearchFrequency,
} from '@nivaas/shared/saved-searches';
import type { TSays } from '../../../lib/i18n/says';

/** How often alerts come, as the dialog offers it (the shared labels are the English). */
export const FREQUENCY_WORDS: Record<TSavedSearchFrequency, MessageDescriptor> = {
  instant: msg`Instantly`,
  daily: msg`Daily`,
  weekly: msg`Weekly`,
  off: msg`Off`,
};

/**
 * The saved searches' texts made by the shared schema and the server (SAVED_SEARCH_MSG), said in
 * the page's language when a dialog shows them; any other text shows as it came.
 */
const KNOWN = new Map<string, { message: MessageDescriptor; values?: Record<string, unknown> }>([
  [SAVED_SEARCH_MSG.nameRequired, { message: msg`Please enter a name for this search` }],
  [
    SAVED_SEARCH_MSG.nameTooLong,
    {
      message: msg({ message: 'Please keep the name under {max} characters' }),
      values: { max: SAVED_SEARCH_NAME_MAX },
    },
  ],
  [SAVED_SEARCH_MSG.frequencyInvalid, { message: msg`Please choose how often to send alerts` }],
  [
    SAVED_SEARCH_MSG.tooMany,
    {
      message: msg({ message: 'You can save up to {max} searches. Delete one to save another.' }),
      values: { max: SAVED_SEARCH_MAX },
    },
  ],
  [SAVED_SEARCH_MSG.queryInvalid, { message: msg`This search cannot be saved: a filter could not be read` }],
  [SAVED_SEARCH_MSG.notFound, { message: msg`Saved search not found` }],
  [SAVED_SEARCH_MSG.saved, { message: msg`Search saved` }],
  [SAVED_SEARCH_MSG.updated, { message: msg`Saved search updated` }],
]);

/** A saved-search text from the schema or the server in the page's language (English as it came). */
export function saySavedSearchText(i18n: TSays, text: string): string;
export function saySavedSearchText(i18n: TSays, text: string | undefined): string | undefined;
export function saySavedSearchText(i18n: TSays, text: string | undefined): string | undefined {
  if (text === undefined || i18n.locale === 'en') return text;
  const known = KNOWN.get(text);
  return known ? i18n._(known.message, known.values) : text;
}

/** The English texts said from the catalog (for the tests). */
export const KNOWN_SAVED_SEARCH_TEXTS = [...KNOWN.keys()];
