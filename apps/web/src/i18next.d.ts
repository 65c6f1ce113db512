import 'i18next';
import type enGb from './locales/en-gb.json';

/** Translation keys are checked against the English file at compile time. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enGb };
  }
}
