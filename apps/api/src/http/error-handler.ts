import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, ERROR_STATUS, type ErrorBody, type ErrorCode, type FieldError } from '@mall/domain';
import { databaseUnavailable } from '../db/errors.ts';
import { errorMessage, fieldMessage } from './messages.ts';

const MESSAGE_KEY = /^[A-Z]{2,4}_[A-Za-z0-9_]+$/;

/**
 * Seconds a client waits before retrying while the database cannot be reached or this process drains
 * (docs/decisions/044): a dropped connection is replaced at once, a restart or failover takes a few seconds.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own client errors, by status, as our codes. */
const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE'
};

/** The catalogue's `{{name}}` placeholders filled from the refusal's data (a name it lacks stays as written). */
function withData(message: string, data: Record<string, unknown> | undefined): string {
  if (!data) return message;
  return message.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = data[name];
    return typeof value === 'number' || typeof value === 'string' ? String(value) : whole;
  });
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  extra: { fields?: FieldError[]; data?: Record<string, unknown>; message?: string; status?: number } = {}
) {
  const status = extra.status ?? ERROR_STATUS[code];
  const body: ErrorBody = {
    status,
    code,
    message: extra.message ?? withData(errorMessage(code, request.language), extra.data),
    requestId: request.id
  };
  if (extra.fields) body.fields = extra.fields;
  if (extra.data) body.data = extra.data;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * One handler, one table from code to status; unknown errors are logged and answered without a stack. Every 5xx
 * body is the shop's error shape (no SQL, parameters or stack); an unreachable database answers 503 with
 * Retry-After (docs/decisions/044).
 */
export function registerErrorHandling(app: FastifyInstance) {
  // While the server drains (close() was called: a deploy, a signal), a request that still arrives on an open
  // connection is answered in the shop's shape with Retry-After, not with Fastify's own 503 body (the app turns
  // return503OnClosing off for this). Registered after the language hook, so the message is the asker's.
  let draining = false;
  let idleSweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    draining = true;
    // Node closes the connections idle when close() begins; one still writing an answer goes idle a moment later
    // and would then wait out the 72 s keep-alive timeout, holding the drain past its limit. Close those too.
    idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    idleSweep.unref();
    done();
  });
  // The server has closed (onClose runs after it): nothing left to sweep.
  app.addHook('onClose', (_instance, done) => {
    clearInterval(idleSweep);
    done();
  });
  // An answer sent while draining closes its connection (the client learns not to send another on it).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!draining) return done();
    reply.header('connection', 'close').header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    sendError(request, reply, 'SERVICE_UNAVAILABLE');
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (
      error instanceof DomainError &&
      error.code === 'VALIDATION_FAILED' &&
      Array.isArray(error.data?.fields)
    ) {
      // A body parsed in the handler (a multipart form's JSON part): its issues answered like a schema's.
      const fields = (error.data.fields as { field: string; code: string }[]).map((issue) => ({
        ...issue,
        message: fieldMessage(MESSAGE_KEY.test(issue.code) ? 'fallback' : issue.code, request.language)
      }));
      return sendError(request, reply, 'VALIDATION_FAILED', { fields });
    }
    if (error instanceof DomainError) {
      // A refusal may carry a message for the customer (the payment provider's own words).
      const userMessage = (error as { userMessage?: unknown }).userMessage;
      return sendError(request, reply, error.code, {
        ...(error.data ? { data: error.data } : {}),
        ...(typeof userMessage === 'string' && userMessage ? { message: userMessage } : {})
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const fields = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // Domain schemas name their refusals with the spec's message keys (VA_PasswordLength...).
        const specKey = MESSAGE_KEY.test(issue.message ?? '') ? issue.message! : null;
        return {
          field: field || part,
          code: specKey ?? issue.keyword,
          message: fieldMessage(issue.keyword, request.language)
        };
      });
      return sendError(request, reply, 'VALIDATION_FAILED', { fields });
    }
    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendError(request, reply, 'INTERNAL_ERROR');
    }
    if (databaseUnavailable(error)) {
      // Not a fault of this request: the database is restarting, failing over or unreachable. The driver's text
      // stays in the log (no parameters); the answer says when to try again.
      request.log.warn({ err: loggable(error) }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(request, reply, 'SERVICE_UNAVAILABLE');
    }
    const status = error.statusCode ?? 500;
    const known = STATUS_CODES[status];
    if (status < 500 && known) {
      request.log.info({ code: error.code, status }, error.message);
      return sendError(request, reply, known, { status });
    }
    if (status < 500) return sendError(request, reply, 'VALIDATION_FAILED', { status });
    request.log.error({ err: loggable(error) }, 'unexpected error');
    return sendError(request, reply, 'INTERNAL_ERROR');
  });
}

/**
 * What may go to the logs of an unexpected error: a failed query's SQL text and the driver's code,
 * never its parameters or detail (they carry emails, hashes, tokens).
 */
function loggable(error: Error): Record<string, unknown> {
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  if (error instanceof DrizzleQueryError) {
    // Its message repeats the parameters; the driver's message can quote values too.
    return {
      type: 'DrizzleQueryError',
      message: 'Failed query (parameters not logged)',
      query: error.query,
      cause: cause
        ? { code: cause.code, ...(cause.code ? {} : { message: driverMessage(cause.message) }) }
        : undefined,
      // The frames only: the stack's head is the message, which runs over two lines (the second lists the parameters).
      stack: error.stack
        ?.split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    };
  }
  return {
    type: error.name,
    message: error.message,
    code: (error as { code?: unknown }).code,
    stack: error.stack
  };
}

/**
 * The logger's `err` serializer (app.ts): every `{ err }` any module logs goes through `loggable`, so a failed
 * query logged anywhere shows its SQL and code but never its parameters (pino's default would print the
 * DrizzleQueryError message, which lists them, and a driver error's `detail`, which quotes the row). Causes are
 * followed a few levels; values that are not errors (already made loggable) pass as they are.
 */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return value;
  const safe = loggable(value);
  if (!(value instanceof DrizzleQueryError) && value.cause instanceof Error && depth < 3)
    safe.cause = serializeError(value.cause, depth + 1);
  return safe;
}

/** A driver message without a code (a dropped connection, a closed pool) names no value; others may quote one. */
function driverMessage(message: unknown): string | undefined {
  return typeof message === 'string' && message.length <= 120 && !message.includes('"') ? message : undefined;
}
