import { MESSAGES, type ServerError } from '@transferdesk/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.ts';
import { type DomainErrorKind, isDiskFull, isDomainError, VALIDATION_FAILED } from '../lib/errors.ts';

export { VALIDATION_FAILED };

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedType: 415,
  tooManyRequests: 429,
  badGateway: 502,
  unavailable: 503,
};

/** Fastify's and its plugins' own request errors, in words for people. */
const REQUEST_ERRORS: Record<string, { status: number; error: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    error: 'The request body is empty although its content type says JSON.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: 'The content type of the request is not supported.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'The request is too large.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, error: MESSAGES.fileTooLarge },
  FST_FILES_LIMIT: { status: 413, error: 'Send one file at a time.' },
  FST_PARTS_LIMIT: { status: 413, error: 'The form has too many parts.' },
  FST_FIELDS_LIMIT: { status: 413, error: 'The form has too many fields.' },
};

function send(reply: FastifyReply, status: number, body: ServerError) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Refusals Fastify makes before routing, when no route, hook or error handler is involved yet. */
const FRAMEWORK_ERRORS: Record<string, { status: number; error: string }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    error: 'The address of the request is not valid: it holds a malformed %-encoded character.',
  },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, error: 'The address of the request is too long.' },
};

/**
 * Fastify's `frameworkErrors` option: the same `{ error }` answers and, through `securityHeaders`,
 * the same headers as every other answer (Fastify's default is a bare JSON body without them).
 */
export function frameworkErrorHandler(
  securityHeaders: (request: FastifyRequest, reply: FastifyReply) => void,
) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    securityHeaders(request, reply);
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return send(reply, known.status, { error: known.error });
    request.log.error({ err: error }, 'Unexpected framework error');
    return send(reply, 500, { error: MESSAGES.genericError });
  };
}

/**
 * Every error leaves as `{ error, errors? }` (ARCHITECTURE.md): validation names each field,
 * request problems say what was wrong, and anything unexpected is logged and answered with the
 * generic message, never with a stack trace.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = new Map<string, string>();
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext;
        if (field && !errors.has(field)) errors.set(field, issue.message ?? 'Invalid value');
      }
      return send(reply, 400, {
        error: VALIDATION_FAILED,
        errors: [...errors].map(([field, message]) => `${field}: ${message}`),
      });
    }
    if (isDomainError(error)) {
      // A failure of something this server depends on (mail, storage, an identity provider) is
      // the operator's to see, with what lies underneath.
      if (STATUS[error.kind] >= 500) request.log.warn({ err: error }, error.message);
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
      return send(reply, STATUS[error.kind], {
        error: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    const known = error.code ? REQUEST_ERRORS[error.code] : undefined;
    if (known) return send(reply, known.status, { error: known.error });
    if (error.code?.startsWith('FST_') && error.statusCode && error.statusCode < 500) {
      return send(reply, error.statusCode, { error: error.message });
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'The disk is full');
      return send(reply, 507, { error: MESSAGES.diskFull });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'The database is unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, { error: MESSAGES.databaseUnavailable });
    }
    request.log.error({ err: error }, 'Unexpected error');
    return send(reply, 500, { error: MESSAGES.genericError });
  });

  // The SPA fallback (static-web) answers other GET paths; whatever reaches here is absent.
  app.setNotFoundHandler((_request, reply) => send(reply, 404, { error: MESSAGES.notFound }));
}

export default fp(errorsPlugin, { name: 'errors' });
