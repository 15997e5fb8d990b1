/** PostgreSQL's unique violation, direct or wrapped by Drizzle: the constraint that refused the row. */
export function uniqueViolation(error: unknown): string | null {
  const direct = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const cause = direct.cause ?? direct;
  return cause.code === '23505' ? (cause.constraint ?? 'unknown') : null;
}

/** Socket errors of a connection to the database server that is refused, reset or cannot be routed. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN'
]);

/**
 * SQLSTATEs that say the server is going, gone or not yet there: class 08 (connection exception), 57P01 admin
 * shutdown (a terminated backend, a restart), 57P02 crash shutdown, 57P03 cannot connect now (starting up, in
 * recovery), 57P04 database dropped, 53300 too many connections.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[1-4]|53300)$/;

/**
 * What node-postgres and PGlite say without a code: a connection that ended under a query, a client that broke
 * earlier, no free connection within the pool's wait, a pool or PGlite that is closed.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is closed/,
  /not currently accepting connections/
];

/**
 * Whether an error means the database cannot be reached right now (docs/decisions/044): the answer is then 503
 * with Retry-After, not 500. Looks through Drizzle's DrizzleQueryError and other `cause` wrappers.
 */
export function databaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    current = cause;
  }
  return false;
}
