import type { TCall } from './world';

export const MB = 1024 * 1024;
export const DEPTH = 10_000;

/** Text an attacker appends to a string field of an otherwise valid body. */
export const HOSTILE_TEXT = {
  'NUL and control bytes': '\u0000\u0001\u001b[31m\r\n',
  'unicode oddities': ' \u202e\ud83c\udfe0\ufeff\u0301 \ud800 \u{10ffff} ﷽',
  'SQL fragments': "' OR '1'='1'; DROP TABLE users; -- \\' \" $1 %",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  'script fragments': '<script>alert(1)</script><img src=x onerror=alert(1)>{{7*7}}${7*7}',
} as const;

/** Every string in a JSON value with `suffix` appended; keys stay. */
export function appendToStrings(value: unknown, suffix: string): unknown {
  return mapStrings(value, (s) => s + suffix);
}

function mapStrings(value: unknown, fn: (s: string, path: string) => string, path = ''): unknown {
  if (typeof value === 'string') return fn(value, path);
  if (Array.isArray(value)) return value.map((v, i) => mapStrings(v, fn, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn, path ? `${path}.${k}` : k)]),
    );
  }
  return value;
}

/**
 * A valid body with hostile text appended to one string field at a time (the others stay valid,
 * so the text gets past validation to the database where it can): one case per field and text.
 */
export function hostileTextCases(valid: unknown): { name: string; payload: string }[] {
  const paths: string[] = [];
  mapStrings(valid, (s, path) => {
    paths.push(path);
    return s;
  });
  return paths.flatMap((field) =>
    Object.entries(HOSTILE_TEXT).map(([name, text]) => ({
      name: `${name} in '${field}'`,
      payload: JSON.stringify(mapStrings(valid, (s, path) => (path === field ? s + text : s))),
    })),
  );
}

const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Fields of the app's forms, each given a value of the wrong type. */
const WRONG_TYPES = {
  name: 123,
  email: ['a@b.in'],
  password: { $ne: null },
  role: 42,
  title: [],
  description: {},
  type: false,
  status: 7,
  price: 'lots',
  bedrooms: 'two',
  bathrooms: Number.NEGATIVE_INFINITY,
  area: Number.MAX_SAFE_INTEGER * 4,
  address: 'nowhere',
  location: 'here',
  amenities: 'Pool',
  highlights: { 0: 1 },
  existingImages: 5,
  featured: 'yes',
  agent: 123,
  developer: ['x'],
  active: 'true',
  contactMethod: [],
  message: 99,
  kind: {},
  details: [],
  headquarters: [],
  team: 'x',
  featuredCount: {},
  isVerified: 'yes',
  specializations: 7,
};

const json = (payload: string | object): Pick<TCall, 'payload' | 'headers'> => ({
  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  headers: { 'content-type': 'application/json' },
});

export type TBodyCase = {
  name: string;
  /** `base` is the route's valid call; `agentId` an agent an admin may list for. */
  body: (base: TCall, agentId: string) => Promise<Pick<TCall, 'payload' | 'headers'>>;
};

/** JSON (and other non-multipart) bodies every route that takes one must survive. */
export const BODY_CASES: TBodyCase[] = [
  { name: 'a JSON array', body: async () => json('[1,2,3]') },
  { name: 'a JSON string', body: async () => json('"just text"') },
  { name: 'a JSON number', body: async () => json('42') },
  { name: 'JSON null', body: async () => json('null') },
  { name: 'wrong types', body: async () => json(WRONG_TYPES) },
  { name: 'a 1 MB string', body: async () => json({ name: 'a'.repeat(MB), title: 'x' }) },
  {
    name: 'long strings under the body limit',
    body: async (base) =>
      json(
        appendToStrings(isObject(base.payload) ? base.payload : WRONG_TYPES, 'x'.repeat(60_000)) as object,
      ),
  },
  {
    name: 'objects nested 10,000 deep',
    body: async () => json(`{"address":${nestedObject(DEPTH)},"team":1}`),
  },
  { name: 'arrays nested 10,000 deep', body: async () => json(nestedArray(DEPTH)) },
  {
    name: 'prototype pollution keys',
    body: async () => json('{"__proto__":{"role":"admin"},"constructor":{"prototype":{"isAdmin":true}}}'),
  },
  { name: 'malformed JSON', body: async () => json('{"name": "x",') },
  {
    name: 'invalid UTF-8 bytes',
    body: async () => ({
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d]),
      headers: { 'content-type': 'application/json' },
    }),
  },
  {
    name: 'an unsupported content type',
    body: async () => ({ payload: '<a>1</a>', headers: { 'content-type': 'application/xml' } }),
  },
  {
    name: 'plain text',
    body: async () => ({ payload: 'name=x', headers: { 'content-type': 'text/plain' } }),
  },
  {
    name: 'a form-urlencoded body',
    body: async () => ({
      payload: 'name=x&role=admin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
];

function isObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Buffer.isBuffer(v) && !Array.isArray(v);
}

/** Values put in place of a path id. */
export const HOSTILE_IDS = [
  "' OR 1=1 --",
  '1; DROP TABLE users',
  '../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '\u0000',
  '00000000-0000-0000-0000-000000000000\u0000',
  'é🏠\u202e',
  '<script>alert(1)</script>',
  'a'.repeat(199),
  'a'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
];

/** Query strings sent to every GET route. */
export const HOSTILE_QUERIES = [
  'page=-1&limit=999999999&priceMin=abc&priceMax=1e400&bedrooms=x%2B&bbox=1,2&featured=maybe&sort=drop',
  'search=%00&city=%00%ff&state=%F0%9F%8F%A0&locality=%E2%80%AE&role=%00&kind=%00&status=%00',
  "search=' OR 1=1 --&city=<script>alert(1)</script>&sort=price_asc;DROP TABLE users&agent=1 OR 1=1",
  'page=1&page=2&limit=1&limit=2&status=For Sale&status=Sold&role=buyer&role=admin',
  'search=%ED%A0%80&city=%C0%AF&state=%E0%A4%A&locality=%FF%FE',
  '__proto__[role]=admin&constructor[prototype][x]=1&a[b][c][d]=1',
  `search=${'a'.repeat(MB)}`,
  `city=${'%F0%9F%8F%A0'.repeat(5000)}&amenities=${'Gym,'.repeat(5000)}`,
];
