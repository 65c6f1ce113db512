import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Issue 28: the texts of the shell, the error pages and the sign-in and account pages, which every
 * first visit needs; the rest (the signed-in pages' and the public player page's) load with those
 * layouts (lib/i18n.ts `withPageTexts`). A group new to the shell or the auth pages belongs here.
 */
export const SHELL_TEXT_GROUPS = [
  'common',
  'shell',
  'notFound',
  'unauthorized',
  'routeError',
  'signIn',
  'account',
  'session',
  'messages',
  'validation',
  'pwa',
  'offline',
] as const;

const PART_QUERY = /^(.*\/locales\/[a-z-]+\.json)\?texts=(shell|pages)$/;

/**
 * `import texts from '…/locales/en-gb.json?texts=shell'` (or `=pages`): that half of the locale file,
 * as a module of its own. The locale files themselves stay whole, one per language, for
 * the translators, the type of the keys (i18next.d.ts) and the tests.
 */
export function localeParts(): Plugin {
  return {
    name: 'transferdesk-locale-parts',
    enforce: 'pre',
    load(id) {
      const match = PART_QUERY.exec(id);
      if (!match) return null;
      const [, file, part] = match as unknown as [string, string, 'shell' | 'pages'];
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const isShell = (group: string) => (SHELL_TEXT_GROUPS as readonly string[]).includes(group);
      const picked = Object.fromEntries(
        Object.entries(texts).filter(([group]) => isShell(group) === (part === 'shell')),
      );
      return `export default ${JSON.stringify(picked)};\n`;
    },
  };
}
