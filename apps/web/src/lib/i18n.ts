import { DEFAULT_LOCALE, LOCALES, type Locale } from '@transferdesk/shared';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enGb from '../locales/en-gb.json';
import { readStored, writeStored } from './storage.ts';

/** The person's choice of language, kept between visits. */
export const LOCALE_STORAGE_KEY = 'transferdesk-locale';

export const i18n = i18next.createInstance();

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** English is in the first download; Danish is fetched only by those who choose it. */
const loaders: Record<Locale, () => Promise<Resource[string][string]>> = {
  'en-gb': async () => enGb,
  da: async () => (await import('../locales/da.json')).default,
};

async function loadLocale(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', await loaders[locale]());
  }
}

function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale === 'en-gb' ? 'en-GB' : locale;
}

async function applyLocale(locale: Locale): Promise<void> {
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
      resources: { [DEFAULT_LOCALE]: { translation: enGb } },
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
for (const group of ['messages', 'validation'] as const) {
  for (const [key, text] of Object.entries(enGb[group])) knownTexts.set(text, `${group}.${key}`);
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
