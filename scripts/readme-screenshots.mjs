// The README's tour pictures (docs/images/*.png): Playwright with Debian's Chromium against a built server that
// runs with the demo data, e.g.
//   npm run build
//   PORT=3310 HOST=127.0.0.1 DATA_DIR=/tmp/opsdata SEED=true NODE_ENV=test AUTH_DEV_LOGIN=true LOG_LEVEL=warn \
//     RATE_LIMIT_MAX=0 node apps/server/dist/main.js
//   node scripts/readme-screenshots.mjs http://127.0.0.1:3310
// Nothing leaves the machine: map tiles (and anything else not on the server) are answered with one plain local
// tile. Each picture is written with a palette (sharp) to stay under 150 KB.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = process.argv[2] ?? 'http://127.0.0.1:3310';
const out = (name) => path.join(root, 'docs/images', name);

/** A 256 px square PNG of one light colour (a stand-in map tile). */
function plainTile() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(256 * 3, Buffer.from([0xee, 0xf1, 0xe8]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: 256 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const tile = plainTile();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const shoot = async (name, pagePath, viewport) => {
    const context = await browser.newContext({
      viewport,
      locale: 'en-US',
      deviceScaleFactor: 1,
      // In Seoul, so the map opens there without the note that location access is blocked.
      geolocation: { latitude: 37.5665, longitude: 126.978 },
      permissions: ['geolocation'],
    });
    await context.route(
      (url) => !url.href.startsWith(base),
      (route) =>
        route.request().resourceType() === 'image'
          ? route.fulfill({ status: 200, contentType: 'image/png', body: tile })
          : route.abort(),
    );
    const page = await context.newPage();
    await page.goto(base + pagePath, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const png = await page.screenshot();
    // A palette of 256 colours keeps a picture with gradients under 150 KB without visible loss.
    await sharp(png).png({ palette: true, compressionLevel: 9 }).toFile(out(name));
    await context.close();
  };
  const courses = await (await fetch(`${base}/api/courses/public?limit=1`)).json();
  const courseId = courses.data.items[0].id;
  await shoot('home.png', '/', { width: 1280, height: 800 });
  await shoot('course.png', `/kcourse/${courseId}`, { width: 1280, height: 800 });
  await shoot('kmap-phone.png', '/kmap', { width: 375, height: 740 });
} finally {
  await browser.close();
}
