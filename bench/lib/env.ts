/**
 * A number from the environment (`1_000_000` allowed), or `fallback` when unset; a value that is not
 * a number, or is negative (or zero with `positive`), stops the benchmark rather than measuring NaN.
 */
export function envNumber(name: string, fallback: number, opts: { positive?: boolean } = {}): number {
  const n = Number((process.env[name] ?? '').replaceAll('_', '') || fallback);
  if (!Number.isFinite(n) || n < 0 || (opts.positive && n === 0)) {
    throw new Error(`${name} must be a ${opts.positive ? 'positive ' : ''}number`);
  }
  return n;
}
