import type { ApiError, ErrorCode } from '@backoffice/contract';
import { errorCodes, TOKEN_INVALID_MESSAGE } from '@backoffice/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** An expected failure with a status, a code and a message fit for the user. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ApiError['details'],
    readonly data?: Record<string, unknown>,
    readonly statusCode: number = errorCodes[code],
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string, field?: string) =>
  new AppError('CONFLICT', message, field ? [{ field, message }] : undefined);
export const badRequest = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${field}: ${message}`, [{ field, message }]);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('FORBIDDEN', message);
export const tokenInvalid = () => new AppError('TOKEN_INVALID', TOKEN_INVALID_MESSAGE);
export const tokenExpired = () =>
  new AppError('TOKEN_EXPIRED', 'The token has expired. Please login again.', undefined, { expired: true });

export function errorBody(
  statusCode: number,
  code: string,
  message: string,
  details?: ApiError['details'],
  data?: Record<string, unknown>,
): ApiError {
  const body: ApiError = { statusCode, error: reasonPhrases[statusCode] ?? 'Error', code, message };
  if (details) body.details = details;
  if (data) body.data = data;
  return body;
}

const pgUniqueViolation = '23505';
const pgForeignKeyViolation = '23503';
/** Text PostgreSQL cannot store (a NUL character) or a number out of its column's range. */
const pgBadInput = new Set(['22021', '22P05', '22003', '22P02', '22007', '22008']);
/** ON DELETE RESTRICT (immediate, unlike NO ACTION's 23503). */
const pgRestrictViolation = '23001';

/** The messages of busboy (under @fastify/multipart) for a body that is not valid multipart. */
const malformedMultipart =
  /^(Multipart: Boundary not found|Unexpected end of (form|multipart data)|Malformed (part header|urlencoded form)|Missing Content-Type|Unsupported content type)/;

/** Every failure leaves as the JSON error body; nothing internal (stack, SQL) ever does. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { cause?: unknown }, request, reply) => {
    if (error instanceof AppError) {
      request.failureCode = error.code;
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.code, error.message, error.details, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const details = error.validation.map((v) => {
        const field = [where, ...v.instancePath.split('/').filter(Boolean)].join('.');
        return { field, message: v.message ?? 'is invalid' };
      });
      const first = details[0]!;
      return reply.status(400).send(errorBody(400, 'VALIDATION_FAILED', `${first.field}: ${first.message}`, details));
    }
    // drizzle wraps driver errors (DrizzleQueryError): the PostgreSQL code is on the cause.
    const pgCode = (error as { code?: string }).code ?? (error.cause as { code?: string } | undefined)?.code;
    if (pgCode === pgUniqueViolation) {
      return reply.status(409).send(errorBody(409, 'CONFLICT', 'A record with the same value already exists'));
    }
    if (pgCode === pgForeignKeyViolation || pgCode === pgRestrictViolation) {
      return reply.status(409).send(errorBody(409, 'CONFLICT', 'The record is still referenced by other records'));
    }
    if (pgCode && pgBadInput.has(pgCode)) {
      const message =
        'The request contains a value that cannot be stored (e.g. a NUL character or a number out of range)';
      return reply.status(400).send(errorBody(400, 'VALIDATION_FAILED', message));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(413).send(errorBody(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(errorBody(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json'));
    }
    if (error.statusCode === 400 || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      const message = error.code?.startsWith('FST_ERR_CTP') ? 'The request body is not valid JSON' : error.message;
      return reply.status(400).send(errorBody(400, 'VALIDATION_FAILED', message, [{ field: 'body', message }]));
    }
    if (!error.statusCode && malformedMultipart.test(error.message)) {
      // busboy's errors (thrown while the parts are read) carry no status: the body is broken.
      const message = `The multipart body is malformed (${error.message.replace(/^Multipart: /, '')})`;
      return reply.status(400).send(errorBody(400, 'VALIDATION_FAILED', message, [{ field: 'body', message }]));
    }
    if (error.code?.startsWith('FST_') && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // @fastify/multipart's own refusals (limits, a protocol violation): a client error, not ours.
      const status = error.statusCode === 406 ? 415 : error.statusCode;
      const code =
        status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'VALIDATION_FAILED';
      return reply.status(status).send(errorBody(status, code, error.message));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody(429, 'RATE_LIMITED', error.message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: loggable(error.cause), url: error.url }, 'reply does not match its contract');
    } else {
      request.log.error({ err: loggable(error) }, 'unhandled error');
    }
    return reply.status(500).send(errorBody(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}

/**
 * An error as the log may keep it: a failed query's statement but not its parameters, and the
 * database's own error without its `detail` (both may hold what a person wrote: a leave reason, a
 * feedback). The code, constraint and stack stay, for finding the cause.
 */
export function loggable(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 3) return error;
  const own = error as Error & { query?: unknown; params?: unknown; detail?: unknown; cause?: unknown };
  const message = typeof own.query === 'string' ? `Failed query: ${own.query}` : error.message;
  const safe = new Error(message);
  safe.name = error.name;
  // The stack's frames only: its first lines repeat the message, parameters and all.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${error.name}: ${message}`, ...frames].join('\n');
  for (const key of ['code', 'constraint', 'table', 'column', 'severity', 'routine', 'statusCode'] as const) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (value !== undefined) (safe as unknown as Record<string, unknown>)[key] = value;
  }
  if (own.cause !== undefined) safe.cause = loggable(own.cause, depth + 1);
  return safe;
}
