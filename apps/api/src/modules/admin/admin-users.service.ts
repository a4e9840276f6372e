import { ADMIN_MSG } from '@nivaas/shared/admin';
import type { TAdminUserCreate, TAdminUserUpdate } from '@nivaas/shared/admin-user';
import type { TUser } from '@nivaas/shared/auth';
import { MSG } from '@nivaas/shared/messages';
import type { TRole } from '@nivaas/shared/roles';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import type { TMediaUrls } from '../../storage/media-urls';
import type { Storage } from '../../storage/storage';
import { toUserDto as userDto } from '../users/user-dto';
import type { TUserRow, TUsersRepository } from '../users/users.repository';
import type { TAdminUsersRepository, TGuardedResult } from './admin-users.repository';

/** Turns a guarded repository answer into the user or the error the admin sees. */
function unwrap<T>(result: TGuardedResult<T>): T {
  switch (result.status) {
    case 'ok':
      return result.value;
    case 'not-found':
      throw AppError.notFound(MSG.userNotFound);
    case 'last-admin':
      throw new AppError('CONFLICT', ADMIN_MSG.lastAdmin);
    case 'email-taken':
      throw new AppError('CONFLICT', MSG.emailExists);
  }
}

/** User management of the admin screens. `actor` is the signed-in admin. */
export function createAdminUsersService(deps: {
  users: TUsersRepository;
  adminUsers: TAdminUsersRepository;
  storage: Storage;
  media: TMediaUrls;
  /** Sends a confirmation link to a user's new address. */
  onEmailChanged: (user: TUserRow) => Promise<void>;
}) {
  const { users, adminUsers, storage, media } = deps;
  const toUserDto = (row: TUserRow) => userDto(row, media);

  async function getOrThrow(id: string): Promise<TUserRow> {
    const row = await users.getUserById(id);
    if (!row) throw AppError.notFound(MSG.userNotFound);
    return row;
  }

  return {
    async findUsers(role: TRole | undefined): Promise<TUser[]> {
      return (await users.findUsers(role)).map(toUserDto);
    },

    async getUser(id: string): Promise<TUser> {
      return toUserDto(await getOrThrow(id));
    },

    /** Any role, e.g. an agent with licence number and specializations (the Add New Agent screen). */
    async createUser(input: TAdminUserCreate): Promise<TUser> {
      if (await users.getUserByEmail(input.email)) throw new AppError('CONFLICT', MSG.emailExists);
      const row = await users.insertUser({
        id: newId(),
        email: input.email,
        passwordHash: await hashPassword(input.password),
        name: input.name,
        role: input.role,
        mobile: input.mobile ?? null,
        occupation: input.occupation ?? null,
        company: input.company ?? null,
        licenseNumber: input.licenseNumber ?? null,
        specializations: input.specializations ?? [],
        isVerified: input.isVerified ?? false,
        // An admin typed the address for its owner: confirmed.
        emailVerifiedAt: new Date(),
      });
      if (!row) throw new AppError('CONFLICT', MSG.emailExists);
      return toUserDto(row);
    },

    /** The Edit User form; fields left out keep their value. The last active admin keeps the role. */
    async updateUser(id: string, input: TAdminUserUpdate): Promise<TUser> {
      const other = await users.getUserByEmail(input.email);
      if (other && other.id !== id) throw new AppError('CONFLICT', MSG.emailExists);
      const values: Partial<TUserRow> = Object.fromEntries(
        Object.entries(input).filter(([, v]) => v !== undefined),
      );
      // A new address is not confirmed until its owner opens the link sent to it.
      const before = await getOrThrow(id);
      const isEmailChanged = input.email !== before.email;
      if (isEmailChanged) values.emailVerifiedAt = null;
      const row = unwrap(await adminUsers.updateUser(id, values));
      if (isEmailChanged) await deps.onEmailChanged(row);
      return toUserDto(row);
    },

    async verifyAgent(id: string): Promise<TUser> {
      const row = await getOrThrow(id);
      if (row.role !== 'agent') throw new AppError('CONFLICT', ADMIN_MSG.onlyAgentsVerified);
      return toUserDto(unwrap(await adminUsers.updateUser(id, { isVerified: true })));
    },

    /** An admin cannot deactivate themself; a deactivated agent's listings leave the public lists. */
    async setStatus(actor: TUserRow, id: string, active: boolean): Promise<TUser> {
      if (actor.id === id && !active) throw AppError.forbidden(ADMIN_MSG.cannotDeactivateSelf);
      return toUserDto(unwrap(await adminUsers.setActive(id, active)));
    },

    /**
     * Deletes a user with everything that hangs on them (an agent's listings, the favourites and
     * contact requests on those), in one transaction; the listings' files go after it commits.
     */
    async deleteUser(actor: TUserRow, id: string): Promise<{ _id: string; deletedProperties: number }> {
      if (actor.id === id) throw AppError.forbidden(ADMIN_MSG.cannotDeleteSelf);
      const { user, propertyIds } = unwrap(await adminUsers.deleteUser(id));
      for (const propertyId of propertyIds) await storage.removePrefix(`properties/${propertyId}/`);
      const avatarKey = user.avatar ? storage.keyFromUrl(user.avatar) : null;
      if (avatarKey && !avatarKey.startsWith('demo/')) await storage.remove([avatarKey]);
      return { _id: id, deletedProperties: propertyIds.length };
    },
  };
}
export type TAdminUsersService = ReturnType<typeof createAdminUsersService>;
