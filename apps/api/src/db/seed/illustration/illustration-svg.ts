import { createRng, mixSeed } from '../prng';
import { homeScene } from './home-scene';
import { officeScene } from './office-scene';
import { plotScene } from './plot-scene';
import { createScene, drawSky, HEIGHT, WIDTH } from './scenery';

export type TIllustrationCategory = 'home' | 'plot' | 'office';

/** A flat illustration of a listing, as SVG text; the same category and seed give the same picture. */
export function buildIllustrationSvg(category: TIllustrationCategory, seed: number): string {
  // The category salts the seed, so home 7 and plot 7 do not share a sky.
  const salt = category === 'home' ? 1 : category === 'plot' ? 2 : 3;
  const scene = createScene(createRng(mixSeed(seed, salt)), category === 'plot' ? [0.46, 0.54] : [0.62, 0.7]);
  const sky = drawSky(scene);
  const subject =
    category === 'home' ? homeScene(scene) : category === 'plot' ? plotScene(scene) : officeScene(scene);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${scene.defs.join('')}</defs>${sky}${subject}</svg>`;
}
