// Hostile import files for the tests (issue 43's reproductions), built in milliseconds: not a test file itself.
import zlib from 'node:zlib';
import { strToU8, zipSync } from 'fflate';

const PLACEMARK =
  '<Placemark><name>Somewhere</name><Point><coordinates>127,37.5</coordinates></Point></Placemark>';

/** A KMZ (base64) of one `doc.kml` holding `kml`. */
export const kmzOf = (kml: string) =>
  Buffer.from(zipSync({ 'doc.kml': strToU8(kml) }, { level: 9 })).toString('base64');

/** `<Folder>` nested `depth` times around one placemark: 400,000 deep is the probe's 16 KB KMZ. */
export const nestedFolders = (depth: number) =>
  `<kml><Document>${'<Folder>'.repeat(depth)}${PLACEMARK}${'</Folder>'.repeat(depth)}</Document></kml>`;

/** `count` placemarks in one document (105,000 zip to the probe's 62 KB KMZ). */
export const manyPlacemarks = (count: number) => `<kml><Document>${PLACEMARK.repeat(count)}</Document></kml>`;

/** `count` empty elements: a flood of nodes and nothing else. */
export const elementFlood = (count: number) => `<kml><Document>${'<a/>'.repeat(count)}</Document></kml>`;

/** A local file header of a zip entry (deflated, sizes given, no CRC: the reader stops long before checking it). */
function localHeader(name: string, compressed: number, expanded: number): Buffer {
  const fileName = Buffer.from(name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0, 6);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(compressed, 18);
  header.writeUInt32LE(expanded >>> 0, 22);
  header.writeUInt16LE(fileName.length, 26);
  return Buffer.concat([header, fileName]);
}

/**
 * A zip bomb as the probe sent it: a well-formed KML whose padding of spaces inflates to `megabytes` MB from about
 * a thousandth of that. Built from one deflated megabyte of spaces repeated (each block refers only to the spaces
 * before it, so the copies are a valid stream), not by deflating hundreds of megabytes.
 */
export function zipBomb(megabytes: number): string {
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH, level: 9 };
  const head = zlib.deflateRawSync(
    Buffer.concat([Buffer.from('<kml><Document><name>Bomb</name>'), spaces.subarray(0, 64 * 1024)]),
    flush,
  );
  const megabyte = zlib.deflateRawSync(spaces, { ...flush, dictionary: spaces.subarray(0, 32 * 1024) });
  // The final block: fixed Huffman codes, end of block at once.
  const deflated = Buffer.concat([
    head,
    ...Array.from({ length: megabytes }, () => megabyte),
    Buffer.from([3, 0]),
  ]);
  return Buffer.concat([localHeader('doc.kml', deflated.length, megabytes * 1024 * 1024), deflated]).toString(
    'base64',
  );
}

/** A KMZ whose `doc.kml` comes after `count` empty entries. */
export function kmzAfterEmptyEntries(kml: string, count: number): string {
  const files: Record<string, Uint8Array> = {};
  for (let i = 0; i < count; i += 1) files[`empty-${i}.txt`] = new Uint8Array(0);
  files['doc.kml'] = strToU8(kml);
  return Buffer.from(zipSync(files)).toString('base64');
}
