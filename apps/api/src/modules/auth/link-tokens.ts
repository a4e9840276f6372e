import { createHash, randomBytes } from 'node:crypto';
import type { TLocale } from '@nivaas/shared/locale';
import { siteLink } from '../notifications/mail-locale';

/** A link's secret: 256 random bits, URL-safe. Only its hash is stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/** SHA-256 is enough for a random 256-bit secret (nothing to guess); a lookup by it is one index read. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The page a link opens: on PUBLIC_URL when set, otherwise a path on the site that sent it; in
 * `locale`'s version of the page when it has one ('/hi/reset-password').
 */
export function linkTo(
  publicUrl: string | undefined,
  path: string,
  token: string,
  locale: TLocale = 'en',
): string {
  return `${siteLink(publicUrl, path, locale)}?token=${encodeURIComponent(token)}`;
}
