import { jwtVerify, SignJWT } from 'jose';
import type { TRole } from '@nivaas/shared/roles';

export type TTokenClaims = { sub: string; role: TRole };

export function createTokenService(secret: string, expiresInSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: TTokenClaims): Promise<string> {
      return new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${expiresInSeconds}s`)
        .sign(key);
    },
    /** Verifies signature (HS256 only: alg=none and others are refused) and expiry. */
    async verify(token: string): Promise<TTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string') return null;
        return { sub: payload.sub, role: payload.role as TRole };
      } catch {
        return null;
      }
    },
  };
}
export type TTokenService = ReturnType<typeof createTokenService>;
