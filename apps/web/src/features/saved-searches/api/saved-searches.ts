import type {
  TAlertSettings,
  TNotificationList,
  TSavedSearch,
  TSavedSearchCreate,
  TSavedSearchUpdate,
} from '@nivaas/shared/saved-searches';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { unreadKey } from './unread-count';

/**
 * The calls of saved searches and the bell. Their answer schemas come with the first call
 * (./saved-search-answers.ts), so the header's bell adds no zod to a page's first view.
 */
const answers = () => import('./saved-search-answers');
const answer =
  <K extends keyof Awaited<ReturnType<typeof answers>>>(key: K) =>
  () =>
    answers().then((a) => a[key]);

/** Under ['auth'], so signing out drops them with the session. */
export const savedSearchesKey = ['auth', 'saved-searches'] as const;
export const alertSettingsKey = ['auth', 'alert-settings'] as const;
export const notificationsKey = ['auth', 'notifications', 'list'] as const;

export async function getSavedSearches(signal?: AbortSignal): Promise<TSavedSearch[]> {
  return (await request('/saved-searches', { answer: answer('ZSavedSearchesAnswer'), signal })).data;
}

export function useSavedSearches(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => getSavedSearches(signal),
    ...options,
  });
}

export function createSavedSearch(body: TSavedSearchCreate) {
  return request('/saved-searches', { method: 'POST', body, answer: answer('ZSavedSearchChanged') });
}

export function useCreateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useUpdateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TSavedSearchUpdate }) =>
      request(`/saved-searches/${id}`, {
        method: 'PATCH',
        body: patch,
        answer: answer('ZSavedSearchChanged'),
      }),
    onSuccess: (changed) => {
      client.setQueryData<TSavedSearch[]>(savedSearchesKey, (list) =>
        list?.map((s) => (s._id === changed.data._id ? changed.data : s)),
      );
    },
  });
}

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(`/saved-searches/${id}`, { method: 'DELETE', answer: answer('ZSavedSearchDeleted') }),
    onSuccess: (deleted) => {
      client.setQueryData<TSavedSearch[]>(savedSearchesKey, (list) =>
        list?.filter((s) => s._id !== deleted.data._id),
      );
    },
  });
}

export function useAlertSettings(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: alertSettingsKey,
    queryFn: async ({ signal }) =>
      (await request('/saved-searches/alert-settings', { answer: answer('ZAlertSettingsAnswer'), signal }))
        .data,
    ...options,
  });
}

export function useSetAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAlertSettings) =>
      request('/saved-searches/alert-settings', {
        method: 'PUT',
        body,
        answer: answer('ZAlertSettingsChanged'),
      }),
    onSuccess: (changed) => client.setQueryData(alertSettingsKey, changed.data),
  });
}

/** The one-click link of an alert email: no sign-in. */
export function unsubscribe(token: string) {
  return request('/saved-searches/unsubscribe', {
    method: 'POST',
    query: { token },
    answer: answer('ZUnsubscribedAnswer'),
  });
}

export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: async ({ signal }): Promise<TNotificationList> =>
      (await request('/notifications', { answer: answer('ZNotificationsAnswer'), signal })).data,
  });
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request('/notifications/read', { method: 'POST', body: {}, answer: answer('ZUnreadChanged') }),
    onSuccess: () => client.setQueryData(unreadKey, 0),
  });
}
