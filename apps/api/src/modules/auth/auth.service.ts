import { randomUUID } from 'node:crypto';
import { ACCOUNT_MSG } from '@nivaas/shared/account';
import type { TCurrentUser, ZLoginRequest, ZProfileUpdate, ZRegisterRequest } from '@nivaas/shared/auth';
import { MSG } from '@nivaas/shared/messages';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { TTokenService } from '../../lib/jwt';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import type { TMediaUrls } from '../../storage/media-urls';
import type { Storage } from '../../storage/storage';
import type { TFavoritesRepository } from '../favorites/favorites.repository';
import type { TRecentlyViewedRepository } from '../favorites/recently-viewed.repository';
import { toCurrentUserDto } from '../users/user-dto';
import type { TUserRow, TUsersRepository } from '../users/users.repository';
import { encodeAvatar } from './avatar-image';
import type { TCredentialsRepository } from './credentials.repository';
import { createEmailConfirmation } from './email-confirmation';
import { createOtpSignIn } from './otp-sign-in';
import { createPasswordReset, type TPasswordResetDeps } from './password-reset';
import type { TSessionsRepository } from './sessions.repository';

/** The parsed profile form (a key present but blank clears that field) and a new avatar's bytes. */
export type TProfileUpdate = { fields: z.output<typeof ZProfileUpdate>; avatar?: Buffer };

export function createAuthService(deps: {
  users: TUsersRepository;
  favorites: TFavoritesRepository;
  recentlyViewed: TRecentlyViewedRepository;
  sessions: TSessionsRepository;
  credentials: TCredentialsRepository;
  tokens: TTokenService;
  storage: Storage;
  media: TMediaUrls;
  /** Where account emails go (the outbox) and the site address their links open. */
  mail: Omit<TPasswordResetDeps, 'users' | 'credentials'>;
  /** Sign-in codes by SMS. */
  otp: Omit<Parameters<typeof createOtpSignIn>[0], 'users'>;
}) {
  const { users, favorites, recentlyViewed, sessions, credentials, tokens, storage, media } = deps;
  const passwordReset = createPasswordReset({ ...deps.mail, users, credentials });
  const emailConfirmation = createEmailConfirmation({ ...deps.mail, credentials });
  const otpSignIn = createOtpSignIn({ ...deps.otp, users });

  /** The storage key of an avatar we stored; demo avatars and foreign URLs are never removed. */
  const ownAvatarKey = (url: string | null): string | null => {
    const key = url ? storage.keyFromUrl(url) : null;
    return key?.startsWith('avatars/') ? key : null;
  };

  /** The user with their favourite and viewed property ids: one query for each list. */
  async function currentUser(row: TUserRow): Promise<TCurrentUser> {
    const [favoriteIds, viewedIds] = await Promise.all([
      favorites.findFavoriteIds(row.id),
      recentlyViewed.findViewedIds(row.id),
    ]);
    return toCurrentUserDto(row, media, { favorites: favoriteIds, recentlyViewed: viewedIds });
  }

  async function issue(row: TUserRow, user: TCurrentUser): Promise<{ token: string; user: TCurrentUser }> {
    const sid = await sessions.createSession(row.id, tokens.expiresInSeconds);
    const token = await tokens.sign({ sub: row.id, role: row.role, sid });
    return { token, user };
  }

  return {
    currentUser,
    ...passwordReset,
    ...emailConfirmation,

    async register(input: z.output<typeof ZRegisterRequest>) {
      if (await users.getUserByEmail(input.email)) throw new AppError('CONFLICT', MSG.emailExists);
      const row = await users.insertUser({
        id: newId(),
        email: input.email,
        passwordHash: await hashPassword(input.password),
        name: input.name,
        role: input.role,
        mobile: input.mobile ?? null,
        occupation: input.occupation ?? null,
      });
      // Two registrations racing for one email: the unique index lets one in.
      if (!row) throw new AppError('CONFLICT', MSG.emailExists);
      await emailConfirmation.sendEmailConfirmation(row);
      // A new account has saved and viewed nothing yet.
      return issue(row, toCurrentUserDto(row, media, { favorites: [], recentlyViewed: [] }));
    },

    /** POST /auth/otp/request: a code by SMS; answers the notice naming the number. */
    requestSignInCode: otpSignIn.requestCode,

    /** POST /auth/otp/verify: a new session for the number's account (made for a new number). */
    async signInWithCode(input: { mobile: string; code: string; name?: string }) {
      const row = await otpSignIn.verifyCode(input);
      return issue(row, await currentUser(row));
    },

    async login(input: z.output<typeof ZLoginRequest>) {
      const row = await users.getUserByEmail(input.email);
      const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!row || !ok) throw new AppError('UNAUTHORIZED', MSG.invalidCredentials);
      if (!row.active) throw new AppError('FORBIDDEN', MSG.deactivated);
      return issue(row, await currentUser(row));
    },

    /**
     * A user changes their own name, mobile, occupation and avatar. A field left out keeps its
     * value; a blank mobile or occupation clears it. A new avatar replaces (and removes) the old one.
     */
    async updateProfile(user: TUserRow, update: TProfileUpdate): Promise<TCurrentUser> {
      const input = update.fields;
      const values: Parameters<TUsersRepository['updateUser']>[1] = {};
      if (input.name !== undefined) values.name = input.name;
      // The parsed form keeps a key that was sent, even when its value is now undefined (cleared).
      if ('mobile' in input) values.mobile = input.mobile ?? null;
      if ('occupation' in input) values.occupation = input.occupation ?? null;
      // Only an agent has a RERA licence; for anyone else the field is ignored like a read-only one.
      if ('licenseNumber' in input && user.role === 'agent')
        values.licenseNumber = input.licenseNumber ?? null;
      // The site's language the user reads (issue 19): 'en' or 'hi', null forgets it.
      if (input.preferredLanguage !== undefined) values.preferredLanguage = input.preferredLanguage;
      // JSON may say `avatar: null` to remove it (its URL, sent back, is ignored); multipart says `removeAvatar=true`.
      const removeAvatar = input.removeAvatar || input.avatar === null;

      let newKey: string | null = null;
      if (update.avatar) {
        const webp = await encodeAvatar(update.avatar);
        newKey = `avatars/${user.id}/${randomUUID()}.webp`;
        await storage.put(newKey, webp, 'image/webp');
        values.avatar = storage.urlFor(newKey);
      } else if (removeAvatar) {
        values.avatar = null;
      }

      let row: TUserRow | undefined;
      try {
        row = await users.updateUser(user.id, values);
      } catch (err) {
        if (newKey) await storage.remove([newKey]);
        throw err;
      }
      if (!row) {
        if (newKey) await storage.remove([newKey]);
        throw AppError.notFound(MSG.userNotFound);
      }
      const oldKey = 'avatar' in values ? ownAvatarKey(user.avatar) : null;
      if (oldKey && oldKey !== newKey) await storage.remove([oldKey]);
      return currentUser(row);
    },

    /**
     * Resolves a bearer token to an active user and its session, or explains why not. The session
     * and the user are one query: a token whose session ended (signed out, password changed or
     * reset, account deactivated) is a 401 from that moment.
     */
    async authenticate(token: string): Promise<{ user: TUserRow; sessionId: string }> {
      const claims = await tokens.verify(token);
      if (!claims) throw new AppError('UNAUTHORIZED');
      const row = await sessions.getSessionUser(claims.sid, claims.sub);
      if (!row) throw new AppError('UNAUTHORIZED');
      if (!row.active) throw new AppError('FORBIDDEN', MSG.deactivated);
      return { user: row, sessionId: claims.sid };
    },

    /** Sign out: this token's session ends on the server. */
    async logout(sessionId: string): Promise<void> {
      await sessions.endSession(sessionId);
    },

    /** Sign out of all devices: every session of the user ends, this one included. */
    async logoutEverywhere(userId: string): Promise<void> {
      await sessions.endUserSessions(userId);
    },

    /**
     * A new password from the profile: the current one must be given (422 on its field when
     * wrong); every other session of the user ends, the one asking stays signed in.
     */
    async changePassword(
      user: TUserRow,
      sessionId: string,
      input: { currentPassword: string; newPassword: string },
    ): Promise<void> {
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw AppError.validation({ currentPassword: ACCOUNT_MSG.currentPasswordWrong });
      }
      if (input.newPassword === input.currentPassword) {
        throw AppError.validation({ newPassword: ACCOUNT_MSG.newPasswordSame });
      }
      await credentials.changePassword(user.id, await hashPassword(input.newPassword), sessionId);
    },
  };
}
export type TAuthService = ReturnType<typeof createAuthService>;
