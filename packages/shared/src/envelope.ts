import { z } from 'zod';

/** The response envelope of API.md, shared by server and client. */
export const ZPagination = z
  .object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
    /**
     * Set when `total` is not an exact count: searches are counted exactly up to 10,000, so a total
     * of 10,000 with this flag means more match ('10,000+'); a broad text search's total is the
     * database's estimate.
     */
    isEstimate: z.literal(true).optional(),
  })
  .meta({ id: 'Pagination' });
export type TPagination = { page: number; limit: number; total: number; pages: number; isEstimate?: true };
export type TSuccess<T> = { success: true; data: T; message?: string };
export type TPage<T> = { success: true; data: T[]; pagination: TPagination };
export type TFailure = {
  success: false;
  message: string;
  error: string;
  errors?: Record<string, string>;
};

/** Every failure: a sentence for people, the same or a short code for programs (API.md 'Envelope'). */
export const ZFailure = z.object({ success: z.literal(false), message: z.string(), error: z.string() }).meta({
  id: 'Failure',
  examples: [{ success: false, message: 'Property not found', error: 'Property not found' }],
});

/** 422: one message per field, the spec's texts, keyed by the form's field names. */
export const ZValidationFailure = ZFailure.extend({ errors: z.record(z.string(), z.string()) }).meta({
  id: 'ValidationFailure',
  examples: [
    {
      success: false,
      message: 'Validation failed',
      error: 'Validation failed',
      errors: { title: 'Title is required', city: 'City is required' },
    },
  ],
});

/** `{ success: true, data }`. */
export const successOf = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** `{ success: true, message, data }`: the answer of a change, with the notice the client shows. */
export const changedOf = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

/** `{ success: true, data: [...], pagination }`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), pagination: ZPagination });

/** `{ _id }` of what a delete removed. */
export const ZDeleted = z.object({ _id: z.string() });
