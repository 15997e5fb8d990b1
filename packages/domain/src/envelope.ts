import * as z from 'zod';

/** Success bodies are `{ data: ... }` (ARCHITECTURE §3). */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}
