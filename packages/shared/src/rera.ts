import { z } from 'zod';

/**
 * RERA registration numbers (Real Estate (Regulation and Development) Act, 2016): each state's
 * authority registers projects and agents under its own numbering. A number is checked against the
 * authority of the listing's state, so a MahaRERA number on a Bengaluru listing is refused.
 *
 * Patterns follow numbers as printed on certificates and advertisements. Where an authority has
 * used more than one scheme (Haryana's two benches, UP's newer dated suffix) each is accepted;
 * separators and letter case are read loosely (see `normaliseReraNumber`), digits are not.
 * Where a number's format could not be confirmed from published certificates (Andhra Pradesh,
 * Chandigarh), the pattern is kept narrow enough not to accept a neighbour's numbers.
 */

export type TReraAuthority = {
  /** Stable key, used in URLs and tests. */
  key: string;
  /** States and union territories the authority registers projects in, as listings spell them. */
  states: readonly string[];
  /** What people call it: 'MahaRERA'. Named in error messages. */
  shortName: string;
  /** The authority's full name. */
  name: string;
  /** The authority's public search of registered projects. */
  searchUrl: string;
  /** A project's registration number. */
  project: readonly RegExp[];
  /** A real estate agent's registration number. */
  agent: readonly RegExp[];
};

const d = (n: number) => `\\d{${n}}`;
const re = (source: string) => new RegExp(`^${source}$`);

export const RERA_AUTHORITIES: readonly TReraAuthority[] = [
  {
    key: 'maharashtra',
    states: ['Maharashtra'],
    shortName: 'MahaRERA',
    name: 'Maharashtra Real Estate Regulatory Authority',
    searchUrl: 'https://maharera.maharashtra.gov.in/projects-search-result',
    // P5 + two-digit district + eight-digit serial: P52100012345.
    project: [re(`P5${d(10)}`)],
    // A5 + district + serial, sometimes written with a MAHA/RERA prefix.
    agent: [re(`(?:MAHA ?/? ?RERA ?[/-]? ?)?A5${d(10)}`), re(`MAHARERA ?[/-]? ?A5${d(10)}`)],
  },
  {
    key: 'karnataka',
    states: ['Karnataka'],
    shortName: 'K-RERA',
    name: 'Karnataka Real Estate Regulatory Authority',
    searchUrl: 'https://rera.karnataka.gov.in/viewAllProjects',
    // PRM/KA/RERA/1251/446/PR/171015/000123: office, PR, date (yymmdd), serial.
    project: [re(`PRM/KA/RERA/${d(4)}/${d(3)}/PR/${d(6)}/\\d{4,6}`)],
    agent: [re(`PRM/KA/RERA/${d(4)}/${d(3)}/AG/${d(6)}/\\d{4,6}`)],
  },
  {
    key: 'telangana',
    states: ['Telangana'],
    shortName: 'TS-RERA',
    name: 'Telangana State Real Estate Regulatory Authority',
    searchUrl: 'https://rerait.telangana.gov.in/SearchList/Search',
    // P + district code (01-33) + serial: P02400001234.
    project: [re(`P0[0-3]${d(9)}`)],
    agent: [re(`A0[0-3]${d(9)}`)],
  },
  {
    key: 'uttar-pradesh',
    states: ['Uttar Pradesh'],
    shortName: 'UP-RERA',
    name: 'Uttar Pradesh Real Estate Regulatory Authority',
    searchUrl: 'https://www.up-rera.in/projects',
    // UPRERAPRJ12345; newer numbers add the month of registration: UPRERAPRJ629497/09/2024.
    project: [re(`UPRERAPRJ\\d{3,7}(?:/${d(2)}/${d(4)})?`)],
    agent: [re(`UPRERAAGT\\d{3,7}(?:/${d(2)}/${d(4)})?`)],
  },
  {
    key: 'haryana',
    states: ['Haryana'],
    shortName: 'HRERA',
    name: 'Haryana Real Estate Regulatory Authority',
    searchUrl: 'https://haryanarera.gov.in/admincontrol/registered_projects/1',
    // Panchkula bench: HRERA-PKL-GGM-123-2019; Gurugram bench: RC/REP/HARERA/GGM/123/2019 or
    // RC/REP/HARERA/GGM/575/307/2022/50 (certificate, memo, year, serial).
    project: [
      re(`HRERA-PKL-[A-Z]{2,4}-\\d{1,4}-${d(4)}`),
      re(`RC/REP/HARERA/GGM/\\d{1,4}(?:/\\d{1,4})?/${d(4)}(?:/\\d{1,3})?`),
    ],
    agent: [re(`HRERA-PKL-REA-\\d{1,5}-${d(4)}`), re(`RC/HARERA/GGM/\\d{1,5}/${d(4)}(?:/\\d{1,3})?`)],
  },
  {
    key: 'gujarat',
    states: ['Gujarat'],
    shortName: 'GujRERA',
    name: 'Gujarat Real Estate Regulatory Authority',
    searchUrl: 'https://gujrera.gujarat.gov.in/project-search',
    // PR/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/RAA01234/010120: district, taluka, approving body, serial, date.
    project: [re(`PR/GJ/[A-Z ]+/[A-Z ]+/[A-Z0-9 ]+/[A-Z]{2,4}\\d{4,6}/${d(6)}`)],
    agent: [re(`AG/GJ/[A-Z ]+/[A-Z ]+/[A-Z0-9 ]+/[A-Z]{2,4}\\d{4,6}/${d(6)}`)],
  },
  {
    key: 'tamil-nadu',
    states: ['Tamil Nadu'],
    shortName: 'TNRERA',
    name: 'Tamil Nadu Real Estate Regulatory Authority',
    searchUrl: 'https://rera.tn.gov.in/registered-building/tn',
    // TN/01/Building/0001/2020 (or Layout): region, kind, serial, year.
    project: [re(`TN/${d(2)}/(?:BUILDING|LAYOUT)/\\d{3,4}/${d(4)}`)],
    agent: [re(`TN/AGENT/\\d{3,4}/${d(4)}`)],
  },
  {
    key: 'delhi',
    states: ['Delhi', 'NCT of Delhi', 'New Delhi'],
    shortName: 'RERA Delhi',
    name: 'Real Estate Regulatory Authority, National Capital Territory of Delhi',
    searchUrl: 'https://rera.delhi.gov.in/registered_promoters_list',
    // DLRERA2019P0007: year, P for a project, serial.
    project: [re(`DLRERA${d(4)}P${d(4)}`)],
    agent: [re(`DLRERA${d(4)}A${d(4)}`)],
  },
  {
    key: 'west-bengal',
    states: ['West Bengal'],
    shortName: 'WBRERA',
    name: 'West Bengal Real Estate Regulatory Authority',
    searchUrl: 'https://rera.wb.gov.in/district_project.php?dcode=0',
    // WBRERA/P/KOL/2023/000123; HIRA/P/... under the former state act.
    project: [re(`(?:WBRERA|HIRA)/P/[A-Z]{3}/${d(4)}/${d(6)}`)],
    agent: [re(`(?:WBRERA|HIRA)/A/[A-Z]{3}/${d(4)}/${d(6)}`)],
  },
  {
    key: 'rajasthan',
    states: ['Rajasthan'],
    shortName: 'RajRERA',
    name: 'Rajasthan Real Estate Regulatory Authority',
    searchUrl: 'https://rera.rajasthan.gov.in/ProjectSearch',
    // RAJ/P/2019/1234.
    project: [re(`RAJ/P/${d(4)}/\\d{3,5}`)],
    agent: [re(`RAJ/A/${d(4)}/\\d{3,5}`)],
  },
  {
    key: 'madhya-pradesh',
    states: ['Madhya Pradesh'],
    shortName: 'MPRERA',
    name: 'Madhya Pradesh Real Estate Regulatory Authority',
    searchUrl: 'https://www.rera.mp.gov.in/projects',
    // P-BPL-23-1234: district, year, serial.
    project: [re(`P-[A-Z]{3}-${d(2)}-\\d{3,5}`)],
    agent: [re(`A-[A-Z]{3}-${d(2)}-\\d{3,5}`)],
  },
  {
    key: 'kerala',
    states: ['Kerala'],
    shortName: 'Kerala RERA',
    name: 'Kerala Real Estate Regulatory Authority',
    searchUrl: 'https://rera.kerala.gov.in/explore-projects',
    // K-RERA/PRJ/ERN/123/2021: district, serial, year.
    project: [re(`K-RERA/PRJ/[A-Z]{3}/\\d{3,4}/${d(4)}`)],
    agent: [re(`K-RERA/AGT/[A-Z]{3}/\\d{3,4}/${d(4)}`)],
  },
  {
    key: 'goa',
    states: ['Goa'],
    shortName: 'Goa RERA',
    name: 'Goa Real Estate Regulatory Authority',
    searchUrl: 'https://rera.goa.gov.in/reraApp/search',
    // PRGO + month and year of registration + serial: PRGO04180393.
    project: [re(`PRGO${d(8)}`)],
    agent: [re(`AGGO${d(8)}`)],
  },
  {
    key: 'andhra-pradesh',
    states: ['Andhra Pradesh'],
    shortName: 'AP RERA',
    name: 'Andhra Pradesh Real Estate Regulatory Authority',
    searchUrl: 'https://rera.ap.gov.in/RERA/Views/Reports/ApprovedProjects.aspx',
    // P + district code + serial, the same shape as Telangana's, from district codes 04 on.
    project: [re(`P(?:0[4-9]|1\\d)${d(9)}`)],
    agent: [re(`A(?:0[4-9]|1\\d)${d(9)}`)],
  },
  {
    key: 'punjab',
    states: ['Punjab'],
    shortName: 'RERA Punjab',
    name: 'Real Estate Regulatory Authority, Punjab',
    searchUrl: 'https://rera.punjab.gov.in/reraindex/publicview/projectinfo',
    // PBRERA-SAS80-PR0123: district code, PR for a project, serial.
    project: [re(`PBRERA-[A-Z]{3}\\d{2}-P[RCM]\\d{4}`)],
    agent: [re(`PBRERA-[A-Z]{3}\\d{2}-REA?\\d{4}`)],
  },
  {
    key: 'chandigarh',
    states: ['Chandigarh'],
    shortName: 'RERA Chandigarh',
    name: 'Real Estate Regulatory Authority, Union Territory of Chandigarh',
    searchUrl: 'https://rera.chd.gov.in/registered-projects',
    // UT/RERA/CHD/PRJ/2019/03: year and serial.
    project: [re(`UT/RERA/CHD/PRJ/${d(4)}/\\d{2,4}`)],
    agent: [re(`UT/RERA/CHD/AGT/${d(4)}/\\d{2,4}`)],
  },
];

const byState = new Map<string, TReraAuthority>();
for (const a of RERA_AUTHORITIES) for (const s of a.states) byState.set(s.toLowerCase(), a);

/** The authority registering projects in `state` (any case, spaces ignored), if we know it. */
export function reraAuthorityForState(state: string | null | undefined): TReraAuthority | undefined {
  return state ? byState.get(state.trim().replace(/\s+/g, ' ').toLowerCase()) : undefined;
}

export function reraAuthorityByKey(key: string): TReraAuthority | undefined {
  return RERA_AUTHORITIES.find((a) => a.key === key);
}

/** Upper case, single spaces, no spaces around '/' or '-': how numbers are compared and stored. */
export function normaliseReraNumber(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .replace(/ ?([/-]) ?/g, '$1');
}

export type TReraKind = 'project' | 'agent';

const fits = (a: TReraAuthority, kind: TReraKind, value: string) =>
  a[kind].some((p) => p.test(normaliseReraNumber(value)));

/** The authority whose format `value` is in, if any. */
export function reraAuthorityOfNumber(
  value: string,
  kind: TReraKind = 'project',
): TReraAuthority | undefined {
  return RERA_AUTHORITIES.find((a) => fits(a, kind, value));
}

export const reraNumberMessage = (a?: TReraAuthority) =>
  `Enter a valid ${a ? a.shortName : 'RERA'} registration number`;

/**
 * Why `value` is not a registration number of `state`'s authority, or undefined when it is. In a
 * state whose authority we do not know, a number in a known authority's format is refused (it
 * belongs elsewhere) and any other is accepted. Without a state (an agent's profile has none),
 * any known authority's format is accepted.
 */
export function reraNumberError(
  value: string,
  state: string | null | undefined,
  kind: TReraKind = 'project',
): string | undefined {
  const authority = reraAuthorityForState(state);
  if (authority) return fits(authority, kind, value) ? undefined : reraNumberMessage(authority);
  const other = reraAuthorityOfNumber(value, kind);
  if (state) return other ? reraNumberMessage() : undefined;
  return other ? undefined : reraNumberMessage();
}

/**
 * An agent's RERA licence. Agents' profiles carry no state (they work where their listings are), so
 * any known authority's agent format is accepted.
 */
export const isAgentReraNumber = (value: string): boolean => !reraNumberError(value, undefined, 'agent');

/** The authority a listing's number is shown with: its state's, else the one whose format it has. */
export function reraAuthorityOfListing(state: string, value: string): TReraAuthority | undefined {
  return reraAuthorityForState(state) ?? reraAuthorityOfNumber(value);
}

// ---------- what the API answers ----------

export const ZReraAuthorityRef = z.object({
  key: z.string(),
  shortName: z.string(),
  name: z.string(),
  searchUrl: z.string(),
});
export type TReraAuthorityRef = z.infer<typeof ZReraAuthorityRef>;

export const toAuthorityRef = (a: TReraAuthority): TReraAuthorityRef => ({
  key: a.key,
  shortName: a.shortName,
  name: a.name,
  searchUrl: a.searchUrl,
});

/** A listing's RERA number on its card: the number, and when Nivaas checked it (null: not checked). */
export const ZCardRera = z.object({ number: z.string(), checkedAt: z.string().nullable() });
export type TCardRera = z.infer<typeof ZCardRera>;

/** On the detail page: also the authority, and a QR code (SVG) of its project search page. */
export const ZPropertyRera = ZCardRera.extend({
  authority: ZReraAuthorityRef.nullable(),
  qrSvg: z.string().nullable(),
}).meta({ id: 'PropertyRera' });
export type TPropertyRera = z.infer<typeof ZPropertyRera>;

/** POST/DELETE /admin/properties/{id}/rera-check: the check as it now stands. */
export const ZReraCheck = z
  .object({
    _id: z.string(),
    rera: ZCardRera,
    checkedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'ReraCheck' });
export type TReraCheck = z.infer<typeof ZReraCheck>;
