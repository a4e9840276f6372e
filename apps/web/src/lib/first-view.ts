/**
 * The answer schemas of first-view calls (./first-view-answers.ts), loaded with the first call
 * that needs one, while its request is under way: zod and the schemas stay out of the code a page
 * needs before it paints, and every answer is still parsed before a screen sees it.
 */
type TFirstViewAnswers = typeof import('./first-view-answers');

let loading: Promise<TFirstViewAnswers> | undefined;

export function loadFirstViewAnswers(): Promise<TFirstViewAnswers> {
  // A failed load (the network dropped) is tried again by the next call.
  loading ??= import('./first-view-answers').catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** The `answer` of a call: `{ answer: firstViewAnswer((a) => a.ZMeAnswer) }`. */
export const firstViewAnswer =
  <A>(pick: (answers: TFirstViewAnswers) => A) =>
  () =>
    loadFirstViewAnswers().then(pick);
