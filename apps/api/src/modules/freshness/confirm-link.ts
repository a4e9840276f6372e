import { jwtVerify, SignJWT } from 'jose';

/** How long a weekly email's link confirms its listing: until the next email and a week more. */
export const CONFIRM_LINK_DAYS = 14;
/** The web page a reminder's link opens (apps/web: paths.confirmListing). */
export const CONFIRM_LISTING_PATH = '/confirm-listing';
const AUDIENCE = 'listing-confirmation';

export type TConfirmClaims = { propertyId: string; agentId: string };

/**
 * The one-click links of the weekly reminder: signed (HS256, the app's secret, an audience of its
 * own so a session token is never one and one is never a session token), naming the listing and
 * the agent it was sent to. Nothing is stored: a link only says 'this listing is still available',
 * which its agent may say any number of times; it stops working when the listing changes hands.
 */
export function createConfirmLinks(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: TConfirmClaims, now = Date.now()): Promise<string> {
      return new SignJWT({ agent: claims.agentId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setAudience(AUDIENCE)
        .setSubject(claims.propertyId)
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(now / 1000) + CONFIRM_LINK_DAYS * 86_400)
        .sign(key);
    },
    /** The claims of a valid, unexpired link; null otherwise. */
    async verify(token: string): Promise<TConfirmClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE });
        if (typeof payload.sub !== 'string' || typeof payload.agent !== 'string') return null;
        return { propertyId: payload.sub, agentId: payload.agent };
      } catch {
        return null;
      }
    },
  };
}
export type TConfirmLinks = ReturnType<typeof createConfirmLinks>;
