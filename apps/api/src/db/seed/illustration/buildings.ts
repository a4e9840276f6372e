import type { TRng } from '../prng';
import { type TScene, shade } from './scenery';
import { hsl, line, mix, polygon, rect } from './svg';

/** Facade colours of Indian residential buildings: creams, sands, terracotta, muted pastels. */
export function facadeColor(rng: TRng): string {
  return rng.pick([
    hsl(40, 0.45, 0.88),
    hsl(34, 0.35, 0.78),
    hsl(16, 0.42, 0.62),
    hsl(100, 0.14, 0.72),
    hsl(208, 0.16, 0.76),
    hsl(30, 0.08, 0.8),
    hsl(24, 0.55, 0.82),
    hsl(48, 0.5, 0.8),
    hsl(0, 0, 0.93),
  ]);
}

export function accentColor(rng: TRng): string {
  return rng.pick([
    hsl(189, 0.5, 0.32),
    hsl(36, 0.75, 0.56),
    hsl(12, 0.5, 0.48),
    hsl(215, 0.15, 0.3),
    hsl(150, 0.25, 0.38),
    hsl(350, 0.35, 0.45),
  ]);
}

/** Lightens a colour toward the sky: faces lit by the sun take a little of its colour. */
function lit(color: string, scene: TScene): string {
  return mix(color, scene.sun?.color ?? '#FFFFFF', scene.time === 'golden' ? 0.14 : 0.05);
}

function windowFill(scene: TScene): string {
  const { rng } = scene;
  if (scene.windowsLit && rng.chance(0.38)) return rng.pick(['#FFD98A', '#FFE3A8', '#FCC977']);
  if (rng.chance(0.08)) return mix(scene.glass, '#F2E6D0', 0.5); // a drawn curtain
  return scene.glass;
}

/** The shaded side and the roof of a box, drawn in a light oblique projection. */
function boxSides(
  scene: TScene,
  x: number,
  top: number,
  w: number,
  baseY: number,
  depth: number,
  color: string,
): string {
  const rise = depth * 0.45;
  const sideX = scene.lightFromLeft ? x + w : x;
  const dx = scene.lightFromLeft ? depth : -depth;
  const side = polygon(
    [
      [sideX, baseY],
      [sideX, top],
      [sideX + dx, top - rise],
      [sideX + dx, baseY - rise],
    ],
    shade(color, scene, 0.3),
  );
  const roof = polygon(
    [
      [x, top],
      [x + w, top],
      [x + w + dx, top - rise],
      [x + dx, top - rise],
    ],
    mix(color, '#FFFFFF', 0.25),
  );
  return side + roof;
}

export type TTowerStyle = 'balcony' | 'punched' | 'ribbon';

/** A residential tower: floors of windows, balconies, a lobby and rooftop services. */
export function apartmentTower(
  scene: TScene,
  x: number,
  baseY: number,
  w: number,
  h: number,
  style: TTowerStyle,
): string {
  const { rng } = scene;
  const facade = facadeColor(rng);
  const accent = accentColor(rng);
  const front = lit(facade, scene);
  const top = baseY - h;
  const depth = w * rng.float(0.12, 0.2);
  const out: string[] = [boxSides(scene, x, top, w, baseY, depth, facade), rect(x, top, w, h, front)];

  const floorH = rng.float(30, 40);
  const lobbyH = floorH * 1.5;
  const cols = Math.max(2, Math.round(w / rng.float(38, 56)));
  const margin = w * 0.08;
  const cellW = (w - margin * 2) / cols;
  const floors = Math.floor((h - lobbyH - floorH * 0.6) / floorH);
  const railing = mix(front, '#FFFFFF', 0.5);
  const slab = mix(facade, '#FFFFFF', 0.35);

  // A vertical accent band (a stair core or feature wall) breaks up the facade.
  const bandCol = rng.chance(0.55) ? rng.int(0, cols - 1) : -1;
  if (bandCol >= 0)
    out.push(
      rect(
        x + margin + bandCol * cellW + cellW * 0.1,
        top + floorH * 0.5,
        cellW * 0.8,
        h - lobbyH - floorH * 0.5,
        mix(accent, facade, 0.35),
      ),
    );

  for (let f = 0; f < floors; f++) {
    const fy = baseY - lobbyH - (f + 1) * floorH;
    if (style === 'ribbon') {
      out.push(rect(x + margin, fy + floorH * 0.22, w - margin * 2, floorH * 0.5, windowFill(scene)));
      for (let c = 1; c < cols; c++)
        out.push(rect(x + margin + c * cellW - 1.5, fy + floorH * 0.22, 3, floorH * 0.5, front));
      continue;
    }
    for (let c = 0; c < cols; c++) {
      if (c === bandCol) {
        out.push(
          rect(
            x + margin + c * cellW + cellW * 0.38,
            fy + floorH * 0.25,
            cellW * 0.24,
            floorH * 0.45,
            shade(accent, scene, 0.2),
          ),
        );
        continue;
      }
      const wx = x + margin + c * cellW + cellW * 0.16;
      const ww = cellW * 0.68;
      out.push(rect(wx, fy + floorH * 0.18, ww, floorH * 0.58, windowFill(scene)));
      if (style === 'punched') out.push(rect(wx - 2, fy + floorH * 0.76, ww + 4, 3, slab));
    }
    if (style === 'balcony') {
      // Balcony slab and railing across the non-band columns.
      const spans: [number, number][] = [];
      if (bandCol < 0) spans.push([0, cols]);
      else {
        if (bandCol > 0) spans.push([0, bandCol]);
        if (bandCol < cols - 1) spans.push([bandCol + 1, cols]);
      }
      for (const [a, b] of spans) {
        const sx = x + margin + a * cellW - 4;
        const sw = (b - a) * cellW + 8;
        out.push(rect(sx, fy + floorH - 4, sw, 4, slab));
        out.push(rect(sx, fy + floorH * 0.62, sw, floorH * 0.34, railing, { 'fill-opacity': 0.55 }));
      }
    }
  }
  // Lobby with an entrance canopy.
  out.push(rect(x, baseY - lobbyH, w, lobbyH, shade(front, scene, 0.12)));
  const doorW = Math.min(70, w * 0.3);
  const doorX = x + w / 2 - doorW / 2;
  out.push(rect(doorX, baseY - lobbyH * 0.72, doorW, lobbyH * 0.72, mix(scene.glass, '#1F2933', 0.35)));
  out.push(rect(doorX - 12, baseY - lobbyH * 0.8, doorW + 24, 6, accent));
  // Rooftop: parapet, lift room and a water tank.
  out.push(rect(x - 3, top - 6, w + 6, 8, mix(facade, '#FFFFFF', 0.2)));
  if (rng.chance(0.8)) {
    const lw = w * rng.float(0.2, 0.32);
    const lx = x + rng.float(0.1, 0.6) * w;
    out.push(rect(lx, top - 30, lw, 26, shade(facade, scene, 0.08)));
    if (rng.chance(0.6)) out.push(rect(lx + lw * 0.15, top - 44, lw * 0.7, 14, accent, { rx: 3 }));
  }
  return out.join('');
}

export type THouseRoof = 'gable' | 'hip' | 'flat' | 'modern';

/** A bungalow or villa of one or two storeys with windows, a door and a roof. */
export function house(
  scene: TScene,
  x: number,
  baseY: number,
  w: number,
  storeys: number,
  roofKind: THouseRoof,
): string {
  const { rng } = scene;
  const wall = facadeColor(rng);
  const front = lit(wall, scene);
  const roofColor = rng.pick([
    hsl(12, 0.45, 0.45),
    hsl(20, 0.35, 0.38),
    hsl(210, 0.12, 0.35),
    hsl(8, 0.4, 0.52),
  ]);
  const accent = accentColor(rng);
  const storeyH = Math.min(150, w * 0.3) * rng.float(0.9, 1.05);
  const h = storeyH * storeys;
  const top = baseY - h;
  const out: string[] = [boxSides(scene, x, top, w, baseY, w * 0.1, wall), rect(x, top, w, h, front)];

  if (roofKind === 'gable' || roofKind === 'hip') {
    const over = w * 0.07;
    const roofH = w * rng.float(0.22, 0.32);
    const inset = roofKind === 'hip' ? w * 0.22 : w / 2 + over;
    out.push(
      polygon(
        [
          [x - over, top + 2],
          [x + w + over, top + 2],
          [x + w + over - inset, top - roofH],
          [x - over + inset, top - roofH],
        ],
        roofColor,
      ),
    );
    out.push(rect(x - over, top - 2, w + over * 2, 8, shade(roofColor, scene, 0.25)));
  } else if (roofKind === 'flat') {
    out.push(rect(x - 6, top - 14, w + 12, 16, mix(wall, '#FFFFFF', 0.3)));
  } else {
    // Modern villa: a cantilevered upper slab and a timber-clad panel.
    out.push(rect(x - w * 0.08, top - 12, w * 1.16, 14, mix('#F3F1EC', scene.skyBottom, 0.1)));
    out.push(rect(x + w * 0.62, top + 4, w * 0.3, h - 4, mix(hsl(28, 0.4, 0.5), front, 0.1)));
    for (let i = 0; i < 6; i++)
      out.push(
        rect(x + w * 0.62, top + 10 + i * ((h - 10) / 6), w * 0.3, 2, hsl(26, 0.35, 0.4), {
          'fill-opacity': 0.5,
        }),
      );
  }

  const doorW = storeyH * 0.4;
  const doorX = roofKind === 'modern' ? x + w * 0.66 : x + w / 2 - doorW / 2;
  for (let s = 0; s < storeys; s++) {
    const sy = baseY - (s + 1) * storeyH;
    const span = roofKind === 'modern' ? w * 0.58 : w;
    const nWin = Math.max(1, Math.round(span / 120));
    for (let i = 0; i < nWin; i++) {
      const cx = x + (span / nWin) * (i + 0.5);
      const ww = roofKind === 'modern' ? span / nWin - 24 : storeyH * 0.42;
      // Leave the ground-floor wall around the door clear.
      if (s === 0 && Math.abs(cx - (doorX + doorW / 2)) < ww / 2 + doorW / 2 + 12) continue;
      const wh = roofKind === 'modern' ? storeyH * 0.62 : storeyH * 0.42;
      const wy = sy + storeyH * (roofKind === 'modern' ? 0.2 : 0.26);
      out.push(rect(cx - ww / 2 - 4, wy - 4, ww + 8, wh + 8, mix(front, '#FFFFFF', 0.55)));
      out.push(rect(cx - ww / 2, wy, ww, wh, windowFill(scene)));
      out.push(line(cx, wy, cx, wy + wh, mix(front, '#FFFFFF', 0.55), 3));
    }
    if (s > 0 && rng.chance(0.6)) {
      // A first-floor balcony with a railing.
      const bw = w * 0.45;
      const bx = x + w * 0.08;
      out.push(rect(bx - 4, sy + storeyH - 6, bw + 8, 6, mix(wall, '#FFFFFF', 0.35)));
      out.push(rect(bx, sy + storeyH - 30, bw, 24, mix(front, '#FFFFFF', 0.6), { 'fill-opacity': 0.6 }));
    }
  }
  // Door with a small porch.
  out.push(rect(doorX, baseY - storeyH * 0.7, doorW, storeyH * 0.7, accent, { rx: 2 }));
  out.push(rect(doorX - 10, baseY - storeyH * 0.7 - 8, doorW + 20, 8, shade(front, scene, 0.3)));
  out.push(rect(doorX - 14, baseY - 4, doorW + 28, 6, mix(wall, '#FFFFFF', 0.3)));
  return out.join('');
}

/** A low compound wall with pillars and a gate, as in front of most Indian bungalows. */
export function compoundWall(scene: TScene, x1: number, x2: number, baseY: number, gateX: number): string {
  const { rng } = scene;
  const wall = mix(facadeColor(rng), '#FFFFFF', 0.2);
  const h = rng.float(26, 40);
  const gateW = 80;
  const out: string[] = [];
  const segments: [number, number][] = [
    [x1, gateX - gateW / 2],
    [gateX + gateW / 2, x2],
  ];
  for (const [a, b] of segments) {
    if (b <= a) continue;
    out.push(rect(a, baseY - h, b - a, h, wall));
    out.push(rect(a, baseY - h - 5, b - a, 6, shade(wall, scene, 0.15)));
    for (let px = a; px <= b; px += 110)
      out.push(rect(px - 6, baseY - h - 12, 12, h + 12, shade(wall, scene, 0.08)));
  }
  const gate = mix('#2F3A44', scene.skyTop, 0.15);
  for (let gx = gateX - gateW / 2 + 6; gx < gateX + gateW / 2; gx += 10)
    out.push(rect(gx, baseY - h + 4, 3, h - 4, gate));
  out.push(rect(gateX - gateW / 2, baseY - h + 2, gateW, 4, gate));
  return out.join('');
}

/** A swimming pool seen from the front: coping, water and ripple lines. */
export function pool(scene: TScene, x: number, y: number, w: number, h: number): string {
  const water = mix(hsl(190, 0.6, 0.6), scene.skyTop, 0.2);
  const out = [
    rect(x - 10, y - 8, w + 20, h + 16, mix('#F1EEE6', scene.skyBottom, 0.15), { rx: 10 }),
    rect(x, y, w, h, water, { rx: 6 }),
    rect(x, y, w, h * 0.22, mix(water, '#0B4F5C', 0.25), { rx: 6 }),
  ];
  for (let i = 0; i < 4; i++) {
    const ry = y + h * (0.35 + i * 0.15);
    const rx = x + scene.rng.float(0.1, 0.6) * w;
    out.push(rect(rx, ry, w * scene.rng.float(0.12, 0.25), 3, '#FFFFFF', { rx: 1.5, 'fill-opacity': 0.55 }));
  }
  return out.join('');
}
