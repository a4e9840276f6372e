import { z } from 'zod';

const ZCentre = z.object({ lat: z.number(), lng: z.number() }).nullable();

/** GET /locations/cities: a city listings are in, with its localities and centre point. */
export const ZCityLocation = z
  .object({
    _id: z.string(),
    name: z.string(),
    state: z.string(),
    count: z.number().int(),
    center: ZCentre,
    localities: z.array(
      z.object({ _id: z.string(), name: z.string(), count: z.number().int(), center: ZCentre }),
    ),
  })
  .meta({ id: 'CityLocation' });
export type TCityLocation = z.infer<typeof ZCityLocation>;
