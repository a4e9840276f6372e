import { msg } from '@lingui/core/macro';

/**
 * The account pages' titles (the tab's), by their English path: the server writes them into each
 * page's HTML in its language (prerender/static-page-meta.ts); the pages say the same words.
 */
export const ACCOUNT_PAGE_TITLES = {
  '/profile': msg`Profile`,
  '/privacy-notice': msg`Privacy notice`,
  '/unsubscribe': msg`Unsubscribe`,
  '/confirm-listing': msg`Confirm listing`,
} as const;

/** The privacy notice's description (its header and its meta description). */
export const PRIVACY_NOTICE_DESCRIPTION = msg`What Nivaas keeps about you, why, and how to see, correct or erase it.`;
