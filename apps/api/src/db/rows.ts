/** The rows of a raw `db.execute`: node-postgres answers a result object, PGlite too; both carry `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
