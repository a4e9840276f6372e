import { successOf } from '@nivaas/shared/envelope';
import { type TDataExport, ZDataExport } from '@nivaas/shared/personal-data';
import { useMutation } from '@tanstack/react-query';
import { downloadJson } from '../../../lib/download-json';
import { request } from '../../../lib/http-client';

const ZDataExportAnswer = successOf(ZDataExport);

/** GET /auth/me/export: everything kept about the signed-in person. */
export async function exportMyData(): Promise<TDataExport> {
  return (await request('/auth/me/export', { answer: ZDataExportAnswer })).data;
}

/** Fetches the data and hands it to the browser as a file, nivaas-my-data.json. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: exportMyData,
    onSuccess: (data) => downloadJson(data, 'nivaas-my-data.json'),
  });
}
