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
  /** The key of `message` in the shared table of messages (api-messages.ts), when it is one of them. */
  messageKey?: string;
  errors?: Record<string, string>;
  /** The keys of the field messages that are in the table, by the same field names as `errors`. */
  errorKeys?: Record<string, string>;
};

const LANGUAGE_NOTE =
  "Said in the language the request's Accept-Language prefers: Hindi when it asks for 'hi' first, English otherwise (and for a message without a Hindi entry).";

/** Every failure: a sentence for people, the same or a short code for programs (API.md 'Envelope'). */
export const ZFailure = z
  .object({
    success: z.literal(false),
    message: z.string().meta({ description: LANGUAGE_NOTE }),
    error: z.string(),
    messageKey: z.string().optional().meta({
      description:
        "The message's stable key (packages/shared/src/api-messages.ts), the same in every language; absent when the message has none.",
    }),
  })
  .meta({
    id: 'Failure',
    examples: [
      {
        success: false,
        message: 'Property not found',
        error: 'Property not found',
        messageKey: 'propertyNotFound',
      },
      {
        success: false,
        message: 'प्रॉपर्टी नहीं मिली',
        error: 'प्रॉपर्टी नहीं मिली',
        messageKey: 'propertyNotFound',
      },
    ],
  });

/** 422: one message per field, the spec's texts, keyed by the form's field names. */
export const ZValidationFailure = ZFailure.extend({
  errors: z.record(z.string(), z.string()).meta({ description: `One message per field. ${LANGUAGE_NOTE}` }),
  errorKeys: z.record(z.string(), z.string()).optional().meta({
    description: "The key of each field's message that has one, by the same field names as `errors`.",
  }),
}).meta({
  id: 'ValidationFailure',
  examples: [
    {
      success: false,
      message: 'Validation failed',
      error: 'Validation failed',
      messageKey: 'validationFailed',
      errors: { title: 'Title is required', email: 'Email is required' },
      errorKeys: { email: 'emailRequired' },
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
