import { msg } from '@lingui/core/macro';

/**
 * The builder pages' titles and descriptions: the pages say them in the tab, and the server writes
 * them into the page's HTML in its language (prerender/static-page-meta.ts, prerender/route-meta.ts).
 */
export const DIRECTORY_TITLE = msg`Builders`;
export const DIRECTORY_DESCRIPTION = msg`Browse builders in India: their projects, specializations and homes on Nivaas.`;
export const ADD_DEVELOPER_TITLE = msg`Add developer`;
export const EDIT_DEVELOPER_TITLE = msg`Edit Developer`;
/** A builder's page: its tab's title ('Kolte Patil – Builder'). */
export const BUILDER_TITLE = msg({ message: '{name} – Builder' });
/** A builder's description when it has none of its own. */
export const BUILDER_DESCRIPTION = msg({
  message: '{name}, real estate developer in {place}, on Nivaas.',
});
