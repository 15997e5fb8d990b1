/** The rows of a raw `db.execute`: node-postgres answers a result object, PGlite too; both carry `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

/** One page of rows and the count of them all, asked at once (the count query answers `{ n }`). */
export async function pageAndTotal<Row>(
  rows: PromiseLike<Row[]>,
  count: PromiseLike<{ n: number }[]>
): Promise<{ rows: Row[]; total: number }> {
  const [page, [total]] = await Promise.all([rows, count]);
  return { rows: page, total: total?.n ?? 0 };
}
