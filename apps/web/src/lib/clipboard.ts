/** Writes to the clipboard; false when the browser has none here or refuses (no permission, no focus). */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The full address of a link the API gives relative to the app (a CV link, D15). */
export function appUrl(relative: string): string {
  return `${window.location.origin}/${relative.replace(/^\/+/, '')}`;
}
