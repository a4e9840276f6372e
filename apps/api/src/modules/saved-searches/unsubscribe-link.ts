import { jwtVerify, SignJWT } from 'jose';

/** How long an alert email's unsubscribe link works: well past the next weekly email. */
export const UNSUBSCRIBE_LINK_DAYS = 30;
/** The web page an alert's unsubscribe link opens (apps/web: paths.unsubscribe). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
/** The API address a mail client posts to for a one-click unsubscribe (RFC 8058). */
export const UNSUBSCRIBE_API_PATH = '/api/v1/saved-searches/unsubscribe';
const AUDIENCE = 'alert-unsubscribe';

/** What a link turns off: one saved search's alerts, or the user's favourites' price drop alerts. */
export type TUnsubscribeClaims = { userId: string; savedSearchId: string | null };

/**
 * The one-click unsubscribe links of alert emails: signed (HS256, the app's secret, an audience of
 * their own, so neither a session token nor a listing confirmation link is one), naming the user and
 * the saved search (or none: the favourites' alerts). Nothing is stored; turning alerts off twice
 * is harmless.
 */
export function createUnsubscribeLinks(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: TUnsubscribeClaims, now = Date.now()): Promise<string> {
      return new SignJWT({ user: claims.userId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setAudience(AUDIENCE)
        .setSubject(claims.savedSearchId ?? 'favourites')
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(now / 1000) + UNSUBSCRIBE_LINK_DAYS * 86_400)
        .sign(key);
    },
    /** The claims of a valid, unexpired link; null otherwise. */
    async verify(token: string): Promise<TUnsubscribeClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE });
        if (typeof payload.sub !== 'string' || typeof payload.user !== 'string') return null;
        return { userId: payload.user, savedSearchId: payload.sub === 'favourites' ? null : payload.sub };
      } catch {
        return null;
      }
    },
  };
}
export type TUnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
