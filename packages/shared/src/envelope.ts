import { z } from 'zod';

/** The response envelope of API.md, shared by server and client. */
export const ZPagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type TPagination = z.infer<typeof ZPagination>;
export type TSuccess<T> = { success: true; data: T; message?: string };
export type TPage<T> = { success: true; data: T[]; pagination: TPagination };
export type TFailure = {
  success: false;
  message: string;
  error: string;
  errors?: Record<string, string>;
};
