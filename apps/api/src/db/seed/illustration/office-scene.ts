import { accentColor, apartmentTower, facadeColor } from './buildings';
import { drawGround, drawRoad, drawSkyline, HEIGHT, type TScene, shade, treeRow, WIDTH } from './scenery';
import { hsl, line, mix, polygon, rect } from './svg';

/** A glass office block: tinted curtain wall, mullions, a diagonal sky reflection, a crown. */
function glassTower(scene: TScene, x: number, baseY: number, w: number, h: number): string {
  const { rng } = scene;
  const tint = mix(
    hsl(rng.pick([200, 190, 210, 170, 35]), rng.float(0.25, 0.45), rng.float(0.45, 0.6)),
    scene.skyTop,
    0.35,
  );
  const id = `glass${scene.defs.length}`;
  scene.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(tint, '#FFFFFF', 0.35)}"/><stop offset="1" stop-color="${shade(tint, scene, 0.25)}"/></linearGradient>`,
  );
  const top = baseY - h;
  const depth = Math.min(44, w * 0.16);
  const rise = depth * 0.45;
  const sideX = scene.lightFromLeft ? x + w : x;
  const dx = scene.lightFromLeft ? depth : -depth;
  const out = [
    polygon(
      [
        [sideX, baseY],
        [sideX, top],
        [sideX + dx, top - rise],
        [sideX + dx, baseY - rise],
      ],
      shade(tint, scene, 0.4),
    ),
    polygon(
      [
        [x, top],
        [x + w, top],
        [x + w + dx, top - rise],
        [x + dx, top - rise],
      ],
      mix(tint, '#FFFFFF', 0.4),
    ),
    rect(x, top, w, h, `url(#${id})`),
  ];
  // A broad soft reflection band across the glass.
  const bandX = x + w * rng.float(0.1, 0.5);
  out.push(
    polygon(
      [
        [bandX, top],
        [bandX + w * 0.25, top],
        [bandX - w * 0.15, baseY],
        [bandX - w * 0.4, baseY],
      ].map(([px, py]) => [Math.min(x + w, Math.max(x, px as number)), py as number] as [number, number]),
      '#FFFFFF',
      { 'fill-opacity': 0.12 },
    ),
  );
  const mullion = mix(tint, '#E8EEF2', 0.55);
  const colW = rng.float(26, 40);
  for (let cx = x + colW; cx < x + w - 4; cx += colW)
    out.push(line(cx, top, cx, baseY, mullion, 1.5, { 'stroke-opacity': 0.7 }));
  const floorH = rng.float(24, 32);
  for (let fy = top + floorH; fy < baseY - 4; fy += floorH)
    out.push(line(x, fy, x + w, fy, mullion, 2.5, { 'stroke-opacity': 0.8 }));
  if (scene.windowsLit) {
    for (let fy = top + floorH; fy < baseY - floorH; fy += floorH) {
      if (rng.chance(0.35))
        out.push(rect(x + 2, fy + 2, w - 4, floorH - 4, '#FFE3A8', { 'fill-opacity': 0.45 }));
    }
  }
  // Crown: a fin or a setback box.
  if (rng.chance(0.5)) out.push(rect(x + w * 0.2, top - 26, w * 0.6, 26, shade(tint, scene, 0.15)));
  else out.push(rect(x + w * rng.float(0.2, 0.7), top - 60, 8, 60, mix(tint, '#E8EEF2', 0.3)));
  return out.join('');
}

/** A row of shops with striped awnings and glass fronts, the ground floor of a commercial street. */
function shopRow(scene: TScene, x: number, baseY: number, w: number, h: number): string {
  const { rng } = scene;
  const wall = mix(facadeColor(rng), '#FFFFFF', 0.1);
  const out = [
    rect(x, baseY - h, w, h, wall),
    rect(x - 6, baseY - h - 10, w + 12, 12, shade(wall, scene, 0.15)),
  ];
  const shops = Math.max(2, Math.round(w / rng.float(150, 200)));
  const sw = w / shops;
  for (let i = 0; i < shops; i++) {
    const sx = x + i * sw;
    const colour = accentColor(rng);
    out.push(rect(sx + 10, baseY - h + 12, sw - 20, h * 0.18, mix(colour, '#FFFFFF', 0.15), { rx: 3 }));
    out.push(
      rect(
        sx + 14,
        baseY - h * 0.58,
        sw - 28,
        h * 0.58,
        scene.windowsLit ? '#FFE2A6' : mix(scene.glass, '#FFFFFF', 0.2),
      ),
    );
    // Awning: alternating stripes hanging over the front.
    const stripes = 6;
    const aw = (sw - 16) / stripes;
    for (let s = 0; s < stripes; s++) {
      out.push(
        polygon(
          [
            [sx + 8 + s * aw, baseY - h * 0.66],
            [sx + 8 + (s + 1) * aw, baseY - h * 0.66],
            [sx + 4 + (s + 1) * aw + 4, baseY - h * 0.5],
            [sx + 4 + s * aw + 4, baseY - h * 0.5],
          ],
          s % 2 ? '#FFFFFF' : colour,
        ),
      );
    }
    out.push(line(sx + sw, baseY - h, sx + sw, baseY, shade(wall, scene, 0.2), 3));
  }
  return out.join('');
}

function streetLamp(scene: TScene, x: number, baseY: number): string {
  const pole = mix('#3B4650', scene.skyTop, 0.15);
  const out = [rect(x - 3, baseY - 150, 6, 150, pole), rect(x - 3, baseY - 150, 40, 5, pole)];
  out.push(rect(x + 26, baseY - 147, 18, 8, scene.windowsLit ? '#FFE3A8' : '#E5E7EB', { rx: 3 }));
  return out.join('');
}

/** A business district: one to three glass blocks over a podium of shops, a street in front. */
export function officeScene(scene: TScene): string {
  const { rng } = scene;
  const out: string[] = [drawSkyline(scene, 0.85), drawGround(scene)];
  const baseY = HEIGHT - rng.float(170, 220);
  const mode = rng.weighted<'towers' | 'mall'>([
    ['towers', 3],
    ['mall', 1.3],
  ]);
  if (mode === 'towers') {
    const count = rng.int(1, 3);
    const totalW = WIDTH * rng.float(0.45, 0.75);
    const gap = rng.float(30, 80);
    const w = Math.min(320, (totalW - gap * (count - 1)) / count);
    let x = (WIDTH - (w * count + gap * (count - 1))) / 2 + rng.float(-100, 100);
    for (let i = 0; i < count; i++) {
      const bw = w * rng.float(0.85, 1.1);
      const h = rng.float(0.45, 0.78) * baseY;
      // Most blocks are curtain-wall glass; some are a concrete frame with ribbon windows.
      out.push(
        rng.chance(0.7)
          ? glassTower(scene, x, baseY - 60, bw, h)
          : apartmentTower(scene, x, baseY - 60, bw, h, 'ribbon'),
      );
      x += bw + gap;
    }
    out.push(shopRow(scene, rng.float(-40, 60), baseY, WIDTH * rng.float(0.85, 1), 110));
  } else {
    // A low commercial complex: two storeys of glass over shops, a wide signage band.
    const w = WIDTH * rng.float(0.6, 0.85);
    const x = (WIDTH - w) / 2 + rng.float(-80, 80);
    out.push(glassTower(scene, x + w * 0.05, baseY - 110, w * 0.9, rng.float(150, 230)));
    out.push(rect(x + w * 0.05, baseY - 130, w * 0.9, 20, accentColor(rng)));
    out.push(shopRow(scene, x, baseY, w, 110));
  }
  out.push(rect(0, baseY, WIDTH, 30, mix('#D9D4CA', scene.skyBottom, 0.2)));
  out.push(treeRow(scene, baseY + 28, 110, 170, [], ['round', 'cluster', 'cypress'], 0.45));
  for (let x = rng.float(60, 200); x < WIDTH; x += rng.float(320, 460))
    out.push(streetLamp(scene, x, baseY + 30));
  out.push(drawRoad(scene, baseY + 30, HEIGHT - baseY - 30));
  return out.join('');
}
