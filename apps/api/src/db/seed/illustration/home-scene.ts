import { apartmentTower, compoundWall, house, pool, type THouseRoof, type TTowerStyle } from './buildings';
import {
  bush,
  drawGround,
  drawHills,
  drawRoad,
  drawSkyline,
  HEIGHT,
  type TScene,
  tree,
  treeRow,
  WIDTH,
} from './scenery';

/** Apartment towers in a gated society: the most common Indian listing. */
function towers(scene: TScene): string {
  const { rng } = scene;
  const out: string[] = [];
  if (rng.chance(0.6)) out.push(drawSkyline(scene, 0.7));
  else out.push(drawHills(scene));
  out.push(drawGround(scene));
  const baseY = scene.horizon + rng.float(90, 150);
  const count = rng.weighted([
    [1, 1],
    [2, 3],
    [3, 3],
    [4, 1.5],
  ]);
  const style = rng.pick<TTowerStyle>(['balcony', 'balcony', 'punched', 'ribbon']);
  const totalW = WIDTH * (count === 1 ? rng.float(0.3, 0.4) : rng.float(0.62, 0.9));
  const gap = rng.float(30, 70);
  const towerW = Math.min(380, (totalW - gap * (count - 1)) / count);
  let x = (WIDTH - (towerW * count + gap * (count - 1))) / 2 + rng.float(-80, 80);
  // Towers are drawn after the far tree row, so the trees stand behind them.
  const drawn: string[] = [];
  for (let i = 0; i < count; i++) {
    const h = rng.float(0.5, 0.8) * baseY;
    const w = towerW * rng.float(0.85, 1.05);
    drawn.push(
      apartmentTower(scene, x, baseY, w, h, rng.chance(0.75) ? style : rng.pick(['balcony', 'punched'])),
    );
    x += w + gap;
  }
  out.push(treeRow(scene, scene.horizon + 30, 60, 110, [], ['round', 'cluster', 'cypress'], 0.35));
  out.push(...drawn);
  out.push(compoundWall(scene, -10, WIDTH + 10, baseY + 30, WIDTH * rng.float(0.3, 0.7)));
  out.push(
    treeRow(
      scene,
      baseY + 60,
      110,
      190,
      [],
      rng.chance(0.3) ? ['palm', 'round'] : ['round', 'cluster', 'cypress'],
      0.5,
    ),
  );
  out.push(drawRoad(scene, HEIGHT - rng.float(90, 130), 130));
  return out.join('');
}

/** One to three bungalows or villas on a lawn, sometimes with a pool. */
function villas(scene: TScene): string {
  const { rng } = scene;
  const out: string[] = [drawHills(scene), drawGround(scene)];
  out.push(treeRow(scene, scene.horizon + 10, 70, 140, [], ['round', 'cluster', 'cypress', 'palm'], 0.55));
  const baseY = scene.horizon + rng.float(150, 220);
  const count = rng.weighted([
    [1, 3],
    [2, 2],
    [3, 1],
  ]);
  const roof = rng.pick<THouseRoof>(['gable', 'hip', 'flat', 'modern', 'modern']);
  const houseW = count === 1 ? rng.float(520, 680) : count === 2 ? rng.float(400, 480) : rng.float(320, 370);
  const gap = count === 3 ? rng.float(20, 40) : rng.float(50, 110);
  let x = (WIDTH - (houseW * count + gap * (count - 1))) / 2 + rng.float(-60, 60);
  const gaps: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const w = houseW * rng.float(0.9, 1.1);
    gaps.push([x - 20, x + w + 20]);
    out.push(
      house(
        scene,
        x,
        baseY,
        w,
        rng.chance(0.7) ? 2 : 1,
        rng.chance(0.8) ? roof : rng.pick(['gable', 'flat']),
      ),
    );
    x += w + gap;
  }
  out.push(treeRow(scene, baseY - 2, 120, 220, gaps, ['round', 'cluster', 'palm', 'cypress'], 0.8));
  const hasPool = rng.chance(0.4);
  if (hasPool) {
    const pw = rng.float(340, 520);
    const px = rng.float(80, WIDTH - pw - 80);
    const room = HEIGHT - baseY - 40;
    const ph = Math.min(110, room * 0.55);
    const py = baseY + 30 + rng.float(0, Math.max(0, room - ph - 30));
    out.push(pool(scene, px, py, pw, ph));
    out.push(bush(scene, px - 60, py + ph, 90));
    out.push(bush(scene, px + pw + 60, py + ph + 10, 110));
  } else {
    out.push(compoundWall(scene, -10, WIDTH + 10, baseY + 50, WIDTH * rng.float(0.3, 0.7)));
    for (let i = 0; i < 4; i++)
      out.push(bush(scene, rng.float(0, WIDTH), baseY + rng.float(80, 140), rng.float(60, 120)));
  }
  if (rng.chance(0.6))
    out.push(
      tree(
        scene,
        rng.pick([rng.float(20, 120), rng.float(WIDTH - 120, WIDTH - 20)]),
        HEIGHT - 20,
        rng.float(260, 340),
        rng.pick(['round', 'cluster', 'palm']),
      ),
    );
  return out.join('');
}

/** A row of attached townhouses with gables in alternating colours. */
function rowHouses(scene: TScene): string {
  const { rng } = scene;
  const out: string[] = [drawHills(scene), drawGround(scene)];
  out.push(treeRow(scene, scene.horizon + 10, 60, 120, [], ['round', 'cluster', 'cypress'], 0.5));
  const baseY = scene.horizon + rng.float(150, 210);
  const units = rng.int(3, 4);
  const unitW = (WIDTH * rng.float(0.8, 0.95)) / units;
  const startX = (WIDTH - unitW * units) / 2;
  const roof = rng.pick<THouseRoof>(['gable', 'hip', 'flat']);
  for (let i = 0; i < units; i++) out.push(house(scene, startX + i * unitW, baseY, unitW, 2, roof));
  out.push(treeRow(scene, baseY + 70, 120, 180, [], ['round', 'cluster'], 0.45));
  for (let i = 0; i < 5; i++)
    out.push(bush(scene, rng.float(0, WIDTH), baseY + rng.float(30, 60), rng.float(50, 90)));
  out.push(drawRoad(scene, HEIGHT - rng.float(80, 110), 120));
  return out.join('');
}

export function homeScene(scene: TScene): string {
  const kind = scene.rng.weighted<'towers' | 'villas' | 'rows'>([
    ['towers', 5],
    ['villas', 4],
    ['rows', 2],
  ]);
  return kind === 'towers' ? towers(scene) : kind === 'villas' ? villas(scene) : rowHouses(scene);
}
