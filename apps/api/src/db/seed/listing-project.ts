import {
  isResidentialType,
  type TConstructionStatus,
  type TPropertyType,
} from '@nivaas/shared/property-options';
import { approvalNumber, reraIdFor } from './data/approvals';
import type { TCity } from './data/cities';
import type { TGeneratorDeveloper, TProjectDetails } from './listing-types';
import type { TRng } from './prng';

/** Which builder a listing belongs to and the project facts that follow from it. */

export function pickDeveloper(
  rng: TRng,
  developers: readonly TGeneratorDeveloper[],
  type: TPropertyType,
  city: TCity,
): TGeneratorDeveloper | null {
  const share =
    type === 'Plot'
      ? 0.4
      : type === 'Independent House'
        ? 0.2
        : type === 'Builder Floor' || type === 'Farm House' || type === 'Warehouse'
          ? 0.1
          : 0.68;
  const choices = developers
    .map((d) => {
      // Regional builders stay in their cities; national ones sometimes build elsewhere.
      const national = d.focusCities.length >= 5;
      let w = d.focusCities.includes(city.name) ? 8 : national ? 0.15 : 0;
      if (type === 'Plot' && !d.specializationKeys.includes('plotted development')) w = 0;
      if (!isResidentialType(type) && type !== 'Plot' && d.specializationKeys.includes('commercial')) w *= 2;
      return [d, w] as const;
    })
    .filter(([, w]) => w > 0);
  // Where no builder focuses on the city, most listings are independent (resale, local builders).
  let total = 0;
  for (const [, w] of choices) total += w;
  if (!choices.length || !rng.chance(share * Math.min(1, total / 8))) return null;
  return rng.weighted(choices);
}

export function configurationsFor(type: TPropertyType, bedrooms: number, rng: TRng): string {
  if (type === 'Plot') return `Plots ${rng.pick(['1,000 - 2,500', '1,200 - 3,000', '1,500 - 5,000'])} sq ft`;
  if (!isResidentialType(type))
    return rng.pick(['Offices and retail', 'Office spaces 500 - 5,000 sq ft', 'Shops and showrooms']);
  const lo = Math.max(1, bedrooms - rng.int(0, 1));
  const hi = Math.max(
    lo,
    Math.min(type === 'Villa' || type === 'Penthouse' ? 5 : 4, bedrooms + rng.int(0, 1)),
  );
  const list = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).join(', ');
  return `${list} BHK${type === 'Villa' ? ' Villas' : ''}`;
}

const DAY_MS = 86_400_000;
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);

export type TTimeline = { launch: Date; possession: Date | null; age: number };

/** Launch, possession and age from the construction stage, relative to now. */
export function projectTimeline(
  rng: TRng,
  construction: TConstructionStatus,
  type: TPropertyType,
  hasDeveloper: boolean,
  now: Date,
): TTimeline {
  switch (construction) {
    case 'New Launch':
      // Some launches are announced for the coming months.
      return {
        launch: addDays(now, rng.int(-60, 90)),
        possession: addDays(now, rng.int(30, 60) * 30),
        age: 0,
      };
    case 'Under Construction':
      return {
        launch: addDays(now, -rng.int(6, 30) * 30),
        possession: addDays(now, rng.int(6, 36) * 30),
        age: 0,
      };
    case 'Almost Ready':
      return {
        launch: addDays(now, -rng.int(24, 48) * 30),
        possession: addDays(now, rng.int(1, 6) * 30),
        age: 0,
      };
    default: {
      const age = type === 'Plot' ? 0 : hasDeveloper ? rng.int(0, 8) : rng.int(0, 25);
      const possession = type === 'Plot' ? null : addDays(now, -age * 365 - rng.int(30, 330));
      return { launch: addDays(possession ?? now, -rng.int(30, 48) * 30), possession, age };
    }
  }
}

type TApproval = { name: string; number: string; date: string | null };

/** RERA came into force on 1 May 2017: projects completed before it were never registered. */
const RERA_IN_FORCE = Date.UTC(2017, 4, 1);

/**
 * Whether a project is RERA registered. Besides projects completed before the Act, about one in
 * twelve is listed without a number (applied for, or not yet shown by the builder): decided from
 * the number's own digits, so it draws nothing from the rng and the rest of the demo stays as it was.
 */
function isRegistered(number: string, construction: TConstructionStatus, possession: Date | null): boolean {
  if (construction === 'Ready to Move' && possession && possession.getTime() < RERA_IN_FORCE) return false;
  let h = 0;
  for (const ch of number) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 12 !== 0;
}

/** RERA id, project details and approvals of a builder's project (or a plotted layout). */
export function projectPaperwork(
  rng: TRng,
  p: {
    isProject: boolean;
    type: TPropertyType;
    bedrooms: number;
    floors: number;
    construction: TConstructionStatus;
    city: TCity;
    timeline: TTimeline;
  },
): {
  reraId: string | null;
  projectDetails: TProjectDetails | Record<string, never>;
  approvals: TApproval[];
} {
  const { type, city, timeline } = p;
  const { launch, possession } = timeline;
  const year = launch.getUTCFullYear();
  const number = reraIdFor(city.state, city.name, year, rng);
  const reraId = isRegistered(number, p.construction, possession) ? number : null;
  const approval = (name: string, numberYear: number, date: Date): TApproval => ({
    name,
    number: approvalNumber(name, city.name, numberYear, rng),
    date: isoDate(date),
  });
  const approvals: TApproval[] = [];
  if (!p.isProject) {
    // A resale flat or house sometimes lists its occupancy certificate.
    if (p.construction === 'Ready to Move' && type !== 'Plot' && possession && rng.chance(0.5)) {
      approvals.push(approval('Occupancy Certificate', possession.getUTCFullYear(), possession));
    }
    return { reraId, projectDetails: {}, approvals };
  }
  const projectDetails: TProjectDetails = {
    projectArea: Math.round(rng.float(type === 'Plot' ? 3 : 1.2, type === 'Plot' ? 60 : 25) * 10) / 10,
    totalUnits: type === 'Plot' ? rng.int(40, 400) : type === 'Villa' ? rng.int(30, 220) : rng.int(80, 1200),
    launchDate: isoDate(launch),
    ...(reraId ? { reraId } : {}),
    configurations: configurationsFor(type, p.bedrooms, rng),
  };
  // The registration's date is drawn either way, so an unregistered project's other facts stay put.
  const registeredOn = isoDate(addDays(launch, -rng.int(10, 60)));
  if (reraId) approvals.push({ name: 'RERA Registration', number: reraId, date: registeredOn });
  if (type === 'Plot') {
    approvals.push(approval('NA Order', year - 1, addDays(launch, -rng.int(120, 400))));
  } else {
    approvals.push(approval('Commencement Certificate', year, addDays(launch, -rng.int(20, 90))));
    if (rng.chance(0.5))
      approvals.push(approval('Environmental Clearance', year, addDays(launch, -rng.int(90, 300))));
    if (p.floors > 7 && rng.chance(0.6))
      approvals.push(approval('Fire NOC', year, addDays(launch, -rng.int(5, 60))));
    if (p.construction === 'Ready to Move' && possession) {
      approvals.push(approval('Occupancy Certificate', possession.getUTCFullYear(), possession));
    }
  }
  return { reraId, projectDetails, approvals };
}
