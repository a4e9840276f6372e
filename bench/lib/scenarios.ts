/** Scenarios and helpers shared by the search, API and soak benchmarks. */

export type TScenario = { name: string; what: string; path: (i: number) => string };

export const pick = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;
export const q = (params: Record<string, string | number>) =>
  `/api/v1/properties?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;

export const CITIES = ['Nashik', 'Mumbai', 'Pune', 'Bengaluru', 'Delhi', 'Hyderabad'];
export const BOXES = [
  [73.74, 19.96, 73.8, 20.02], // Nashik: Gangapur Road to Indira Nagar
  [72.8, 19.08, 72.88, 19.16], // Mumbai: Andheri, Juhu
  [73.72, 18.54, 73.82, 18.62], // Pune: Baner, Hinjewadi, Wakad
  [77.6, 12.9, 77.7, 12.98], // Bengaluru: Koramangala to Marathahalli
] as const;

/**
 * The query compared across systems (issue: search without its cache): Nashik, For Sale, ₹20 L–90 L,
 * 2+ bedrooms, newest first, 12 a page with the total.
 */
export const PEERS_QUERY = q({
  city: 'Nashik',
  status: 'For Sale',
  priceMin: 2_000_000,
  priceMax: 9_000_000,
  bedrooms: '2+',
  sort: 'newest',
  limit: 12,
});

/** Ten searches a visitor makes, each rotating through a few values so no single query is measured. */
export const SEARCHES: TScenario[] = [
  { name: 'newest', what: 'the listing page, no filters', path: (i) => q({ page: 1 + (i % 3) }) },
  {
    name: 'filters',
    what: 'city + For Sale + price range + 2+ bedrooms',
    path: (i) =>
      q({
        city: pick(CITIES, i),
        status: 'For Sale',
        priceMin: 3_000_000,
        priceMax: 15_000_000,
        bedrooms: '2+',
      }),
  },
  {
    name: 'type+amenities',
    what: 'Apartment, Parking + Gym, 3 bedrooms',
    path: (i) => q({ propertyType: 'Apartment', amenities: 'Parking,Gym', bedrooms: 3, page: 1 + (i % 2) }),
  },
  {
    name: 'text',
    what: "'andheri 2bhk'-style: locality + BHK",
    path: (i) => q({ search: pick(['andheri 2bhk', 'baner 3 bhk', 'whitefield 2bhk', 'powai 1bhk'], i) }),
  },
  {
    name: 'text-broad',
    what: 'one word matching a whole city',
    path: (i) => q({ search: pick(['nashik', 'pune', 'mumbai', 'bengaluru'], i) }),
  },
  {
    name: 'typo',
    what: "misspelt names: 'nasik', 'koramangla' …",
    path: (i) => q({ search: pick(['nasik', 'koramangla', 'hinjewdi', 'gangapor road'], i) }),
  },
  {
    name: 'partial',
    what: "part of a word: 'gangapur', 'koregaon' …",
    path: (i) => q({ search: pick(['gangapur', 'koregaon', 'electronic', 'lower par'], i) }),
  },
  {
    name: 'bbox',
    what: 'map view box around localities',
    path: (i) => q({ bbox: pick(BOXES, i).join(','), limit: 100 }),
  },
  {
    name: 'sort',
    what: 'city, price ascending / descending / largest',
    path: (i) => q({ city: pick(CITIES, i), sort: pick(['price_asc', 'price_desc', 'area_desc'], i) }),
  },
  {
    name: 'deep-page',
    what: 'page 200–400 of the listing',
    path: (i) => q({ page: 200 + ((i * 7) % 200) }),
  },
];

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
