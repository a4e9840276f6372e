import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../../lib/auth/auth-api';
import { useVerifyEmail } from './verify-email';

afterEach(() => vi.unstubAllGlobals());

describe('useVerifyEmail', () => {
  it("reloads the user even when the page's first load of the user is still on its way", async () => {
    // The link opens a fresh page: the user's first load starts, and answers late with the account
    // as it was before the confirmation.
    let answerFirst: (u: { emailConfirmed: boolean }) => void = () => {};
    const loads = vi
      .fn<() => Promise<{ emailConfirmed: boolean }>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValue({ emailConfirmed: true });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(client, { queryKey: meQueryKey, queryFn: loads, staleTime: Infinity });
    const stop = observer.subscribe(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, message: 'Your email address is confirmed.' })),
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useVerifyEmail(), { wrapper });

    await result.current.mutateAsync({ token: 'a'.repeat(43) });
    answerFirst({ emailConfirmed: false });

    await waitFor(() =>
      expect(client.getQueryData<{ emailConfirmed: boolean }>(meQueryKey)?.emailConfirmed).toBe(true),
    );
    expect(loads).toHaveBeenCalledTimes(2);
    stop();
  });
});
