/**
 * The answer schemas of the calls a first view makes (the frame's session and settings, the home
 * page, the listing, the favourite button): loaded with the first such call (./first-view.ts), not
 * before the page paints. Built from the shared schemas, once.
 */
import { ZMessageAnswer } from '@nivaas/shared/account';
import { ZAuthAnswer, ZCurrentUser } from '@nivaas/shared/auth';
import { changedOf, pageOf, successOf } from '@nivaas/shared/envelope';
import { ZFavoriteStatus, ZFavoriteStatusAnswer } from '@nivaas/shared/favorites';
import { ZCityLocation } from '@nivaas/shared/locations';
import { ZPropertyCard } from '@nivaas/shared/property';
import { ZPropertyMap } from '@nivaas/shared/property-map';
import { ZPublicSiteSettingsAnswer } from '@nivaas/shared/site-settings';
import { z } from 'zod';

export { ZAuthAnswer, ZFavoriteStatusAnswer, ZMessageAnswer, ZPropertyCard };
export const ZMeAnswer = successOf(ZCurrentUser);
export const ZSiteSettingsAnswer = successOf(ZPublicSiteSettingsAnswer);
export const ZCitiesAnswer = successOf(z.array(ZCityLocation));
/** Home's featured listings and the saved list: arrays of cards (spec §5). */
export const ZCardsAnswer = successOf(z.array(ZPropertyCard));
export const ZFavoriteChanged = changedOf(ZFavoriteStatus);
/** The listing's map of every match. */
export const ZPropertyMapAnswer = successOf(ZPropertyMap);
/** Built once: a page of 100 cards is parsed with it on every filter change. */
export const ZPropertyListAnswer = pageOf(ZPropertyCard);
