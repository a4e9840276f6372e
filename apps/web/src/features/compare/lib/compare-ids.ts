import { compareIdsOf } from '@nivaas/shared/compare';

/** The compare page's ids as its address gives them, normalised: the API's `ids` and the query key. */
export function compareIdsParam(search: URLSearchParams): { ids: string[]; param: string } {
  const ids = compareIdsOf(search.get('ids'));
  return { ids, param: ids.join(',') };
}
