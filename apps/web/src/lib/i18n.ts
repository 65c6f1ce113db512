import { DEFAULT_LOCALE, LOCALES, type Locale } from '@transferdesk/shared';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enGb from '../locales/en-gb.json';
import enGbShell from '../locales/en-gb.json?texts=shell';
import { readStored, writeStored } from './storage.ts';

/** The person's choice of language, kept between visits. */
export const LOCALE_STORAGE_KEY = 'transferdesk-locale';

export const i18n = i18next.createInstance();

/** Each language is named in itself, so anyone can find their own. */
export const LANGUAGE_NAMES: Record<Locale, string> = { 'en-gb': 'English', da: 'Dansk' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

type Texts = Resource[string][string];

/**
 * Issue 28: each language in two parts (locale-parts.ts). The shell's, the error pages' and the
 * sign-in pages' texts first; English's are in the first download, Danish's are fetched only by
 * those who choose it. The signed-in pages' texts come with those layouts (withPageTexts).
 */
const loaders: Record<Locale, Record<'shell' | 'pages', () => Promise<Texts>>> = {
  'en-gb': {
    shell: async () => enGbShell,
    pages: async () => (await import('../locales/en-gb.json?texts=pages')).default,
  },
  da: {
    shell: async () => (await import('../locales/da.json?texts=shell')).default,
    pages: async () => (await import('../locales/da.json?texts=pages')).default,
  },
};

/** Whether a layout needing the pages' texts has been asked for: a language chosen later brings them too. */
let pageTextsWanted = false;
/** The language last asked for (startI18n, changeLocale), which the pages' texts are fetched for. */
let wantedLocale: Locale = DEFAULT_LOCALE;
const loading = new Map<string, Promise<void>>();

function loadPart(locale: Locale, part: 'shell' | 'pages'): Promise<void> {
  const key = `${locale}/${part}`;
  let done = loading.get(key);
  if (!done) {
    done = loaders[locale][part]().then(
      (texts) => {
        i18n.addResourceBundle(locale, 'translation', texts, true, false);
      },
      (error: unknown) => {
        // Offline or a new deploy: a later attempt tries again.
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, done);
  }
  return done;
}

async function loadLocale(locale: Locale): Promise<void> {
  await loadPart(locale, 'shell');
  if (pageTextsWanted) await loadPart(locale, 'pages');
}

/**
 * The signed-in pages' texts, in the language shown and in the one being switched to. Every layout
 * but the sign-in pages' waits for them before it renders.
 */
export function loadPageTexts(): Promise<void> {
  pageTextsWanted = true;
  const locales = new Set([wantedLocale, ...(isLocale(i18n.language) ? [i18n.language] : [])]);
  return Promise.all([...locales].map((locale) => loadPart(locale, 'pages'))).then(() => undefined);
}

/** `load()` once the pages' texts are there; both download at once. */
export function withPageTexts<M>(load: () => Promise<M>): Promise<M> {
  const texts = loadPageTexts();
  const module = load();
  return texts.then(() => module);
}

function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale === 'en-gb' ? 'en-GB' : locale;
}

async function applyLocale(locale: Locale): Promise<void> {
  wantedLocale = locale;
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
  applyDocumentLanguage(locale);
}

/** The language switch: applies the choice and remembers it. */
export async function changeLocale(locale: Locale): Promise<void> {
  await applyLocale(locale);
  writeStored(LOCALE_STORAGE_KEY, locale);
}

/** Starts i18next with the stored language (or en-gb) before the first render, so nothing flickers. */
export async function startI18n(): Promise<void> {
  const stored = readStored(LOCALE_STORAGE_KEY);
  const locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { [DEFAULT_LOCALE]: { translation: enGbShell } },
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      // Keeps the spec's lower-case "en-gb" instead of the canonical "en-GB".
      lowerCaseLng: true,
      load: 'currentOnly',
      // React escapes on render.
      interpolation: { escapeValue: false },
    });
  }
  await applyLocale(locale);
}

/**
 * Texts that arrive in English from outside the locale files — the shared schemas' validation
 * messages and the API's MESSAGES — are shown in the chosen language when the locale files know
 * them; anything else (a server message this app has no translation for) is shown as it came.
 */
const knownTexts = new Map<string, string>();
const shellTexts = enGbShell as Pick<typeof enGb, 'messages' | 'validation'>;
for (const group of ['messages', 'validation'] as const) {
  for (const [key, text] of Object.entries(shellTexts[group])) knownTexts.set(text, `${group}.${key}`);
}

/** The shared schemas' limits carry their number: "At most 200 characters", "At most 260 cm". */
const knownLimits = [
  { pattern: /^At most (\d+) characters$/, key: 'validation.atMostCharacters' },
  { pattern: /^At most (\d+) cm$/, key: 'validation.atMostCm' },
  { pattern: /^At most (\d+) kg$/, key: 'validation.atMostKg' },
  { pattern: /^At most (\d+) children$/, key: 'validation.atMostChildren' },
] as const;

export function translateKnownText(text: string): string {
  const key = knownTexts.get(text);
  if (key) return i18n.t(key as 'messages.genericError');
  for (const limit of knownLimits) {
    const max = limit.pattern.exec(text)?.[1];
    if (max) return i18n.t(limit.key, { max });
  }
  return text;
}
