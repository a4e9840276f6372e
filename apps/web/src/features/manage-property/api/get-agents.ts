import { ZUser } from '@nivaas/shared/auth';
import { successOf } from '@nivaas/shared/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/http-client';
import type { TPickedAgent } from '../lib/form-values';

const ZUsersAnswer = successOf(z.array(ZUser));

/** GET /admin/users?role=agent (admins): the agents an admin may give a listing to. */
export async function getAgentOptions(signal?: AbortSignal): Promise<TPickedAgent[]> {
  const res = await request('/admin/users', { query: { role: 'agent' }, answer: ZUsersAnswer, signal });
  return res.data
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
