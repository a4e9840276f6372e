/** True when the error, however the driver (pg, PGlite, drizzle) wraps it, matches at some level. */
function someCause(err: unknown, test: (e: { code?: unknown; message?: unknown }) => boolean): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    if (test(e as { code?: unknown })) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** True for a unique-index violation. */
export function isUniqueViolation(err: unknown): boolean {
  return someCause(err, (e) => e.code === '23505');
}

/**
 * True when PostgreSQL refused text it cannot store: a NUL character (in text: 22021 'invalid
 * byte sequence'; in json: 22P05 'unsupported Unicode escape sequence') or a lone UTF-16
 * surrogate in json (22P02: JSON.stringify writes it as a `\ud800` escape, which is no character).
 * That is the client's input, not a fault of ours.
 */
export function isUnstorableText(err: unknown): boolean {
  return someCause(
    err,
    (e) =>
      e.code === '22021' ||
      e.code === '22P05' ||
      (e.code === '22P02' && typeof e.message === 'string' && /\bjson\b/i.test(e.message)),
  );
}
