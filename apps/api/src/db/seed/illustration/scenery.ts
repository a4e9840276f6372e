import type { TRng } from '../prng';
import { circle, ellipse, fmt, hsl, mix, path, rect } from './svg';

export const WIDTH = 1280;
export const HEIGHT = 960;

export type TTimeOfDay = 'morning' | 'noon' | 'golden' | 'dusk' | 'overcast';

/** Everything the layers share: canvas, horizon, light and palette of one picture. */
export type TScene = {
  rng: TRng;
  time: TTimeOfDay;
  horizon: number;
  skyTop: string;
  skyBottom: string;
  /** Colour distant things fade toward (aerial perspective). */
  haze: string;
  sun: { x: number; y: number; r: number; color: string } | null;
  groundFar: string;
  groundNear: string;
  /** Which side faces the light: shaded faces are drawn on the other side. */
  lightFromLeft: boolean;
  /** Window glass colour, and whether some windows glow (dusk). */
  glass: string;
  windowsLit: boolean;
  defs: string[];
};

type TSkyPreset = { top: [number, number, number]; bottom: [number, number, number]; sun: string | null };

// Calm, slightly desaturated skies: the photo-like card grid should feel quiet, not loud.
const SKIES: Record<TTimeOfDay, TSkyPreset> = {
  morning: { top: [205, 0.55, 0.72], bottom: [32, 0.7, 0.88], sun: '#FFF2CC' },
  noon: { top: [204, 0.58, 0.62], bottom: [198, 0.55, 0.88], sun: '#FFFBEA' },
  golden: { top: [210, 0.4, 0.68], bottom: [36, 0.85, 0.78], sun: '#FFD592' },
  dusk: { top: [250, 0.3, 0.38], bottom: [14, 0.7, 0.74], sun: '#FFC09A' },
  overcast: { top: [210, 0.16, 0.68], bottom: [205, 0.18, 0.86], sun: null },
};

export function createScene(rng: TRng, horizonRange: readonly [number, number] = [0.62, 0.7]): TScene {
  const time = rng.weighted<TTimeOfDay>([
    ['morning', 3],
    ['noon', 3],
    ['golden', 3],
    ['dusk', 1.6],
    ['overcast', 1],
  ]);
  const preset = SKIES[time];
  const jitter = rng.float(-8, 8);
  const skyTop = hsl(preset.top[0] + jitter, preset.top[1], preset.top[2] + rng.float(-0.04, 0.04));
  const skyBottom = hsl(preset.bottom[0] + jitter, preset.bottom[1], preset.bottom[2]);
  const horizon = HEIGHT * rng.float(horizonRange[0], horizonRange[1]);
  const lightFromLeft = rng.chance(0.5);
  const sunHigh = time === 'noon' ? 0.16 : time === 'morning' ? 0.3 : 0.42;
  const sun = preset.sun
    ? {
        x: WIDTH * (lightFromLeft ? rng.float(0.08, 0.35) : rng.float(0.65, 0.92)),
        y: horizon * rng.float(sunHigh, sunHigh + 0.14),
        r: time === 'noon' ? rng.float(34, 44) : rng.float(44, 62),
        color: preset.sun,
      }
    : null;
  const grassHue = rng.float(78, 110);
  const dry = rng.chance(0.3);
  const groundNear = dry ? hsl(48, 0.35, 0.62) : hsl(grassHue, 0.32, 0.5);
  const groundFar = mix(groundNear, skyBottom, 0.35);
  const tint = time === 'dusk' ? 0.35 : time === 'golden' ? 0.2 : 0.12;
  return {
    rng,
    time,
    horizon,
    skyTop,
    skyBottom,
    haze: mix(skyBottom, skyTop, 0.25),
    sun,
    groundFar: mix(groundFar, skyBottom, tint * 0.4),
    groundNear: mix(groundNear, skyTop, tint * 0.3),
    lightFromLeft,
    glass: mix('#8FB3C9', skyTop, 0.45),
    windowsLit: time === 'dusk',
    defs: [],
  };
}

export function drawSky(scene: TScene): string {
  const { rng } = scene;
  scene.defs.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.skyTop}"/><stop offset="1" stop-color="${scene.skyBottom}"/></linearGradient>`,
  );
  const out = [rect(0, 0, WIDTH, scene.horizon + 4, 'url(#sky)')];
  const sun = scene.sun;
  if (sun) {
    // A stepped halo of faint rings: flat in style, and far cheaper to rasterise than a radial gradient.
    for (const [k, o] of [
      [3.2, 0.08],
      [2.3, 0.1],
      [1.6, 0.14],
    ] as const) {
      out.push(circle(sun.x, sun.y, sun.r * k, sun.color, { 'fill-opacity': o }));
    }
    out.push(circle(sun.x, sun.y, sun.r, sun.color));
  }
  const clouds = scene.time === 'overcast' ? rng.int(4, 7) : rng.int(1, 4);
  const white = scene.time === 'dusk' ? mix('#FFFFFF', scene.skyBottom, 0.45) : '#FFFFFF';
  for (let i = 0; i < clouds; i++) {
    // Opaque shapes in a colour pre-mixed with the sky behind: group opacity would make the
    // rasteriser allocate a full-canvas layer per cloud, which was most of the render time.
    const y = rng.float(40, scene.horizon * 0.5);
    const behind = mix(scene.skyTop, scene.skyBottom, y / scene.horizon);
    out.push(
      cloud(rng, rng.float(-60, WIDTH), y, rng.float(0.6, 1.4), mix(behind, white, rng.float(0.55, 0.85))),
    );
  }
  return out.join('');
}

/** A flat cloud: a row of overlapping puffs on a flat base. */
function cloud(rng: TRng, x: number, y: number, scale: number, color: string): string {
  const puffs = rng.int(3, 5);
  const parts: string[] = [];
  let cx = x;
  for (let i = 0; i < puffs; i++) {
    const r = (rng.float(22, 42) + (i > 0 && i < puffs - 1 ? 14 : 0)) * scale;
    parts.push(circle(cx, y - r * 0.45, r, color));
    cx += r * rng.float(0.9, 1.25);
  }
  parts.push(rect(x - 20 * scale, y - 6, cx - x + 10 * scale, 22 * scale, color, { rx: 11 * scale }));
  return parts.join('');
}

/** A smooth ridge across the width, for hills or the far tree line. */
export function ridge(rng: TRng, baseY: number, amplitude: number, color: string, bumps: number): string {
  const step = WIDTH / bumps;
  let d = `M0 ${fmt(baseY)}`;
  let prevY = baseY - rng.float(0, amplitude);
  d += ` L0 ${fmt(prevY)}`;
  for (let i = 1; i <= bumps; i++) {
    const x = i * step;
    const y = baseY - rng.float(amplitude * 0.2, amplitude);
    d += ` Q${fmt(x - step / 2)} ${fmt(Math.min(prevY, y) - rng.float(0, amplitude * 0.6))} ${fmt(x)} ${fmt(y)}`;
    prevY = y;
  }
  d += ` L${WIDTH} ${fmt(baseY + 2)} Z`;
  return path(d, color);
}

export function drawHills(scene: TScene): string {
  const { rng } = scene;
  const far = mix(scene.groundFar, scene.haze, 0.6);
  const near = mix(scene.groundFar, scene.haze, 0.35);
  const out: string[] = [];
  if (rng.chance(0.7)) out.push(ridge(rng, scene.horizon + 2, rng.float(60, 140), far, rng.int(2, 4)));
  out.push(ridge(rng, scene.horizon + 2, rng.float(20, 60), near, rng.int(4, 8)));
  return out.join('');
}

/** A faint city silhouette behind the subject, so urban scenes read as a city. */
export function drawSkyline(scene: TScene, strength = 1): string {
  const { rng } = scene;
  const color = mix(scene.skyBottom, mix(scene.haze, scene.skyTop, 0.25), strength);
  const out: string[] = [];
  let x = rng.float(-40, 0);
  while (x < WIDTH) {
    const w = rng.float(40, 110);
    const h = rng.float(40, 190);
    out.push(rect(x, scene.horizon - h, w, h + 4, color));
    if (rng.chance(0.2)) out.push(rect(x + w * 0.4, scene.horizon - h - 24, 4, 24, color));
    x += w + rng.float(-10, 30);
  }
  return out.join('');
}

export function drawGround(scene: TScene): string {
  scene.defs.push(
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.groundFar}"/><stop offset="1" stop-color="${scene.groundNear}"/></linearGradient>`,
  );
  return rect(0, scene.horizon, WIDTH, HEIGHT - scene.horizon, 'url(#ground)');
}

/** A paved road band across the foreground, with a kerb and faint lane marks. */
export function drawRoad(scene: TScene, y: number, height: number): string {
  const asphalt = mix('#6B7280', scene.skyTop, 0.15);
  const kerb = mix('#D6D3CB', scene.skyBottom, 0.2);
  const out = [rect(0, y, WIDTH, 10, kerb), rect(0, y + 10, WIDTH, height, asphalt)];
  const dash = mix(asphalt, '#FFFFFF', 0.55);
  for (let x = scene.rng.float(-40, 0); x < WIDTH; x += 120) {
    out.push(rect(x, y + 10 + height / 2 - 3, 60, 6, dash, { rx: 3 }));
  }
  return out.join('');
}

export type TTreeKind = 'round' | 'cypress' | 'palm' | 'cluster';

export function treeColors(scene: TScene): { leaf: string; leafDark: string; trunk: string } {
  const leaf = hsl(scene.rng.float(90, 140), scene.rng.float(0.28, 0.42), scene.rng.float(0.34, 0.44));
  return {
    leaf: mix(leaf, scene.skyBottom, scene.time === 'dusk' ? 0.25 : 0.08),
    leafDark: mix(leaf, '#1B2A22', 0.28),
    trunk: mix('#6B4F3A', scene.skyBottom, 0.1),
  };
}

/** A stylised tree standing on baseY; size is roughly its height in pixels. */
export function tree(scene: TScene, x: number, baseY: number, size: number, kind: TTreeKind): string {
  const { rng } = scene;
  const c = treeColors(scene);
  const trunkW = Math.max(6, size * 0.07);
  const shadow = ellipse(x, baseY, size * 0.32, size * 0.05, '#000000', { 'fill-opacity': 0.12 });
  if (kind === 'palm') {
    const top = baseY - size;
    const lean = rng.float(-0.15, 0.15) * size;
    const out = [
      shadow,
      path(
        `M${fmt(x - trunkW / 2)} ${fmt(baseY)} Q${fmt(x + lean * 0.3)} ${fmt(baseY - size * 0.5)} ${fmt(x + lean)} ${fmt(top)} L${fmt(x + lean + trunkW * 0.8)} ${fmt(top)} Q${fmt(x + lean * 0.3 + trunkW)} ${fmt(baseY - size * 0.5)} ${fmt(x + trunkW / 2)} ${fmt(baseY)} Z`,
        c.trunk,
      ),
    ];
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI * 2 * i) / 6 + rng.float(-0.2, 0.2);
      const len = size * rng.float(0.32, 0.42);
      const ex = x + lean + Math.cos(a) * len;
      const ey = top + Math.sin(a) * len * 0.5 + len * 0.25;
      out.push(
        path(
          `M${fmt(x + lean)} ${fmt(top)} Q${fmt((x + lean + ex) / 2)} ${fmt(top - len * 0.35)} ${fmt(ex)} ${fmt(ey)} Q${fmt((x + lean + ex) / 2)} ${fmt(top - len * 0.1)} ${fmt(x + lean)} ${fmt(top + 6)} Z`,
          i % 2 ? c.leaf : c.leafDark,
        ),
      );
    }
    return out.join('');
  }
  if (kind === 'cypress') {
    const w = size * 0.22;
    return [
      shadow,
      rect(x - trunkW / 2, baseY - size * 0.15, trunkW, size * 0.15, c.trunk),
      ellipse(x, baseY - size * 0.55, w, size * 0.47, c.leafDark),
      ellipse(x - w * 0.25, baseY - size * 0.58, w * 0.65, size * 0.42, c.leaf),
    ].join('');
  }
  if (kind === 'cluster') {
    const out = [shadow, rect(x - trunkW / 2, baseY - size * 0.45, trunkW, size * 0.45, c.trunk)];
    const r = size * 0.26;
    const blobs: [number, number, number][] = [
      [-r * 0.8, -size * 0.55, r * 0.9],
      [r * 0.8, -size * 0.55, r * 0.9],
      [0, -size * 0.72, r],
    ];
    for (const [dx, dy, rr] of blobs) out.push(circle(x + dx, baseY + dy, rr, c.leafDark));
    for (const [dx, dy, rr] of blobs)
      out.push(circle(x + dx - rr * 0.15, baseY + dy - rr * 0.12, rr * 0.78, c.leaf));
    return out.join('');
  }
  const r = size * 0.36;
  return [
    shadow,
    rect(x - trunkW / 2, baseY - size * 0.5, trunkW, size * 0.5, c.trunk),
    circle(x, baseY - size + r, r, c.leafDark),
    circle(x - r * 0.18, baseY - size + r * 0.88, r * 0.8, c.leaf),
  ].join('');
}

export function bush(scene: TScene, x: number, baseY: number, width: number): string {
  const c = treeColors(scene);
  const h = width * 0.45;
  return [
    ellipse(x, baseY - h * 0.45, width / 2, h * 0.55, c.leafDark),
    ellipse(x - width * 0.08, baseY - h * 0.55, width * 0.36, h * 0.42, c.leaf),
  ].join('');
}

/** A row of trees along a line, skipping the given gaps (where the subject stands). */
export function treeRow(
  scene: TScene,
  baseY: number,
  minSize: number,
  maxSize: number,
  gaps: readonly (readonly [number, number])[],
  kinds: readonly TTreeKind[],
  density = 0.5,
): string {
  const { rng } = scene;
  const out: string[] = [];
  for (let x = rng.float(-20, 60); x < WIDTH + 20; x += rng.float(70, 150)) {
    if (gaps.some(([a, b]) => x > a && x < b)) continue;
    if (!rng.chance(density)) continue;
    out.push(tree(scene, x, baseY + rng.float(-4, 4), rng.float(minSize, maxSize), rng.pick(kinds)));
  }
  return out.join('');
}

export function shade(color: string, scene: TScene, amount = 0.22): string {
  return mix(color, scene.time === 'dusk' ? '#2B2540' : '#33404D', amount);
}
