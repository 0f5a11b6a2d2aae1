// Writes the app's install icons (public/icons) from the favicon's drawing: 192 and 512 px, a maskable 512 px
// whose mark stays inside the safe circle (80% of the width), and the 180 px Apple touch icon. Run it when the
// favicon changes: node scripts/make-icons.mjs (sharp is the server's image library).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'public', 'icons');
const BRAND = '#0b4f8a';
const PIN = (scale, offset) =>
  `<g transform="translate(${offset} ${offset}) scale(${scale})"><path d="M16 6c-4.4 0-8 3.4-8 7.7C8 19.5 16 26 16 26s8-6.5 8-12.3C24 9.4 20.4 6 16 6Z" fill="#fff"/><circle cx="16" cy="13.5" r="3.2" fill="#e4572e"/></g>`;

/** The rounded tile of the favicon (any-purpose icons). */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BRAND}"/>${PIN(1, 0)}</svg>`;
/** Full-bleed square, the pin shrunk to 70% around the centre: the platform's mask cuts the corners. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/>${PIN(0.7, 4.8)}</svg>`;

fs.mkdirSync(out, { recursive: true });
const write = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: 1200 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
await write(rounded, 192, 'icon-192.png');
await write(rounded, 512, 'icon-512.png');
await write(maskable, 512, 'icon-maskable-512.png');
await write(maskable, 180, 'apple-touch-icon.png');
console.log('icons written to', out);
