import type { TAvailabilityConfirmed, ZConfirmLinkRequest } from '@nivaas/shared/listing-freshness';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

const ZAnswer = () => import('./confirm-answers').then((m) => m.ZConfirmedAnswer);

/** POST /properties/{id}/confirm-availability: the listing's own agent says it is still available. */
export async function confirmAvailability(id: string): Promise<TAvailabilityConfirmed> {
  const res = await request(`/properties/${encodeURIComponent(id)}/confirm-availability`, {
    method: 'POST',
    answer: ZAnswer,
  });
  return res.data;
}

/** POST /listing-confirmations: the weekly email's one-click link, no sign-in. */
export async function confirmByLink(
  body: z.input<typeof ZConfirmLinkRequest>,
): Promise<TAvailabilityConfirmed> {
  const res = await request('/listing-confirmations', {
    method: 'POST',
    body,
    answer: ZAnswer,
    skipAuthRedirect: true,
  });
  return res.data;
}

/** Every list and detail showing listings reloads: the listing's freshness (and visibility) changed. */
function useRefreshListings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['properties'] });
}

export function useConfirmAvailability() {
  const refresh = useRefreshListings();
  return useMutation({ mutationFn: confirmAvailability, onSuccess: refresh });
}

export function useConfirmByLink() {
  const refresh = useRefreshListings();
  return useMutation({ mutationFn: confirmByLink, onSuccess: refresh });
}
