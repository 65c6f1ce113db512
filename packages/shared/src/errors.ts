import { MESSAGES } from './messages.ts';

/** The API's error body (ARCHITECTURE.md, API conventions). */
export interface ServerError {
  error: string;
  errors?: (string | { description: string })[];
}

/**
 * Spec 8, generic server error display: a string error or errors shown directly; otherwise the
 * array entries or their description fields; otherwise the generic message.
 */
export function errorMessages(body: unknown): string[] {
  if (body && typeof body === 'object') {
    const { error, errors } = body as { error?: unknown; errors?: unknown };
    if (typeof errors === 'string' && errors) return [errors];
    if (Array.isArray(errors) && errors.length > 0) {
      const texts = errors
        .map((item) =>
          typeof item === 'string'
            ? item
            : item && typeof item === 'object' && 'description' in item
              ? String((item as { description: unknown }).description)
              : '',
        )
        .filter(Boolean);
      if (texts.length > 0) return texts;
    }
    if (typeof error === 'string' && error) return [error];
  }
  if (typeof body === 'string' && body) return [body];
  return [MESSAGES.genericError];
}
