import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * A statement of a hot read built once per database handle and sent as a named prepared statement, so a
 * request neither builds its SQL again (Drizzle's query building was most of a member read's CPU, issue 15) nor
 * has the server parse it again. `build` must give the same SQL every time: its placeholders
 * (`sql.placeholder`) carry the values. A transaction's handle gets its own, built on first use.
 */
export function preparedPerHandle<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * A value given when a prepared statement runs, for a column an update sets: sent to the driver as it is (pg
 * writes a Date as a timestamp and an object as JSON), since Drizzle's update types take no placeholder there.
 */
export const bound = (name: string) => sql`${sql.placeholder(name)}`;
