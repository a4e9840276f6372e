import { chromium } from '@playwright/test';
import zlib from 'node:zlib';
// A plain dark 256 px tile standing in for the dark map tiles (no network here).
function png(w, h, rgb) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (t, d) => {
    const l = Buffer.alloc(4);
    l.writeUInt32BE(d.length);
    const td = Buffer.concat([Buffer.from(t), d]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([l, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3).map((_, i) => rgb[i % 3])]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const tile = png(256, 256, [38, 42, 48]);
const base = `http://127.0.0.1:${process.env.PORT}`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of [375, 1280]) {
  for (const [name, url, tiles] of [
    ['country', '/properties?view=map', true],
    ['city', '/properties?city=Nashik&view=map', true],
    ['city-no-tiles', '/properties?city=Nashik&view=map', false],
  ]) {
    const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
    await page.route(/basemaps\.cartocdn\.com/, (r) =>
      tiles ? r.fulfill({ body: tile, contentType: 'image/png' }) : r.abort(),
    );
    await page.goto(base + url);
    await page.waitForSelector('.leaflet-marker-icon', { timeout: 30000 });
    await page.waitForTimeout(2500);
    await page.locator('text=Search as I move the map').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -140));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/mc-shots/${name}-${width}.png` });
    await page.close();
  }
}
await browser.close();
