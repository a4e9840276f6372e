import { successOf } from '@nivaas/shared/envelope';
import { type TDataExport, ZDataExport } from '@nivaas/shared/personal-data';
import { useMutation } from '@tanstack/react-query';
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
    onSuccess: (data) => {
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'nivaas-my-data.json';
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
  });
}
