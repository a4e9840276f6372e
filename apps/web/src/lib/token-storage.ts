import { TOKEN_STORAGE_KEY } from '@nivaas/shared/constants';

/** The bearer token lives in localStorage under 'token' (spec §9). */
export const tokenStorage = {
  get(): string | null {
    try {
      return localStorage.getItem(TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  },
  clear(): void {
    try {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // storage unavailable (private mode): nothing to clear
    }
  },
};
