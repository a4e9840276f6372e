import { z } from 'zod';

/** Ids are UUIDs (v7, made by the server); any version is read. */
const ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isId = (value: string): boolean => ID_RE.test(value);

const EXAMPLE_ID = '0190a3c4-5b6d-7e8f-9a0b-1c2d3e4f5a6b';

/** A path id; a malformed one is a 400 naming the parameter (API.md 'Status codes'). */
export const ZIdParams = z.object({
  id: z
    .string()
    .regex(ID_RE)
    .transform((id) => id.toLowerCase())
    .meta({ format: 'uuid', examples: [EXAMPLE_ID] }),
});

/**
 * A path id of a listing, a lead or an agent, where a malformed id cannot name anything and is
 * answered like an unknown one: 404 with `message` (the issue carries `notFound` for the server).
 */
export function idParamsOr404(message: string) {
  return z.object({
    id: z
      .string()
      .refine(isId, { message, params: { notFound: true } })
      .transform((id) => id.toLowerCase())
      .meta({ format: 'uuid', examples: [EXAMPLE_ID] }),
  });
}

/** A route that reads no query parameters: any sent are ignored (API.md 'Listing search'). */
export const ZNoQuery = z.object({});

/** A PUT or POST that reads no body (verify an agent, add a favourite): any body sent is ignored. */
export const ZNoBody = z.object({}).meta({ description: 'No body: anything sent is ignored' });
