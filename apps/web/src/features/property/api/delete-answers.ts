import { changedOf, ZDeleted } from '@nivaas/shared/envelope';

/**
 * The answer of a delete, loaded with the first one: the button sits on the detail page, whose
 * first view carries no zod (lib/first-view.ts).
 */
export const ZDeleteAnswer = changedOf(ZDeleted);
