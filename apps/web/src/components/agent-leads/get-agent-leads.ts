import { pageOf, type TPagination } from '@nivaas/shared/envelope';
import { ZLead } from '@nivaas/shared/lead';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../lib/http-client';
import { sortLeadsNewestFirst, type TAgentLead } from './lead-lib';

export const INVALID_LEADS_FORMAT = 'Received invalid contact requests data format';
export const LEADS_PAGE_SIZE = 20;

export type TLeadsPage = { data: TAgentLead[]; pagination: TPagination };

const ZLeadsAnswer = pageOf(ZLead);

/** GET /agent/contacts: one page of the contact requests on the signed-in agent's listings. */
export async function getAgentLeads(page: number, signal?: AbortSignal): Promise<TLeadsPage> {
  const res = await request('/agent/contacts', {
    query: { page, limit: LEADS_PAGE_SIZE },
    answer: ZLeadsAnswer,
    invalid: INVALID_LEADS_FORMAT,
    signal,
  });
  return { data: sortLeadsNewestFirst(res.data), pagination: res.pagination };
}

/** Newest first, a page at a time ('Show more'). */
export const agentLeadsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['agent', 'contacts'],
    queryFn: ({ pageParam, signal }) => getAgentLeads(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined,
  });

export function useAgentLeads() {
  return useInfiniteQuery(agentLeadsQueryOptions());
}
