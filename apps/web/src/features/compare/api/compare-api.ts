import {
  type TCompare,
  type TCompareTray,
  type TSharedShortlist,
  type TShortlistShare,
  ZCompare,
  ZCompareTray,
  ZSharedShortlist,
  ZShortlistShare,
} from '@nivaas/shared/compare';
import { changedOf, successOf } from '@nivaas/shared/envelope';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/http-client';

export const ZCompareAnswer = successOf(ZCompare);
const ZTrayAnswer = successOf(ZCompareTray);
const ZTrayChanged = changedOf(ZCompareTray);
const ZShareAnswer = successOf(ZShortlistShare.nullable());
const ZShareChanged = changedOf(ZShortlistShare);
const ZShareRevoked = changedOf(z.null());
export const ZSharedShortlistAnswer = successOf(ZSharedShortlist);

/** The ids exactly as the compare page's address gives them (the API's `ids`). */
export const compareKey = (ids: string) => ['compare', ids] as const;

/** GET /compare?ids=: one column per id. */
export async function getCompare(ids: string, signal?: AbortSignal): Promise<TCompare> {
  return (await request('/compare', { query: { ids }, answer: ZCompareAnswer, signal })).data;
}

export const compareQueryOptions = (ids: string) =>
  queryOptions({ queryKey: compareKey(ids), queryFn: ({ signal }) => getCompare(ids, signal) });

export async function getCompareTray(): Promise<TCompareTray> {
  return (await request('/auth/compare-tray', { answer: ZTrayAnswer })).data;
}
export async function saveCompareTray(ids: readonly string[]): Promise<TCompareTray> {
  return (await request('/auth/compare-tray', { method: 'PUT', body: { ids }, answer: ZTrayChanged })).data;
}
export async function mergeCompareTray(ids: readonly string[]): Promise<TCompareTray> {
  return (await request('/auth/compare-tray/merge', { method: 'POST', body: { ids }, answer: ZTrayChanged }))
    .data;
}

/** Under ['auth'], so signing out drops it with the session. */
export const shortlistShareKey = ['auth', 'shortlist-share'] as const;
export async function getShortlistShare(): Promise<TShortlistShare | null> {
  return (await request('/auth/shortlist-share', { answer: ZShareAnswer })).data;
}
export async function createShortlistShare(): Promise<TShortlistShare> {
  return (await request('/auth/shortlist-share', { method: 'POST', body: {}, answer: ZShareChanged })).data;
}
export async function revokeShortlistShare(): Promise<void> {
  await request('/auth/shortlist-share', { method: 'DELETE', answer: ZShareRevoked });
}

export const sharedShortlistKey = (token: string) => ['shortlist', token] as const;
export async function getSharedShortlist(token: string, signal?: AbortSignal): Promise<TSharedShortlist> {
  return (
    await request(`/shortlists/${encodeURIComponent(token)}`, { answer: ZSharedShortlistAnswer, signal })
  ).data;
}
