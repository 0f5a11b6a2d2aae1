/** GPX 1.1 (https://www.topografix.com/GPX/1/1/) for a list of points: one waypoint each and one route through them. */

export interface GpxPoint {
  lat: number;
  lng: number;
  name: string;
  description?: string | null | undefined;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text and attribute values, and drops characters XML 1.0 cannot carry at all. */
export function escapeXml(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML 1.0 forbids.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)
  );
}

function pointBody(p: GpxPoint, indent: string): string {
  const lines = [`${indent}<name>${escapeXml(p.name)}</name>`];
  if (p.description) lines.push(`${indent}<desc>${escapeXml(p.description)}</desc>`);
  return lines.join('\n');
}

export function buildGpx(input: {
  name: string;
  description?: string;
  time: Date;
  points: GpxPoint[];
}): string {
  const coords = (p: GpxPoint) => `lat="${p.lat}" lon="${p.lng}"`;
  const waypoints = input.points.map((p) => `  <wpt ${coords(p)}>\n${pointBody(p, '    ')}\n  </wpt>`);
  const routePoints = input.points.map(
    (p) => `    <rtept ${coords(p)}>\n${pointBody(p, '      ')}\n    </rtept>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="K-Travel" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">',
    '  <metadata>',
    `    <name>${escapeXml(input.name)}</name>`,
    ...(input.description ? [`    <desc>${escapeXml(input.description)}</desc>`] : []),
    `    <time>${input.time.toISOString()}</time>`,
    '  </metadata>',
    ...waypoints,
    '  <rte>',
    `    <name>${escapeXml(input.name)}</name>`,
    ...routePoints,
    '  </rte>',
    '</gpx>',
    '',
  ].join('\n');
}

/**
 * `Content-Disposition: attachment` for a download named after a title: an ASCII fallback (unsafe characters
 * replaced) for old clients and `filename*` (RFC 6266 / 5987) with the UTF-8 name for the rest.
 */
export function attachmentDisposition(title: string, extension: string): string {
  const base =
    title
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are unsafe in file names.
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'download';
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[^A-Za-z0-9._ -]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'download';
  const encoded = encodeURIComponent(`${base}.${extension}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encoded}`;
}
