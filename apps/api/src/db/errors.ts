/** PostgreSQL's unique violation, direct or wrapped by Drizzle: the constraint that refused the row. */
export function uniqueViolation(error: unknown): string | null {
  const direct = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const cause = direct.cause ?? direct;
  return cause.code === '23505' ? (cause.constraint ?? 'unknown') : null;
}
