import { successOf } from '@nivaas/shared/envelope';
import {
  type THiddenListing,
  type TReportGroup,
  type TReportsSummary,
  ZHiddenListing,
  ZReportGroup,
  ZReportsSummary,
} from '@nivaas/shared/listing-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/http-client';
import { ADMIN_QUERY_KEY } from './get-admin-stats';

export const MODERATION_ERRORS = {
  loadQueue: 'Failed to load reports. Please try again later.',
  loadHidden: 'Failed to load hidden listings. Please try again later.',
  action: 'Failed to update the listing',
} as const;

export const moderationQueryKey = [...ADMIN_QUERY_KEY, 'moderation'] as const;

const ZQueueAnswer = successOf(z.array(ZReportGroup));
const ZHiddenAnswer = successOf(z.array(ZHiddenListing));
const ZSummaryAnswer = successOf(ZReportsSummary);

/** GET /admin/reports: open reports grouped by listing, the most recently reported first. */
export async function getReportQueue(signal?: AbortSignal): Promise<TReportGroup[]> {
  const res = await request('/admin/reports', {
    answer: ZQueueAnswer,
    invalid: MODERATION_ERRORS.loadQueue,
    signal,
  });
  return res.data;
}

/** GET /admin/reports/hidden-listings: what moderation has hidden, to show again. */
export async function getHiddenListings(signal?: AbortSignal): Promise<THiddenListing[]> {
  const res = await request('/admin/reports/hidden-listings', {
    answer: ZHiddenAnswer,
    invalid: MODERATION_ERRORS.loadHidden,
    signal,
  });
  return res.data;
}

/** GET /admin/reports/summary: the dashboard's 'Open reports'. */
export async function getReportsSummary(signal?: AbortSignal): Promise<TReportsSummary> {
  const res = await request('/admin/reports/summary', { answer: ZSummaryAnswer, signal });
  return res.data;
}

export function useReportQueue() {
  return useQuery(
    queryOptions({
      queryKey: [...moderationQueryKey, 'queue'],
      queryFn: ({ signal }) => getReportQueue(signal),
    }),
  );
}

export function useHiddenListings() {
  return useQuery(
    queryOptions({
      queryKey: [...moderationQueryKey, 'hidden'],
      queryFn: ({ signal }) => getHiddenListings(signal),
    }),
  );
}

export function useReportsSummary() {
  return useQuery(
    queryOptions({
      queryKey: [...moderationQueryKey, 'summary'],
      queryFn: ({ signal }) => getReportsSummary(signal),
    }),
  );
}
