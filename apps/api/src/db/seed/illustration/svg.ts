/** Tiny helpers to write SVG text and colours; numbers are rounded so the markup stays short. */

const r1 = (n: number) => Math.round(n * 10) / 10;

export function attrs(extra: Record<string, string | number | undefined>): string {
  let out = '';
  for (const [k, v] of Object.entries(extra)) {
    if (v !== undefined) out += ` ${k}="${typeof v === 'number' ? r1(v) : v}"`;
  }
  return out;
}

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra: Record<string, string | number | undefined> = {},
) => `<rect${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;

export const circle = (
  cx: number,
  cy: number,
  r: number,
  fill: string,
  extra: Record<string, string | number | undefined> = {},
) => `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Record<string, string | number | undefined> = {},
) => `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;

export const polygon = (
  points: readonly (readonly [number, number])[],
  fill: string,
  extra: Record<string, string | number | undefined> = {},
) =>
  `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}"${attrs({ fill, ...extra })}/>`;

export const path = (d: string, fill: string, extra: Record<string, string | number | undefined> = {}) =>
  `<path d="${d}"${attrs({ fill, ...extra })}/>`;

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Record<string, string | number | undefined> = {},
) => `<line${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra })}/>`;

export const fmt = r1;

/** HSL (h in degrees, s and l in 0..1) to '#rrggbb'. */
export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.min(1, Math.max(0, s));
  const lig = Math.min(1, Math.max(0, l));
  const c = (1 - Math.abs(2 * lig - 1)) * sat;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lig - c / 2;
  const [r, g, b] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  const hex = (v: number) =>
    Math.round((v + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/** Mixes two '#rrggbb' colours; t = 0 gives a, 1 gives b. Used to tint things toward the sky. */
export function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const ch = (p: number, shift: number) => (p >> shift) & 0xff;
  const out = [16, 8, 0].map((s) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
