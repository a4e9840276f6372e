import { msg } from '@lingui/core/macro';

/**
 * The add and edit pages' titles (the tab's): the server writes the add page's into its HTML in
 * its language (prerender/static-page-meta.ts); the pages say the same words.
 */
export const ADD_PROPERTY_TITLE = msg`Add Property`;
export const EDIT_PROPERTY_TITLE = msg`Edit Property`;
