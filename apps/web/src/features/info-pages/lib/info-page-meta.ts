import { LEGAL_META } from './meta-legal';
import { INFO_META } from './meta-info';
import { SERVICES_META } from './meta-services';

/**
 * The information pages' titles and descriptions (the tab's and the search result's), by English
 * path: the pages say them (usePageTitle) and the server writes them into each page's HTML in its
 * language (prerender/static-page-meta.ts). Each page's are in the catalog part of its words
 * (meta-info.ts, meta-services.ts, meta-legal.ts), so a page's title never waits for another part.
 */
export const INFO_PAGE_META = { ...INFO_META, ...SERVICES_META, ...LEGAL_META } as const;

export type TInfoPath = keyof typeof INFO_PAGE_META;
