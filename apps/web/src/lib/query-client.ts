import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './http-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // Client errors will not fix themselves; retry only network and server faults, once.
        retry: (count, err) =>
          count < 1 && (!(err instanceof HttpError) || err.status === 0 || err.status >= 500),
      },
    },
  });
}
