import { COURSE_IMPORT_MAX_EXPANDED_BYTES } from '@ktravel/contract';
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { AppError } from '../../lib/app-error.ts';
import { invalid } from './import-errors.ts';
import { stringSlices } from './xml-reader.ts';

/** A zip file's first bytes ("PK\x03\x04") in base64. */
export const KMZ_BASE64_START = 'UEsDB';

/**
 * Compressed bytes handed to the unzipper at a time. Deflate expands at most about 1,032 times, so one slice
 * inflates to at most about 1 MB: the cap is checked after each, and never more than the cap plus one slice's
 * output is held. (fflate's streaming unzipper also walks a buffer's entries by recursion: thousands of empty
 * entries in one push overflowed the stack.)
 */
const SLICE_BYTES = 1024;

/**
 * A KMZ (a zip holding a KML, as Google Earth and My Maps download it), sent as base64 (a `data:` URL too): the
 * first `.kml` inside, as text, inflated slice by slice; past COURSE_IMPORT_MAX_EXPANDED_BYTES it is refused. The
 * reader may stop early (enough points): then nothing more is inflated. Nothing is written to disk.
 */
export function* kmlSlicesFromKmz(base64: string): Generator<string> {
  const bytes = Buffer.from(base64.replace(/^data:[^,]*;base64,/, ''), 'base64');
  const inflated: Uint8Array[] = [];
  let expanded = 0;
  let found = false;
  let done = false;
  let tooBig = false;
  let damaged: string | undefined;
  const unzip = new Unzip((file) => {
    if (found || !/\.kml$/i.test(file.name)) return;
    found = true;
    file.ondata = (err, chunk, final) => {
      if (err) {
        damaged ??= file.name;
        return;
      }
      expanded += chunk.length;
      if (expanded > COURSE_IMPORT_MAX_EXPANDED_BYTES) {
        tooBig = true;
        file.terminate();
        return;
      }
      inflated.push(chunk);
      if (final) done = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  const decoder = new TextDecoder('utf-8');
  for (let at = 0; at < bytes.length && !done; at += SLICE_BYTES) {
    try {
      unzip.push(bytes.subarray(at, at + SLICE_BYTES), at + SLICE_BYTES >= bytes.length);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw invalid('the KMZ is not a readable zip');
    }
    if (damaged !== undefined) throw invalid(`the KMZ's ${damaged} is damaged`);
    if (tooBig) {
      throw invalid(`the KMZ expands past ${COURSE_IMPORT_MAX_EXPANDED_BYTES / 1024 / 1024} MB`);
    }
    while (inflated.length > 0) yield* stringSlices(decoder.decode(inflated.shift(), { stream: true }));
  }
  if (!found) throw invalid('the KMZ holds no .kml file');
  if (!done) throw invalid('the KMZ is cut short');
  const rest = decoder.decode();
  if (rest) yield* stringSlices(rest);
}
