import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

/**
 * The bell's count, apart from the other calls (./saved-searches.ts): the site header carries only
 * this, and its answer's schema comes with the first call, so a page's first view gains no zod.
 */
export const unreadKey = ['auth', 'notifications', 'unread'] as const;

const unreadAnswer = () => import('./saved-search-answers').then((a) => a.ZUnreadAnswer);

/** Asked when a signed-in page opens, and every few minutes after. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: unreadKey,
    queryFn: async ({ signal }) =>
      (await request('/notifications/unread', { answer: unreadAnswer, signal })).data.unread,
    enabled,
    refetchInterval: 5 * 60_000,
  });
}
