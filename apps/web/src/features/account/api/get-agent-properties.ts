import { pageOf } from '@nivaas/shared/envelope';
import { type TPropertyCard, ZPropertyCard } from '@nivaas/shared/property-answer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

/** Under ['properties'], so creating, editing or deleting a listing refreshes it. */
export const agentPropertiesQueryKey = (agentId: string) => ['properties', 'agent', agentId] as const;

const ZAgentPropertiesAnswer = pageOf(ZPropertyCard);

/**
 * GET /properties/agent/{id} (spec §7): the agent's listings. The agent themself also gets their
 * sold and rented ones (API.md). Newest first: the agent finds what they just added at the top (the
 * search's default, relevance, would put it among the rest by completeness).
 */
export async function getAgentProperties(agentId: string, signal?: AbortSignal): Promise<TPropertyCard[]> {
  const res = await request(`/properties/agent/${encodeURIComponent(agentId)}?sort=newest`, {
    answer: ZAgentPropertiesAnswer,
    invalid: 'Received invalid properties data format',
    signal,
  });
  return res.data;
}

export const agentPropertiesQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: agentPropertiesQueryKey(agentId),
    queryFn: ({ signal }) => getAgentProperties(agentId, signal),
  });

export function useAgentProperties(agentId: string | undefined) {
  return useQuery({ ...agentPropertiesQueryOptions(agentId ?? ''), enabled: !!agentId });
}
