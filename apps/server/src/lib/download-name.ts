/** Downloads: the file name a browser saves an export under. */

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
