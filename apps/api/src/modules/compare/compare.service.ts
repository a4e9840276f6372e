import {
  COMPARE_LIMIT_MESSAGE,
  COMPARE_MAX,
  compareIdsOf,
  type TCompare,
  type TCompareColumn,
  type TCompareTray,
} from '@nivaas/shared/compare';
import type { TPropertyCard } from '@nivaas/shared/property';
import { isId } from '@nivaas/shared/route-params';
import { AppError } from '../../lib/app-error';
import type { TPropertiesRepository } from '../properties/properties.repository';
import type { TCompareExtras, TCompareRepository } from './compare.repository';
import type { TLocalityMedians } from './locality-medians';

/** 422 for a fifth listing, in the compare and in the tray. */
const overLimit = () => new AppError('VALIDATION', COMPARE_LIMIT_MESSAGE, { ids: COMPARE_LIMIT_MESSAGE });

const FACING = /\b(north|south|east|west)(?:[\s-]?(east|west))?[\s-]+facing\b/i;
const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** 'East', 'North-East' …: the listing's own field, else what its highlights say; null when neither does. */
export function facingOf(extras: Pick<TCompareExtras, 'facing' | 'highlights'>): string | null {
  if (extras.facing) return extras.facing;
  for (const line of extras.highlights) {
    const m = FACING.exec(line);
    if (m?.[1]) return m[2] ? `${title(m[1])}-${title(m[2])}` : title(m[1]);
  }
  return null;
}

/** The ids in order, each once (a repeat is kept as a column of its own, marked later). */
const unique = (ids: readonly string[]) => [...new Set(ids)];

/** Compare: the table of up to 4 listings (public), and the signed-in user's tray. */
export function createCompareService(deps: {
  compare: TCompareRepository;
  properties: TPropertiesRepository;
  medians: TLocalityMedians;
}) {
  const { compare, properties, medians } = deps;

  return {
    /**
     * One column per id sent, in order: a public listing's card and figures, or 'No longer
     * available' for an id that is malformed, unknown, hidden, sold or rented, or a repeat.
     */
    async compare(rawIds: string): Promise<TCompare> {
      const ids = compareIdsOf(rawIds);
      if (ids.length > COMPARE_MAX) throw overLimit();
      const candidates = unique(ids.filter(isId));
      const extras = new Map((await compare.findPublicExtras(candidates)).map((e) => [e.id, e]));
      const publicIds = candidates.filter((id) => extras.has(id));
      const cards = new Map(
        (JSON.parse(await properties.findCardsByIds(publicIds)) as TPropertyCard[]).map((c) => [c._id, c]),
      );
      // Each set against its own market: a rent per sq ft against the locality's rents.
      const priced = publicIds.filter((id) => cards.has(id));
      const found = await medians.mediansOf(
        priced.map((id) => {
          const e = extras.get(id) as TCompareExtras;
          const status = e.status === 'For Rent' ? ('For Rent' as const) : ('For Sale' as const);
          return { city: e.city, locality: e.locality, type: e.type, status };
        }),
      );
      const medianOf = new Map(priced.map((id, i) => [id, found[i] ?? null]));

      const seen = new Set<string>();
      const columns = ids.map((id): TCompareColumn => {
        const e = extras.get(id);
        const card = cards.get(id);
        if (!e || !card || seen.has(id)) return { id, available: false };
        seen.add(id);
        return {
          id,
          available: true,
          listing: card,
          ageOfProperty: e.ageOfProperty,
          facing: facingOf(e),
          pricePerSqft: e.area > 0 ? Math.round(e.price / e.area) : null,
          localityMedian: medianOf.get(id) ?? null,
        };
      });
      return { columns };
    },

    async getTray(userId: string): Promise<TCompareTray> {
      return { ids: await compare.findTrayIds(userId) };
    },

    /** Replaces the tray; more than 4 distinct listings is a 422, nothing changed. */
    async setTray(userId: string, ids: readonly string[]): Promise<TCompareTray> {
      const wanted = unique(ids);
      if (wanted.length > COMPARE_MAX) throw overLimit();
      return { ids: await compare.updateTray(userId, () => wanted) };
    },

    /**
     * A guest's tray brought in at sign-in: the stored listings first, then the guest's others,
     * up to 4 (the rest are left out; the answer says which stayed).
     */
    async mergeTray(userId: string, guestIds: readonly string[]): Promise<TCompareTray> {
      const guest = unique(guestIds);
      if (guest.length > COMPARE_MAX) throw overLimit();
      return {
        ids: await compare.updateTray(userId, (current) =>
          unique([...current, ...guest]).slice(0, COMPARE_MAX),
        ),
      };
    },
  };
}
export type TCompareService = ReturnType<typeof createCompareService>;
