import type { TPage, TSuccess } from '@nivaas/shared/envelope';
import type { TProperty } from '@nivaas/shared/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

/** Under ['properties'], so creating, editing or deleting a listing refreshes it. */
export const agentPropertiesQueryKey = (agentId: string) => ['properties', 'agent', agentId] as const;

/**
 * GET /properties/agent/{id} (spec §7): the agent's listings. The agent themself also gets their
 * sold and rented ones (API.md).
 */
export async function getAgentProperties(agentId: string, signal?: AbortSignal): Promise<TProperty[]> {
  const res = await request<TPage<TProperty> | TSuccess<TProperty[]> | TProperty[]>(
    `/properties/agent/${encodeURIComponent(agentId)}`,
    { signal },
  );
  const list = Array.isArray(res) ? res : res?.data;
  return Array.isArray(list) ? list : [];
}

export const agentPropertiesQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: agentPropertiesQueryKey(agentId),
    queryFn: ({ signal }) => getAgentProperties(agentId, signal),
  });

export function useAgentProperties(agentId: string | undefined) {
  return useQuery({ ...agentPropertiesQueryOptions(agentId ?? ''), enabled: !!agentId });
}
