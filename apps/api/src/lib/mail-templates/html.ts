const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Everything user-provided (names, addresses, links) goes through this before it enters HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** The one layout every HTML message shares: plain, inline-styled, readable without images. */
export function htmlLayout(options: { lang: string; title: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.lang)}">
<head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1f2933;">
${options.body}
</body>
</html>
`;
}
