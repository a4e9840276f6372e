/**
 * Whether the browser is hydrating the server's HTML (main.tsx starts it; the first commit ends
 * it: app/app-live.tsx). Parts drawn later (a client-side navigation) need not wait for anything.
 */
let hydrating = false;

export const startHydrating = (): void => {
  hydrating = true;
};
export const hydrationCommitted = (): void => {
  hydrating = false;
};
export const isHydrating = (): boolean => hydrating;
