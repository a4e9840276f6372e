/**
 * The compare tray's limit and texts, without zod: the cards' compare toggle reads them on the
 * home and listing pages' first view.
 */
export const COMPARE_MAX = 4;
/** Said by the tray before a fifth is added, and by the API's 422 when more are sent. */
export const COMPARE_LIMIT_MESSAGE = `You can compare up to ${COMPARE_MAX} listings`;
/** A compare column whose listing is unknown, hidden, sold or a repeat of an earlier column. */
export const NO_LONGER_AVAILABLE = 'No longer available';
/** A shared shortlist link that was revoked or never existed. */
export const SHORTLIST_NOT_SHARED = 'This shortlist is no longer shared';
