import { msg } from '@lingui/core/macro';

/**
 * The sign-in pages' titles (the tab's), by their English path: the server writes them into each
 * page's HTML in its language (prerender/static-page-meta.ts); the pages say the same words.
 */
export const AUTH_PAGE_TITLES = {
  '/login': msg`Login`,
  '/login/mobile': msg`Sign in with your mobile`,
  '/register': msg`Create Account`,
  '/forgot-password': msg`Forgot password`,
  '/reset-password': msg`Choose a new password`,
  '/confirm-email': msg`Confirm email address`,
} as const;
