import type { TRng } from '../prng';

/** RERA registration and municipal approval numbers in each state's real-looking format, from the rng. */

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const yy = (year: number) => pad(year % 100, 2);

/** A day of the given year as [dd, mm, yy] strings. */
function dayOf(year: number, rng: TRng): { dd: string; mm: string; yy: string } {
  return { dd: pad(rng.int(1, 28), 2), mm: pad(rng.int(1, 12), 2), yy: yy(year) };
}

/** 'Navi Mumbai' -> 'NAV', 'Bhopal' -> 'BHO'. */
const code3 = (city: string) =>
  city
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();

/** 'West Bengal' -> 'WB', 'Odisha' -> 'OD'. */
function stateCode(state: string): string {
  const words = state.split(/\s+/).filter(Boolean);
  if (words.length > 1)
    return words
      .map((w) => w[0] ?? '')
      .join('')
      .toUpperCase();
  return state.slice(0, 2).toUpperCase();
}

// MahaRERA numbers carry the census district code: P5 + district + an eight-digit serial.
const MAHA_DISTRICTS: Record<string, readonly string[]> = {
  Nagpur: ['05'],
  Nashik: ['16'],
  Thane: ['17'],
  Mumbai: ['18', '19'],
  'Navi Mumbai': ['17', '20'],
  Pune: ['21'],
};
const MAHA_ANY = ['16', '17', '18', '19', '20', '21'] as const;

/** The serial grows each year since MahaRERA opened in 2017, as real numbers do. */
function mahaNumber(prefix: 'P' | 'A', district: string, year: number, rng: TRng): string {
  const serial = Math.max(1000, Math.min(99_999, (year - 2017) * 7_000 + rng.int(1_000, 9_000)));
  return `${prefix}5${district}${pad(serial, 8)}`;
}

const GUJARAT_AUTHORITY: Record<string, string> = {
  Ahmedabad: 'AUDA',
  Surat: 'SUDA',
  Vadodara: 'VUDA',
  Rajkot: 'RUDA',
};

const KERALA_DISTRICT: Record<string, string> = {
  Kochi: 'ERN',
  Thiruvananthapuram: 'TVM',
  Kozhikode: 'KKD',
  Thrissur: 'TSR',
};

const TAMIL_NADU_REGION: Record<string, string> = { Chennai: '01', Coimbatore: '11', Madurai: '06' };

/** A project's RERA registration number, as printed on its brochure, for a project launched in `year`. */
export function reraIdFor(state: string, city: string, year: number, rng: TRng): string {
  const s = state.toLowerCase();
  const d = dayOf(year, rng);
  switch (s) {
    case 'maharashtra':
      return mahaNumber('P', rng.pick(MAHA_DISTRICTS[city] ?? MAHA_ANY), year, rng);
    case 'karnataka': {
      const office = city === 'Bengaluru' ? `1251/${rng.pick(['446', '309', '310', '472'])}` : '1266/327';
      return `PRM/KA/RERA/${office}/PR/${d.yy}${d.mm}${d.dd}/${pad(rng.int(1000, 7999), 6)}`;
    }
    case 'telangana':
      return `P024000${pad(rng.int(1000, 99_999), 5)}`;
    case 'uttar pradesh':
      return `UPRERAPRJ${rng.int(100_000, 999_999)}`;
    case 'haryana':
      return city === 'Gurgaon' || city === 'Gurugram'
        ? `RC/REP/HARERA/GGM/${rng.int(300, 899)}/${rng.int(100, 599)}/${year}/${rng.int(10, 99)}`
        : `HRERA-PKL-${code3(city)}-${rng.int(100, 699)}-${year}`;
    case 'delhi':
    case 'nct of delhi':
      return `DLRERA${year}P${pad(rng.int(1, 60), 4)}`;
    case 'tamil nadu':
      return `TN/${TAMIL_NADU_REGION[city] ?? '01'}/Building/${pad(rng.int(10, 999), 4)}/${year}`;
    case 'west bengal': {
      const district = city === 'Kolkata' ? rng.pick(['KOL', 'NOR', 'SOU', 'HOW']) : code3(city);
      return `WBRERA/P/${district}/${year}/${pad(rng.int(100, 2999), 6)}`;
    }
    case 'gujarat': {
      const c = city.toUpperCase();
      const authority = GUJARAT_AUTHORITY[city] ?? `${c.slice(0, 1)}UDA`;
      return `PR/GJ/${c}/${c} CITY/${authority}/RAA${pad(rng.int(1000, 14_999), 5)}/${d.dd}${d.mm}${d.yy}`;
    }
    case 'rajasthan':
      return `RAJ/P/${year}/${pad(rng.int(100, 3999), 4)}`;
    case 'madhya pradesh': {
      const c = city === 'Bhopal' ? 'BPL' : city === 'Indore' ? 'IND' : code3(city);
      return `P-${c}-${d.yy}-${pad(rng.int(100, 5999), 4)}`;
    }
    case 'kerala':
      return `K-RERA/PRJ/${KERALA_DISTRICT[city] ?? code3(city)}/${pad(rng.int(1, 250), 3)}/${year}`;
    case 'goa':
      return `PRGO${d.mm}${d.yy}${pad(rng.int(1, 2999), 4)}`;
    case 'andhra pradesh':
      // P + district code (Krishna 06, Visakhapatnam 04) + serial.
      return `P${city === 'Visakhapatnam' ? '04' : '06'}${pad(rng.int(1000, 999_999), 9)}`;
    case 'punjab':
      return `PBRERA-SAS80-PR${pad(rng.int(100, 1999), 4)}`;
    case 'chandigarh':
      return `UT/RERA/CHD/PRJ/${year}/${pad(rng.int(1, 99), 2)}`;
    default:
      return `${stateCode(state)}RERA/P/${code3(city)}/${year}/${pad(rng.int(1, 9999), 5)}`;
  }
}

// The body that issues building permissions in each city.
const CIVIC_BODY: Record<string, string> = {
  Nashik: 'NMC',
  Mumbai: 'MCGM',
  Pune: 'PMC',
  Thane: 'TMC',
  'Navi Mumbai': 'NMMC',
  Nagpur: 'NGPMC',
  Bengaluru: 'BBMP',
  Mysuru: 'MCC',
  Delhi: 'MCD',
  Noida: 'NOIDA',
  Gurgaon: 'DTCP',
  Hyderabad: 'GHMC',
  Chennai: 'CMDA',
  Coimbatore: 'CCMC',
  Kolkata: 'KMC',
  Ahmedabad: 'AMC',
  Surat: 'SMC',
  Vadodara: 'VMC',
  Jaipur: 'JDA',
  Lucknow: 'LDA',
  Indore: 'IMC',
  Bhopal: 'BMC',
  Chandigarh: 'CHD',
  Kochi: 'KOCHI',
  Visakhapatnam: 'GVMC',
  Goa: 'TCP',
};

const civicBody = (city: string) => CIVIC_BODY[city] ?? `${code3(city)}MC`;

/** A municipal or state approval number: 'NMC/CC/2023/1142', 'SEIAA-EC-0000417'. */
export function approvalNumber(name: string, city: string, year: number, rng: TRng): string {
  const body = civicBody(city);
  const n = rng.int(100, 2999);
  switch (name) {
    case 'Commencement Certificate':
      return `${body}/CC/${year}/${n}`;
    case 'Occupancy Certificate':
      return `${body}/OC/${year}/${n}`;
    case 'Environmental Clearance':
      return `SEIAA-EC-0000${rng.int(100, 999)}`;
    case 'Fire NOC':
      return `${body}/FIRE/NOC/${year}/${n}`;
    case 'NA Order':
      // Non-agricultural use is permitted by the district collector, not the corporation.
      return `${city.toUpperCase()}/NA/SR/${rng.int(10, 499)}/${year}`;
    default: {
      const initials = name
        .split(/\s+/)
        .map((w) => w[0] ?? '')
        .join('')
        .toUpperCase();
      return `${body}/${initials || 'APP'}/${year}/${n}`;
    }
  }
}

/** A MahaRERA agent registration, as MahaRERA prints it: A51700012345. */
export function agentLicence(rng: TRng): string {
  return mahaNumber('A', rng.pick(MAHA_ANY), rng.int(2017, 2024), rng);
}
