import * as z from 'zod';

/** A whole number as typed in a URL: digits only (no `1e3`, `0x10`, signs or blanks). */
export function queryInt(min: number, max: number) {
  return z
    .string()
    .regex(/^[0-9]{1,15}$/, 'VA_NumberOnly')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** Free text from a person: trimmed, bounded, without control characters (NUL breaks PostgreSQL). */
export function plainText(max: number) {
  return (
    z
      .string()
      .trim()
      .max(max)
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .regex(/^[^\u0000-\u001f\u007f]*$/, 'VA_InvalidCharacters')
  );
}
