import { jwtVerify, SignJWT } from 'jose';
import type { TRole } from '@nivaas/shared/roles';

/** `sid` names the session row the token belongs to (checked on every request). */
export type TTokenClaims = { sub: string; role: TRole; sid: string };

export function createTokenService(secret: string, expiresInSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    expiresInSeconds,
    sign(claims: TTokenClaims): Promise<string> {
      return new SignJWT({ role: claims.role, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${expiresInSeconds}s`)
        .sign(key);
    },
    /**
     * Verifies signature (HS256 only: alg=none and others are refused) and expiry. A token without
     * a session id (made before sessions existed) is refused: it could never be ended.
     */
    async verify(token: string): Promise<TTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { sub: payload.sub, role: payload.role as TRole, sid: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type TTokenService = ReturnType<typeof createTokenService>;
