import { ZMessageAnswer } from '@nivaas/shared/account';
import { successOf } from '@nivaas/shared/envelope';
import { type TDataExport, ZDataExport } from '@nivaas/shared/personal-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadJson } from '../../../lib/download-json';
import { request } from '../../../lib/http-client';
import { invalidateAdminData } from './invalidate';

const ZDataExportAnswer = successOf(ZDataExport);
const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

/** GET /admin/users/{id}/export: what is kept about a user, for a request made to the grievance contact. */
export async function exportUserData(id: string): Promise<TDataExport> {
  return (await request(`${userPath(id)}/export`, { answer: ZDataExportAnswer })).data;
}

export function useDownloadUserData() {
  return useMutation({
    mutationFn: exportUserData,
    onSuccess: (data, id) => downloadJson(data, `nivaas-user-${id}.json`),
  });
}

/** POST /admin/users/{id}/erase: the same erasure as the user's own 'Delete my account'. */
export async function eraseUser(id: string): Promise<string> {
  return (await request(`${userPath(id)}/erase`, { method: 'POST', answer: ZMessageAnswer })).message;
}

export function useEraseUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseUser,
    onSuccess: () => invalidateAdminData(queryClient, { publicListings: true }),
  });
}
