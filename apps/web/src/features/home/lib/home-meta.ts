import { msg } from '@lingui/core/macro';

/** The home page's title and description: the tab's, and (prerender/route-meta.ts) the Hindi home's HTML. */
export const HOME_TITLE = msg`Buy, rent and sell homes in India`;
export const HOME_DESCRIPTION = msg`Flats, houses, plots and offices for sale and rent across India, with honest prices in rupees and verified agents.`;
