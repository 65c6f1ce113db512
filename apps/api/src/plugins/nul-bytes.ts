import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, VALIDATION_FAILED } from '../lib/errors.ts';

/** PostgreSQL refuses U+0000 in text, so a value holding it could never be stored or searched for. */
export const NUL_MESSAGE = 'Must not contain the NUL character (U+0000)';

export const containsNul = (value: string) => value.includes('\u0000');

/**
 * The fields of `value` that hold a NUL, as dotted paths like the validation errors name them
 * (`contacts.0.name`). Iterative, so that a deeply nested JSON body cannot overflow the stack.
 */
export function fieldsWithNul(value: unknown, root = ''): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (containsNul(current)) found.push(path);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const child = path ? `${path}.${key}` : key;
        // A key with a NUL is reported where it sits; its own value needs no second entry.
        if (containsNul(key)) found.push(path || 'body');
        else pending.push([item, child]);
      }
    }
  }
  return found.reverse();
}

/** A wildcard route's `*` parameter is the rest of the address. */
const paramName = (field: string) => (field === '*' ? 'path' : field);

function scan(request: FastifyRequest): string[] {
  // Multipart bodies are not parsed yet (body is undefined): the routes that read them check them.
  const found = [
    ...fieldsWithNul(request.params).map(paramName),
    ...fieldsWithNul(request.query),
    ...fieldsWithNul(request.body),
  ];
  return [...new Set(found.map((field) => field || 'body'))];
}

/**
 * Issue 8: a NUL in a path parameter, the query or a JSON string would reach PostgreSQL and fail
 * there (a 500 on every list, search and write), so it is refused first, naming each field.
 */
async function nulBytesPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const fields = scan(request);
    if (fields.length > 0) {
      throw new DomainError(
        'invalid',
        VALIDATION_FAILED,
        fields.map((field) => `${field}: ${NUL_MESSAGE}`),
      );
    }
  });
}

export default fp(nulBytesPlugin, { name: 'nul-bytes' });
