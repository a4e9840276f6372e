/**
 * The answer schemas of first-view calls (./answers/), loaded with the first call that needs one,
 * while its request is under way: zod and the schemas stay out of the code a page needs before it
 * paints, and every answer is still parsed before a screen sees it.
 *
 * In three parts, each loaded on its own: zod builds every schema of a module as it loads, and on
 * a slow phone the whole set took one task of a quarter of a second, in the middle of the first
 * view; a guest's home now loads the site's part, then the listings' part, and never the session's.
 */
type TSiteAnswers = typeof import('./answers/site-answers');
type TListingAnswers = typeof import('./answers/listing-answers');
type TSessionAnswers = typeof import('./answers/session-answers');

function lazyAnswers<M>(load: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  // A failed load (the network dropped) is tried again by the next call.
  const get = (): Promise<M> =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
  /** The `answer` of a call: `{ answer: siteAnswers.answer((a) => a.ZCitiesAnswer) }`. */
  const answer =
    <A>(pick: (answers: M) => A) =>
    () =>
      get().then(pick);
  return { load: get, answer };
}

/** Site settings and cities: every page's frame. */
export const siteAnswers = lazyAnswers<TSiteAnswers>(() => import('./answers/site-answers'));
/** Cards, the detail, the map, favourites. */
export const listingAnswers = lazyAnswers<TListingAnswers>(() => import('./answers/listing-answers'));
/** Who is signed in, signing in and out. */
export const sessionAnswers = lazyAnswers<TSessionAnswers>(() => import('./answers/session-answers'));
