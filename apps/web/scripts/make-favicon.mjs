// Makes public/favicon.ico (16, 32 and 48 px) from the app's icon (public/icons/icon-512.png) and puts the 180 px
// touch icon (public/icons/apple-touch-icon.png) at public/apple-touch-icon.png, for the browsers and crawlers that ask for them at the site's root (issue 33).
// Run by hand when the icon changes: `node apps/web/scripts/make-favicon.mjs`. An ICO may hold PNG images
// (every browser since 2007 reads them), so sharp's PNGs go in as they are.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public');
const source = path.join(publicDir, 'icons/icon-512.png');
const sizes = [16, 32, 48];

const pngs = await Promise.all(
  sizes.map((size) => sharp(source).resize(size, size).png({ compressionLevel: 9 }).toBuffer()),
);
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // 1: icon
header.writeUInt16LE(sizes.length, 4);
let offset = 6 + 16 * sizes.length;
const entries = sizes.map((size, index) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(pngs[index].length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += pngs[index].length;
  return entry;
});
fs.writeFileSync(path.join(publicDir, 'favicon.ico'), Buffer.concat([header, ...entries, ...pngs]));
// The touch icon the manifest's build already has (opaque: iOS paints a transparent one's background black).
fs.copyFileSync(
  path.join(publicDir, 'icons/apple-touch-icon.png'),
  path.join(publicDir, 'apple-touch-icon.png'),
);
console.log('favicon.ico and apple-touch-icon.png written');
