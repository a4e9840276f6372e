import { changedOf } from '@nivaas/shared/envelope';
import { type TListingReportRequestInput, ZListingReport } from '@nivaas/shared/listing-report';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http-client';

export type TReportListing = { propertyId: string } & TListingReportRequestInput;

const ZAnswer = changedOf(ZListingReport);

/** POST /properties/{id}/reports: anyone reports a listing (a guest with an email). */
export async function reportListing({ propertyId, ...body }: TReportListing) {
  const res = await request(`/properties/${encodeURIComponent(propertyId)}/reports`, {
    method: 'POST',
    body,
    answer: ZAnswer,
  });
  return { message: res.message, data: res.data };
}

export function useReportListing() {
  return useMutation({ mutationFn: reportListing });
}
