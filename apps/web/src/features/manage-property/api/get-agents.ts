import type { TUser } from '@nivaas/shared/auth';
import type { TSuccess } from '@nivaas/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import type { TPickedAgent } from '../lib/form-values';

/** GET /admin/users?role=agent (admins): the agents an admin may give a listing to. */
export async function getAgentOptions(signal?: AbortSignal): Promise<TPickedAgent[]> {
  const res = await request<TSuccess<TUser[]>>('/admin/users', { query: { role: 'agent' }, signal });
  const list = Array.isArray(res?.data) ? res.data : [];
  return list
    .filter((u) => u.active !== false)
    .map((u) => ({ _id: u._id, name: u.name, email: u.email, avatar: u.avatar }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export const agentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'users', 'agent-picker-options'],
    queryFn: ({ signal }) => getAgentOptions(signal),
    staleTime: 60_000,
  });

/** Only admins may ask; for anyone else the query stays idle. */
export function useAgentOptions(enabled: boolean) {
  return useQuery({ ...agentOptionsQueryOptions(), enabled });
}
