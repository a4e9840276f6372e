import { changedOf } from '@nivaas/shared/envelope';
import { ZAvailabilityConfirmed } from '@nivaas/shared/listing-freshness';

/**
 * The answer of a confirmation, loaded with the first one: the button sits on the detail page,
 * whose first view carries no zod (lib/first-view.ts).
 */
export const ZConfirmedAnswer = changedOf(ZAvailabilityConfirmed);
