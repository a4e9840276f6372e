import { accentColor, house } from './buildings';
import { bush, drawGround, drawHills, HEIGHT, ridge, type TScene, tree, treeRow, WIDTH } from './scenery';
import { hsl, line, mix, polygon, rect } from './svg';

type TPoint = [number, number];

const lerp = (a: TPoint, b: TPoint, t: number): TPoint => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

/** A track running from the bottom edge to the horizon, with electricity poles along it. */
function accessRoad(scene: TScene, side: -1 | 1, plotNearX: number, plotFarX: number): string {
  const { rng } = scene;
  const surface = rng.chance(0.5)
    ? mix('#B9A58A', scene.skyBottom, 0.15)
    : mix('#7A7F86', scene.skyTop, 0.12);
  const bottomInner = plotNearX + side * rng.float(60, 90);
  const bottomOuter = bottomInner + side * rng.float(220, 300);
  const topInner = plotFarX + side * rng.float(50, 70);
  const topOuter = topInner + side * rng.float(20, 34);
  const out = [
    polygon(
      [
        [bottomInner, HEIGHT],
        [bottomOuter, HEIGHT],
        [topOuter, scene.horizon + 2],
        [topInner, scene.horizon + 2],
      ],
      surface,
    ),
  ];
  // Poles on the far side of the road, smaller toward the horizon, joined by two wires.
  const pole = mix('#8C8C86', scene.skyBottom, 0.2);
  const tops: TPoint[] = [];
  for (let i = 0; i < 5; i++) {
    const t = i / 4.6;
    const [px, py] = lerp(
      [bottomOuter + side * 40, HEIGHT - 20],
      [topOuter + side * 8, scene.horizon + 4],
      t ** 0.55,
    );
    const h = 260 * (1 - t * 0.88);
    out.push(rect(px - h * 0.015, py - h, Math.max(2, h * 0.03), h, pole));
    out.push(rect(px - h * 0.12, py - h * 0.95, h * 0.24, Math.max(1.5, h * 0.015), pole));
    tops.push([px, py - h * 0.93]);
  }
  const wire = mix('#4B5563', scene.skyBottom, 0.35);
  for (let i = 1; i < tops.length; i++) {
    const a = tops[i - 1] as TPoint;
    const b = tops[i] as TPoint;
    out.push(line(a[0], a[1], b[0], b[1], wire, 1.2));
  }
  return out.join('');
}

/**
 * Open land: a cleared plot in light perspective, fenced with posts and wire, corner boundary
 * stones, trees around and a blank signboard (no text, so no font is needed).
 */
export function plotScene(scene: TScene): string {
  const { rng } = scene;
  const out: string[] = [drawHills(scene)];
  if (rng.chance(0.5))
    out.push(ridge(rng, scene.horizon + 4, rng.float(10, 30), mix(scene.groundFar, '#2F4F3A', 0.3), 10));
  out.push(drawGround(scene));
  out.push(treeRow(scene, scene.horizon + 8, 40, 90, [], ['round', 'cluster', 'cypress'], 0.6));

  const side: -1 | 1 = rng.chance(0.5) ? -1 : 1;
  const cx = WIDTH / 2 - side * rng.float(60, 160);
  const farY = scene.horizon + rng.float(40, 80);
  const nearY = HEIGHT - rng.float(50, 110);
  const farHalf = rng.float(240, 340);
  const nearHalf = rng.float(440, 540);
  const corners: TPoint[] = [
    [cx - farHalf, farY],
    [cx + farHalf, farY],
    [cx + nearHalf, nearY],
    [cx - nearHalf, nearY],
  ];
  const [farL, farR, nearR, nearL] = corners as [TPoint, TPoint, TPoint, TPoint];
  if (rng.chance(0.85)) {
    out.push(accessRoad(scene, side, side < 0 ? nearL[0] : nearR[0], side < 0 ? farL[0] : farR[0]));
  }
  if (rng.chance(0.45)) {
    const hx = cx + side * -1 * rng.float(0, farHalf * 0.6) - 70;
    out.push(
      house(
        scene,
        hx,
        scene.horizon + rng.float(14, 26),
        rng.float(120, 170),
        1,
        rng.pick(['gable', 'flat', 'hip']),
      ),
    );
  }

  // The plot: lighter, tilled or levelled soil narrowing toward the horizon.
  const soil = mix(
    hsl(rng.float(22, 36), rng.float(0.3, 0.42), rng.float(0.56, 0.66)),
    scene.skyBottom,
    0.12,
  );
  out.push(polygon(corners, soil));
  if (rng.chance(0.55)) {
    const furrow = mix(soil, '#5A3E2B', 0.14);
    for (let i = 1; i < 10; i++) {
      const a = lerp(farL, farR, i / 10);
      const b = lerp(nearL, nearR, i / 10);
      out.push(line(a[0], a[1], b[0], b[1], furrow, 3, { 'stroke-opacity': 0.7 }));
    }
  } else {
    const grass = mix(scene.groundNear, soil, 0.35);
    for (let i = 0; i < 10; i++) {
      const t = rng.next();
      const [lx, y] = lerp(farL, nearL, t);
      const [rx] = lerp(farR, nearR, t);
      const w = (rx - lx) * rng.float(0.05, 0.12);
      out.push(rect(lx + (rx - lx - w) * rng.next(), y, w, 4 + t * 8, grass, { rx: 4 }));
    }
  }

  // Fence posts along the far and side edges, with two strands of wire.
  const post = mix('#8A7A66', scene.skyTop, 0.12);
  const wire = mix('#5B5B5B', scene.skyBottom, 0.3);
  const postH = (y: number) => 18 + ((y - farY) / (nearY - farY)) * 60;
  const edges: [TPoint, TPoint, number][] = [
    [farL, farR, 10],
    [farL, nearL, 8],
    [farR, nearR, 8],
  ];
  for (const [a, b, n] of edges) {
    for (const k of [0.35, 0.72])
      out.push(line(a[0], a[1] - postH(a[1]) * k, b[0], b[1] - postH(b[1]) * k, wire, 1.8));
    for (let i = 0; i <= n; i++) {
      const [x, y] = lerp(a, b, i / n);
      const ph = postH(y);
      out.push(rect(x - ph * 0.05, y - ph, Math.max(3, ph * 0.1), ph, post));
    }
  }
  // Boundary stones at the corners: white with a saffron top, as surveyors paint them.
  for (const [x, y] of corners) {
    const s = 12 + ((y - farY) / (nearY - farY)) * 22;
    out.push(rect(x - s / 2, y - s * 1.3, s, s * 1.4, '#F4F1EA', { rx: 3 }));
    out.push(rect(x - s / 2, y - s * 1.3, s, s * 0.42, hsl(30, 0.8, 0.55), { rx: 3 }));
  }

  // A signboard on two legs inside the front corner of the plot.
  const sw = rng.float(190, 250);
  const sh = sw * 0.52;
  const signX = side < 0 ? nearR[0] - sw - rng.float(80, 160) : nearL[0] + rng.float(80, 160);
  const legTop = nearY - rng.float(20, 50);
  const board = accentColor(rng);
  const boardY = legTop - sh - 70;
  out.push(rect(signX + sw * 0.15, boardY + sh - 4, 9, legTop - boardY - sh + 4, '#5B4636'));
  out.push(rect(signX + sw * 0.8, boardY + sh - 4, 9, legTop - boardY - sh + 4, '#5B4636'));
  out.push(rect(signX, boardY, sw, sh, board, { rx: 5 }));
  out.push(
    rect(signX + 8, boardY + 8, sw - 16, sh - 16, 'none', {
      rx: 3,
      stroke: '#FFFFFF',
      'stroke-opacity': 0.5,
      'stroke-width': 2,
    }),
  );
  out.push(
    rect(signX + sw * 0.12, boardY + sh * 0.2, sw * 0.76, sh * 0.18, '#FFFFFF', {
      'fill-opacity': 0.92,
      rx: 3,
    }),
  );
  for (let i = 0; i < 2; i++) {
    out.push(
      rect(signX + sw * 0.12, boardY + sh * (0.52 + i * 0.18), sw * (0.66 - i * 0.24), sh * 0.09, '#FFFFFF', {
        'fill-opacity': 0.65,
        rx: 2,
      }),
    );
  }

  // Trees and shrubs framing the plot.
  out.push(
    tree(
      scene,
      cx - side * (nearHalf + rng.float(-60, 40)),
      HEIGHT - rng.float(20, 50),
      rng.float(280, 360),
      rng.pick(['round', 'cluster', 'palm']),
    ),
  );
  if (rng.chance(0.6))
    out.push(
      tree(
        scene,
        cx + rng.float(-farHalf * 0.8, farHalf * 0.8),
        farY - 2,
        rng.float(120, 170),
        rng.pick(['round', 'cluster']),
      ),
    );
  for (let i = 0; i < 3; i++)
    out.push(bush(scene, rng.float(0, WIDTH), HEIGHT - rng.float(0, 30), rng.float(60, 120)));
  return out.join('');
}
