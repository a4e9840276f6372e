import type { TPropertyMap, TPropertyMapQuery } from '@nivaas/shared/property-map';
import type { TMapClustersRepository } from './map-clusters.repository';

/** The public map of a search: who may ask is anyone; what it shows is the public list's listings. */
export function createMapClustersService(deps: { mapClusters: TMapClustersRepository }) {
  return {
    /** GET /properties/map. */
    findMap(query: TPropertyMapQuery): Promise<TPropertyMap> {
      return deps.mapClusters.findMap(query.search, query.zoom);
    },
  };
}
export type TMapClustersService = ReturnType<typeof createMapClustersService>;
