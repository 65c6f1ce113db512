import {
  AGREEMENT_ADULT_AGE,
  AGREEMENT_FEE_CAP_PERCENT,
  AGREEMENT_MAX_YEARS,
  AGREEMENT_MESSAGES,
  PLAYER_DOCUMENT_MESSAGES,
  PLAYER_FILE_MESSAGES,
} from '@transferdesk/shared';
import { HttpError } from '../../lib/http.ts';
import { i18n, translateKnownText } from '../../lib/i18n.ts';

/*
 * The rule pack's and the documents' messages arrive in English, from the shared schemas (the
 * form's own checks) and from the API (a refusal, the warnings of a saved agreement). They are
 * shown in the interface's language; the English texts say the same words as the shared constants.
 */

const constants = { max: AGREEMENT_MAX_YEARS, percent: AGREEMENT_FEE_CAP_PERCENT, age: AGREEMENT_ADULT_AGE };

/** The fixed messages, by their English text. */
const FIXED: ReadonlyMap<string, () => string> = new Map([
  [AGREEMENT_MESSAGES.autoRenewal, () => i18n.t('agreements.messages.autoRenewal')],
  [
    AGREEMENT_MESSAGES.minorWithoutConsent,
    () => i18n.t('agreements.messages.minorWithoutConsent', constants),
  ],
  [AGREEMENT_MESSAGES.feeAboveCap, () => i18n.t('agreements.messages.feeAboveCap', constants)],
  [AGREEMENT_MESSAGES.dualRepresentation, () => i18n.t('agreements.messages.dualRepresentation')],
  [AGREEMENT_MESSAGES.endBeforeStart, () => i18n.t('agreements.messages.endBeforeStart')],
  [AGREEMENT_MESSAGES.notFound, () => i18n.t('agreements.messages.notFound')],
  [AGREEMENT_MESSAGES.fileNotFound, () => i18n.t('agreements.messages.fileNotFound')],
  [AGREEMENT_MESSAGES.agentNotInSport, () => i18n.t('agreements.messages.agentNotInSport')],
  [AGREEMENT_MESSAGES.feePercent, () => i18n.t('agreements.messages.feePercent')],
  [PLAYER_DOCUMENT_MESSAGES.kind, () => i18n.t('playerDocuments.messages.kind')],
  [PLAYER_DOCUMENT_MESSAGES.notFound, () => i18n.t('playerDocuments.messages.notFound')],
  [PLAYER_DOCUMENT_MESSAGES.countryNotFound, () => i18n.t('playerDocuments.messages.countryNotFound')],
  [PLAYER_FILE_MESSAGES.wrongType, () => i18n.t('playerDocuments.messages.wrongFileType')],
]);

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const HOLE = '\u0000';

/** A message made of `make`'s words around its values, as a pattern that gives the values back. */
function patternOf(make: (...values: string[]) => string, holes: number): RegExp {
  const text = make(...Array.from({ length: holes }, () => HOLE));
  return new RegExp(`^${text.split(HOLE).map(escapeForPattern).join('(.+?)')}$`);
}

const WITH_VALUES: readonly { pattern: RegExp; text: (values: string[]) => string }[] = [
  {
    pattern: patternOf(AGREEMENT_MESSAGES.tooLong, 1),
    text: ([date = '']) => i18n.t('agreements.messages.tooLong', { ...constants, date }),
  },
  {
    pattern: patternOf(AGREEMENT_MESSAGES.overlaps, 2),
    text: ([start = '', end = '']) => i18n.t('agreements.messages.overlaps', { start, end }),
  },
];

/** One message in the interface's language; one this feature does not know goes to the app's list. */
export function agreementText(text: string): string {
  const fixed = FIXED.get(text);
  if (fixed) return fixed();
  for (const { pattern, text: translate } of WITH_VALUES) {
    const values = pattern.exec(text);
    if (values) return translate(values.slice(1));
  }
  return translateKnownText(text);
}

/** "endDate: message" keeps its field key, for the form to show it at the field. */
const FIELD_MESSAGE = /^([A-Za-z][A-Za-z0-9_.]*): ([\s\S]+)$/;

function translateEntry(entry: unknown): unknown {
  if (typeof entry === 'string') {
    const [, field, text] = FIELD_MESSAGE.exec(entry) ?? [];
    return field && text ? `${field}: ${agreementText(text)}` : agreementText(entry);
  }
  if (entry && typeof entry === 'object' && 'description' in entry) {
    return { ...entry, description: agreementText(String(entry.description)) };
  }
  return entry;
}

/** The API's refusal with its messages in the interface's language; anything else as it is. */
export function translatedRefusal(error: unknown): unknown {
  if (!(error instanceof HttpError) || !error.body || typeof error.body !== 'object') return error;
  const body = error.body as { error?: unknown; errors?: unknown };
  return new HttpError(error.status, {
    ...body,
    ...(typeof body.error === 'string' ? { error: agreementText(body.error) } : {}),
    ...(Array.isArray(body.errors) ? { errors: body.errors.map(translateEntry) } : {}),
  });
}
