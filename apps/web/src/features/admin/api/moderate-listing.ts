import { changedOf } from '@nivaas/shared/envelope';
import { type TModerationResult, ZModerationResult } from '@nivaas/shared/listing-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';
import { invalidateAdminData } from './invalidate';

export type TModerationAction = 'dismiss' | 'ask-agent' | 'hide' | 'show' | 'deactivate-agent';
export type TModerateVariables = { id: string; action: TModerationAction; note?: string };

const ZAnswer = changedOf(ZModerationResult);

/** POST /admin/reports/listings/{id}/{action}: a moderator's decision on a reported listing. */
export async function moderateListing({
  id,
  action,
  note,
}: TModerateVariables): Promise<{ message: string; data: TModerationResult }> {
  const body = action === 'ask-agent' || action === 'hide' ? { note: note ?? '' } : {};
  const res = await request(`/admin/reports/listings/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    body,
    answer: ZAnswer,
  });
  return { message: res.message, data: res.data };
}

export function useModerateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateListing,
    // The queue, the counts and the public lists (a listing hidden or shown) may all have moved.
    onSuccess: () => invalidateAdminData(queryClient, { publicListings: true }),
  });
}
