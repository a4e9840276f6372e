/**
 * Listings as the pages read them: cards (home's featured, the saved list, the listing page), the
 * detail, the map of every match, and the favourite button's answers (../first-view.ts).
 */
import { changedOf, pageOf, successOf } from '@nivaas/shared/envelope';
import { ZFavoriteStatus, ZFavoriteStatusAnswer } from '@nivaas/shared/favorites';
import { ZProperty, ZPropertyCard } from '@nivaas/shared/property-answer';
import { ZPropertyMap } from '@nivaas/shared/property-map';
import { z } from 'zod';

export { ZFavoriteStatusAnswer, ZPropertyCard };
/** Home's featured listings and the saved list: arrays of cards (spec §5). */
export const ZCardsAnswer = successOf(z.array(ZPropertyCard));
export const ZFavoriteChanged = changedOf(ZFavoriteStatus);
/** The listing's map of every match. */
export const ZPropertyMapAnswer = successOf(ZPropertyMap);
/** A listing's detail page. */
export const ZPropertyAnswer = successOf(ZProperty);
/** Built once: a page of 100 cards is parsed with it on every filter change. */
export const ZPropertyListAnswer = pageOf(ZPropertyCard);
