import {
  type TAdminAgentsQuery,
  type TAdminAgentsResponse,
  ZAdminAgentsResponse,
} from '@nivaas/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { ADMIN_ERRORS } from '../lib/admin-messages';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

export const adminAgentsQueryKey = [...ADMIN_QUERY_KEY, 'agents'] as const;

export type TAgentsPageQuery = { page: number; limit: number; search: string };

/** GET /admin/agents: one page of agents by name, searched on the server by name, email or licence. */
export async function getAgents(
  query: TAgentsPageQuery,
  signal?: AbortSignal,
): Promise<TAdminAgentsResponse> {
  const params: TAdminAgentsQuery = {
    page: String(query.page),
    limit: String(query.limit),
    search: query.search.trim() || undefined,
  };
  return request('/admin/agents', {
    query: params,
    answer: ZAdminAgentsResponse,
    invalid: ADMIN_ERRORS.loadAgents,
    signal,
  });
}

export const agentsQueryOptions = (query: TAgentsPageQuery) =>
  queryOptions({
    queryKey: [...adminAgentsQueryKey, query] as const,
    queryFn: ({ signal }) => getAgents(query, signal),
    // The page on screen stays while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });

export function useAgents(query: TAgentsPageQuery) {
  return useQuery(agentsQueryOptions(query));
}
