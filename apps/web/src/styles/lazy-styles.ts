/**
 * Issue 28: the lazy parts of Mantine's styles (mantine-base.css says which) load with the layout or
 * shell part that needs them, and before its own styles. Imported by the layout itself, Vite would
 * put a stylesheet shared by several lazy chunks after the importing chunk's own (the preload lists
 * a pure-CSS chunk's file last), and Mantine's rules would then win over the app's (the signed-in
 * shell's header and main). Here the stylesheets' preloads start first, in the same tick as the
 * code's, so their <link>s come first and everything still downloads in parallel.
 */
const STYLESHEETS = {
  forms: () => import('./mantine-forms.css'),
  pages: () => import('./mantine-pages.css'),
} as const;

type MantinePart = keyof typeof STYLESHEETS;

/** `load()` once the given parts of Mantine's styles are in the page, their <link>s before its own. */
export function withMantineStyles<M>(parts: readonly MantinePart[], load: () => Promise<M>): Promise<M> {
  const styles = Promise.all(parts.map((part) => STYLESHEETS[part]()));
  // The dev server injects each stylesheet when its module runs: wait, so that the order holds there too.
  if (import.meta.env.DEV) return styles.then(load);
  const module = load();
  return styles.then(() => module);
}
