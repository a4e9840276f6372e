/** The response envelope of API.md, shared by server and client. */
export type TPagination = { page: number; limit: number; total: number; pages: number };
export type TSuccess<T> = { success: true; data: T; message?: string };
export type TPage<T> = { success: true; data: T[]; pagination: TPagination };
export type TFailure = {
  success: false;
  message: string;
  error: string;
  errors?: Record<string, string>;
};
