import { z } from 'zod';
import { intParam, type TPropertySearch, toPropertySearch, ZPropertySearchParams } from './property-search';

/**
 * The map of a listing search (`GET /properties/map`): every listing that matches the search's
 * filters inside the map's box, grouped by the server into a grid whose cells are about
 * MAP_CELL_PX pixels on screen at the map's zoom. A cell of one listing is that listing (a marker);
 * from MAP_MARKERS_ZOOM on, every listing is a marker when they are few enough.
 */

export const MAP_ZOOM_MIN = 0;
export const MAP_ZOOM_MAX = 20;
/** From this zoom on (streets), listings are answered one by one when at most MAP_MARKERS_MAX. */
export const MAP_MARKERS_ZOOM = 16;
export const MAP_MARKERS_MAX = 500;
/** At most this many single-listing cells are answered as markers; the rest stay clusters of 1. */
export const MAP_SINGLES_MAX = 500;
/** A grid cell is 2^(MAP_CELL_SHIFT - zoom) degrees: about 90 px of a 256 px Web Mercator tile. */
export const MAP_CELL_SHIFT = 7;

/** The cell size in degrees at a zoom: cells at one zoom nest exactly in those of the zoom below. */
export const mapCellDegrees = (zoom: number): number => 2 ** (MAP_CELL_SHIFT - zoom);

export const ZPropertyMapQuery = ZPropertySearchParams.extend({
  zoom: intParam(MAP_ZOOM_MIN, MAP_ZOOM_MAX).meta({
    description: `The map's zoom (${MAP_ZOOM_MIN}-${MAP_ZOOM_MAX}, Web Mercator): cells are 2^(${MAP_CELL_SHIFT} - zoom) degrees. Required.`,
  }),
}).transform((q, ctx) => {
  if (q.zoom === undefined) {
    ctx.addIssue({ code: 'custom', path: ['zoom'], message: 'zoom is required' });
    return z.NEVER;
  }
  return { search: toPropertySearch(q, 1), zoom: q.zoom };
});
export type TPropertyMapQuery = { search: TPropertySearch; zoom: number };

/** [minLng, minLat, maxLng, maxLat]. */
export const ZMapBox = z.tuple([z.number(), z.number(), z.number(), z.number()]);
export type TMapBox = z.infer<typeof ZMapBox>;

export const ZMapCluster = z
  .object({
    /** The mean position of its listings. */
    lat: z.number(),
    lng: z.number(),
    count: z.number().int().positive(),
    /** Where its listings are (its grid cell, or less): a click zooms the map to it. */
    box: ZMapBox,
  })
  .meta({ id: 'MapCluster' });
export type TMapCluster = z.infer<typeof ZMapCluster>;

export const ZMapMarker = z
  .object({
    _id: z.string(),
    lat: z.number(),
    lng: z.number(),
    title: z.string().nullable(),
    price: z.number().nullable(),
    status: z.string(),
    address: z.object({ street: z.string().nullable(), city: z.string().nullable() }),
  })
  .meta({ id: 'MapMarker' });
export type TMapMarker = z.infer<typeof ZMapMarker>;

export const ZPropertyMap = z
  .object({
    /** Every matching listing in the box: the clusters' counts plus the markers. */
    total: z.number().int().nonnegative(),
    zoom: z.number().int(),
    /** The grid's cell size in degrees. */
    cell: z.number(),
    /** Around every listing answered, or null when none. */
    bounds: ZMapBox.nullable(),
    clusters: z.array(ZMapCluster),
    markers: z.array(ZMapMarker),
  })
  .meta({ id: 'PropertyMap' });
export type TPropertyMap = z.infer<typeof ZPropertyMap>;
