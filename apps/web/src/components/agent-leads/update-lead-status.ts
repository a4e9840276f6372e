import { successOf } from '@nivaas/shared/envelope';
import { ZLead } from '@nivaas/shared/lead';
import type { ZContactStatusUpdate } from '@nivaas/shared/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../lib/http-client';
import { agentLeadsQueryOptions } from './get-agent-leads';
import { type TAgentLead, withLeadStatus } from './lead-lib';

export type TLeadStatusChange = { id: string } & z.input<typeof ZContactStatusUpdate>;

const ZLeadAnswer = successOf(ZLead);

/** PATCH /agent/contacts/{id} { status }. */
export async function updateLeadStatus({ id, status }: TLeadStatusChange): Promise<TAgentLead> {
  const res = await request(`/agent/contacts/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    answer: ZLeadAnswer,
  });
  return res.data;
}

/** Shows the new status at once and puts the old one back if the server refuses. */
export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  const { queryKey } = agentLeadsQueryOptions();
  return useMutation({
    mutationFn: updateLeadStatus,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) {
        queryClient.setQueryData(queryKey, {
          ...previous,
          pages: previous.pages.map((p) => ({
            ...p,
            data: withLeadStatus(p.data, change.id, change.status),
          })),
        });
      }
      return { previous };
    },
    onError: (_err, _change, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
