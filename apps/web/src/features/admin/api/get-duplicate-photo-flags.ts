import {
  DUPLICATE_PHOTOS_MSG,
  type TDuplicatePhotoFlagsQuery,
  ZDuplicatePhotoFlag,
} from '@nivaas/shared/duplicate-photos';
import { pageOf } from '@nivaas/shared/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http-client';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

export const duplicatePhotosQueryKey = [...ADMIN_QUERY_KEY, 'duplicate-photos'] as const;

const ZAnswer = pageOf(ZDuplicatePhotoFlag);
export type TDuplicatePhotoFlagsPage = z.output<typeof ZAnswer>;
export type TDuplicatePhotosPageQuery = { state: 'open' | 'resolved'; page: number; limit: number };

/** GET /admin/moderation/duplicates: a page of open (oldest first) or resolved flags. */
export async function getDuplicatePhotoFlags(
  query: TDuplicatePhotosPageQuery,
  signal?: AbortSignal,
): Promise<TDuplicatePhotoFlagsPage> {
  const params: TDuplicatePhotoFlagsQuery = {
    state: query.state,
    page: String(query.page),
    limit: String(query.limit),
  };
  return request('/admin/moderation/duplicates', {
    query: params,
    answer: ZAnswer,
    invalid: DUPLICATE_PHOTOS_MSG.load,
    signal,
  });
}

export const duplicatePhotoFlagsQueryOptions = (query: TDuplicatePhotosPageQuery) =>
  queryOptions({
    queryKey: [...duplicatePhotosQueryKey, query] as const,
    queryFn: ({ signal }) => getDuplicatePhotoFlags(query, signal),
    placeholderData: keepPreviousData,
  });

export function useDuplicatePhotoFlags(query: TDuplicatePhotosPageQuery) {
  return useQuery(duplicatePhotoFlagsQueryOptions(query));
}

/** How many flags wait for a moderator (the dashboard's count): the total of a one-row page. */
export function useOpenDuplicatePhotoCount() {
  return useQuery({
    ...duplicatePhotoFlagsQueryOptions({ state: 'open', page: 1, limit: 1 }),
    select: (answer) => answer.pagination.total,
  });
}
