/**
 * What every page's frame asks for: the site settings and the cities. Small, so the first answer a
 * page parses does not wait on the listing schemas (../first-view.ts).
 */
import { successOf } from '@nivaas/shared/envelope';
import { ZCityLocation } from '@nivaas/shared/locations';
import { ZPublicSiteSettingsAnswer } from '@nivaas/shared/site-settings';
import { z } from 'zod';

export const ZSiteSettingsAnswer = successOf(ZPublicSiteSettingsAnswer);
export const ZCitiesAnswer = successOf(z.array(ZCityLocation));
