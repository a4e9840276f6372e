import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TRole } from '@nivaas/shared/roles';
import { AppError } from '../lib/app-error';
import type { TAuthService } from '../modules/auth/auth.service';
import type { TUserRow } from '../modules/users/users.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by requireAuth / optionalAuth. */
    user: TUserRow | null;
    /** The session of the request's token, beside `user`. */
    sessionId: string | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

export type TGuards = {
  /** 401 without a valid token, 403 for a deactivated account. */
  requireAuth: preHandlerAsyncHookHandler;
  /** Like requireAuth, then 403 unless the user has one of the roles. */
  requireRole: (...roles: TRole[]) => preHandlerAsyncHookHandler;
  /** Sets request.user when a valid token is sent; anonymous otherwise (a bad token is ignored). */
  optionalAuth: preHandlerAsyncHookHandler;
};

export function createGuards(auth: TAuthService): TGuards {
  const requireAuth: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    const { user, sessionId } = await auth.authenticate(token);
    request.user = user;
    request.sessionId = sessionId;
  };
  return {
    requireAuth,
    requireRole: (...roles) =>
      async function (this: FastifyInstance, request, reply) {
        await requireAuth.call(this, request, reply);
        if (!request.user || !roles.includes(request.user.role)) throw AppError.forbidden();
      },
    optionalAuth: async (request) => {
      const token = bearerToken(request);
      if (!token) return;
      try {
        const { user, sessionId } = await auth.authenticate(token);
        request.user = user;
        request.sessionId = sessionId;
      } catch {
        request.user = null;
      }
    },
  };
}

export function registerAuthDecorators(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
}
