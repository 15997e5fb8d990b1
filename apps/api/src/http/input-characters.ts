import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveLanguage, type FieldError } from '@mall/domain';
import { sendError } from './error-handler.ts';
import { fieldMessage } from './messages.ts';

/**
 * One gate for every string a request carries (ADR 042): the body (JSON, form or text, values and keys, nested
 * objects and arrays), the query and the path parameters, before validation and before any handler, on every
 * route of the app (the API, the /__sandbox pages, static files and the SPA fallback alike).
 *
 * Refused: C0 control characters (U+0000–U+001F), DEL (U+007F) and lone UTF-16 surrogates. PostgreSQL refuses
 * NUL in text and jsonb, and UTF-8 cannot carry a lone surrogate (the driver would silently store U+FFFD).
 * Tab, newline and carriage return are text in a body value (a delivery message, a textarea); never in a key,
 * the query or a path parameter. In unicode mode a well-formed surrogate pair is one code point outside
 * U+D800–U+DFFF, so the class matches lone halves only.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const BODY_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]/u;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const STRICT_TEXT = /[\u0000-\u001F\u007F\uD800-\uDFFF]/u;

/** No body of the shop nests deeper than a few levels; deeper is refused before anything recurses into it. */
export const MAX_DEPTH = 32;

export const INVALID_CHARACTERS = 'VA_InvalidCharacters';
export const TOO_DEEP = 'too_deep';

type Problem = { path: (string | number)[]; code: typeof INVALID_CHARACTERS | typeof TOO_DEEP };

/**
 * The first refused string under `value`, with its path (a refused key is named by the object holding it), or
 * null. Clean input allocates nothing: one regex test per string and key, the path is built on the way out.
 */
export function findRefused(value: unknown, values: RegExp = STRICT_TEXT, depth = 0): Problem | null {
  if (typeof value === 'string') return values.test(value) ? { path: [], code: INVALID_CHARACTERS } : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DEPTH) return { path: [], code: TOO_DEEP };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const problem = findRefused(value[index], values, depth + 1);
      if (problem) return (problem.path.unshift(index), problem);
    }
    return null;
  }
  // Parsed bodies, queries and params are plain records (no buffers or streams reach a route of ours).
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (STRICT_TEXT.test(key)) return { path: [], code: INVALID_CHARACTERS };
    const problem = findRefused(record[key], values, depth + 1);
    if (problem) return (problem.path.unshift(key), problem);
  }
  return null;
}

/** The parts of a request, named as Fastify's validation names them. */
type Part = 'body' | 'querystring' | 'params';

/**
 * The field as schema refusals name it (`address.address2`, `cartList.1.note`, `keyword`, `id`), so the storefront
 * puts it on the same input; a value at the root (a string body, a refused top-level key) by its part.
 */
function fieldOf(part: Part, problem: Problem): FieldError['field'] {
  return problem.path.length === 0 ? part : problem.path.join('.');
}

function refuse(request: FastifyRequest, reply: FastifyReply, part: Part, problem: Problem) {
  const field = fieldOf(part, problem);
  request.log.info({ part, field, code: problem.code }, 'input refused');
  return sendError(request, reply, 'VALIDATION_FAILED', {
    fields: [{ field, code: problem.code, message: fieldMessage(problem.code, request.language) }]
  });
}

/**
 * Registers the gate at the root of `app` (before any route or plugin, so every route and the not-found
 * handlers inherit it). preValidation is the first hook that sees the parsed body, and runs before schema
 * validation, authentication and the idempotency record.
 */
export function registerInputCharacters(app: FastifyInstance) {
  app.addHook('preValidation', (request, reply, done) => {
    const params = findRefused(request.params);
    if (params) return void refuse(request, reply, 'params', params);
    const query = findRefused(request.query);
    if (query) return void refuse(request, reply, 'querystring', query);
    const body = findRefused(request.body, BODY_TEXT);
    if (body) return void refuse(request, reply, 'body', body);
    done();
  });
}

/**
 * Fastify answers a path it cannot decode (malformed percent-encoding, an encoded lone surrogate) and an
 * over-long path parameter itself, before any hook or error handler: these go out in the shop's error shape.
 * The router calls this synchronously and ignores what it returns, so the reply is sent, not returned.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply
): void {
  request.language = resolveLanguage(request.headers['accept-language']);
  const status = error.statusCode ?? 400;
  if (status >= 500) {
    request.log.error({ err: error }, 'router error');
    void sendError(request, reply, 'INTERNAL_ERROR');
    return;
  }
  request.log.info({ code: error.code, status }, error.message);
  const code = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'too_big' : 'invalid_format';
  void sendError(request, reply, 'VALIDATION_FAILED', {
    status,
    fields: [{ field: 'params', code, message: fieldMessage(code, request.language) }]
  });
}
