/**
 * The URLs of stored files (listing photos and their variants, floor plans, brochures, tours,
 * builder logos and team photos, avatars) as clients get them. Files on local disk are stored as
 * root-relative URLs (`/uploads/…`), so PUBLIC_URL can change; the API answers them absolute,
 * `PUBLIC_URL/uploads/…`, when PUBLIC_URL is set, so another site or app can show them, and
 * root-relative otherwise. Files in a bucket are stored under the bucket's public URL
 * (S3_PUBLIC_URL, or the bucket's own): already absolute, they are answered as stored.
 */
export type TMediaUrls = {
  /** Prefix of root-relative URLs in answers; undefined: answered as stored. */
  readonly base: string | undefined;
  /** A stored URL as answered. */
  toPublic<T extends string | null | undefined>(url: T): T;
  /** A URL a client sends back (an image to keep) as it is stored. */
  toStored(url: string): string;
  /** SQL for the JSON writers: a text expression, a stored file (jsonb), a list of them (jsonb). */
  readonly sql: { url(text: string): string; file(jsonb: string): string; files(jsonb: string): string };
};

const isRootRelative = (url: string) => url.startsWith('/') && !url.startsWith('//');

export function createMediaUrls(publicUrl: string | undefined): TMediaUrls {
  const base = publicUrl?.replace(/\/+$/, '') || undefined;
  if (!base) {
    const same = (expr: string) => expr;
    return {
      base,
      toPublic: (url) => url,
      toStored: (url) => url,
      sql: { url: same, file: same, files: same },
    };
  }
  // A literal, not a parameter: the statements' text stays the same for every request.
  const literal = `'${base.replace(/'/g, "''")}'`;
  const url = (text: string) =>
    `(case when left(${text}, 1) = '/' and left(${text}, 2) <> '//' then ${literal} || ${text} else ${text} end)`;
  /** `url` and each of `variants` of a stored file object prefixed; anything else as it is. */
  const file = (f: string) => `(case when jsonb_typeof(${f}) = 'object'
    then ${f} || jsonb_build_object('url', ${url(`(${f} ->> 'url')`)})
      || case when jsonb_typeof(${f} -> 'variants') = 'object' then jsonb_build_object('variants',
        (select jsonb_object_agg(mv.key, ${url('mv.value')}) from jsonb_each_text(${f} -> 'variants') mv))
        else '{}'::jsonb end
    else ${f} end)`;
  const files = (list: string) => `(select coalesce(jsonb_agg(${file('mf.f')} order by mf.i), '[]'::jsonb)
    from jsonb_array_elements(${list}) with ordinality mf(f, i))`;
  return {
    base,
    toPublic: (value) => (typeof value === 'string' && isRootRelative(value) ? `${base}${value}` : value),
    toStored: (value) =>
      value.startsWith(`${base}/`) && isRootRelative(value.slice(base.length))
        ? value.slice(base.length)
        : value,
    sql: { url, file, files },
  } as TMediaUrls;
}
