import { IMAGE_VARIANT_WIDTHS } from '@nivaas/shared/property-options';
import sharp from 'sharp';
import { buildIllustrationSvg, type TIllustrationCategory } from './illustration/illustration-svg';
import { createRng } from './prng';
import { hsl } from './illustration/svg';

export type { TIllustrationCategory };

export type TImageSet = { small: Buffer; medium: Buffer; large: Buffer };

// effort 0 is the fastest WebP method: flat art compresses well anyway (~30 KB at 1280 px), and
// encoding is most of the render time.
const WEBP = { quality: 72, effort: 0 } as const;

/**
 * Renders a procedural listing illustration to WebP in the upload pipeline's three widths (4:3),
 * so demo pictures look like uploaded ones. The SVG is rasterised once at full size; the smaller
 * variants are resized from those pixels (cheaper than rasterising again).
 */
export async function renderIllustration(category: TIllustrationCategory, seed: number): Promise<TImageSet> {
  const svg = Buffer.from(buildIllustrationSvg(category, seed));
  const { data, info } = await sharp(svg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const [small, medium, large] = await Promise.all(
    (['small', 'medium', 'large'] as const).map((size) => {
      const width = IMAGE_VARIANT_WIDTHS[size];
      const img = sharp(data, raw);
      return (width === info.width ? img : img.resize(width, Math.round((width * 3) / 4)))
        .webp(WEBP)
        .toBuffer();
    }),
  );
  return { small: small as Buffer, medium: medium as Buffer, large: large as Buffer };
}

function initialsOf(name: string): string {
  const words = name
    .replace(/[^A-Za-z\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  // An acronym name keeps its letters ('DLF Limited' is DLF, not DL).
  if (words[0] && /^[A-Z]{2,4}$/.test(words[0])) return words[0];
  const first = words[0]?.[0] ?? '?';
  const second = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : (words[0]?.[1] ?? '');
  return (first + second).toUpperCase();
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
// Common fonts first; whichever the system has renders the initials.
const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

/** A square builder logo: initials on a coloured tile with a simple roof mark. */
export async function renderLogo(name: string, seed: number, size = 256): Promise<Buffer> {
  const rng = createRng(seed);
  const hue = rng.pick([189, 200, 12, 32, 150, 220, 350, 265, 170]);
  const bg = hsl(hue, rng.float(0.4, 0.55), rng.float(0.3, 0.4));
  const mark = hsl(hue + rng.float(-15, 15), 0.7, 0.78);
  const s = size;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 256 256">
<rect width="256" height="256" rx="40" fill="${bg}"/>
<path d="M68 92 L128 48 L188 92" fill="none" stroke="${mark}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
<text x="128" y="182" font-family="${FONT}" font-size="84" font-weight="700" fill="#FFFFFF" text-anchor="middle">${escapeXml(initialsOf(name))}</text>
<rect x="78" y="204" width="100" height="6" rx="3" fill="${mark}"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
}

/** A round avatar: initials on a soft-coloured circle, transparent corners. */
export async function renderAvatar(name: string, seed: number, size = 160): Promise<Buffer> {
  const rng = createRng(seed);
  // A curated set of calm hues: random ones land on muddy olives too often.
  const hue = rng.pick([189, 205, 225, 255, 280, 330, 8, 24, 150, 170]) + rng.float(-6, 6);
  const bg = hsl(hue, rng.float(0.38, 0.5), rng.float(0.46, 0.54));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 160 160">
<circle cx="80" cy="80" r="80" fill="${bg}"/>
<circle cx="80" cy="80" r="72" fill="none" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="4"/>
<text x="80" y="101" font-family="${FONT}" font-size="58" font-weight="600" fill="#FFFFFF" text-anchor="middle">${escapeXml(initialsOf(name))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
}
