/**
 * `attachment` with the name as it is where it is plain ASCII, and RFC 5987's `filename*` with the
 * UTF-8 name for the rest (a browser that reads `filename*` saves "Sørensen", older ones "Sorensen").
 */
export function attachment(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return ascii === filename
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
