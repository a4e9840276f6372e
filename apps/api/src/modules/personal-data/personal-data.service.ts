import { randomBytes } from 'node:crypto';
import { ADMIN_MSG } from '@nivaas/shared/admin';
import { MSG } from '@nivaas/shared/messages';
import type { TDataExport } from '@nivaas/shared/personal-data';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { TMediaUrls } from '../../storage/media-urls';
import type { Storage } from '../../storage/storage';
import { toUserDto } from '../users/user-dto';
import type { TUserRow, TUsersRepository } from '../users/users.repository';
import type { TPersonalDataRepository } from './personal-data.repository';

/** 'Download my data' and 'Delete my account', for the person and for an admin acting on a request. */
export function createPersonalDataService(deps: {
  personalData: TPersonalDataRepository;
  users: TUsersRepository;
  storage: Storage;
  media: TMediaUrls;
}) {
  const { personalData, users, storage, media } = deps;

  async function getOrThrow(id: string): Promise<TUserRow> {
    const row = await users.getUserById(id);
    if (!row) throw AppError.notFound(MSG.userNotFound);
    return row;
  }

  return {
    /** Everything kept about the person, as one JSON document (dates as ISO text). */
    async exportData(user: TUserRow): Promise<TDataExport> {
      const data = {
        exportedAt: new Date(),
        profile: toUserDto(user, media),
        ...(await personalData.collect(user)),
      };
      return JSON.parse(JSON.stringify(data)) as TDataExport;
    },
    async exportDataOf(id: string): Promise<TDataExport> {
      return this.exportData(await getOrThrow(id));
    },

    /** Erases the person (see the repository); their stored avatar goes once that has committed. */
    async erase(id: string): Promise<{ handedTo: string | null; listings: number }> {
      const result = await personalData.erase(id, await hashPassword(randomBytes(32).toString('base64url')));
      if (result.status === 'not-found') throw AppError.notFound(MSG.userNotFound);
      if (result.status === 'last-admin') throw new AppError('CONFLICT', ADMIN_MSG.lastAdmin);
      const key = result.avatar ? storage.keyFromUrl(result.avatar) : null;
      if (key?.startsWith('avatars/')) await storage.remove([key]);
      return { handedTo: result.handedTo, listings: result.listings };
    },
  };
}
export type TPersonalDataService = ReturnType<typeof createPersonalDataService>;
