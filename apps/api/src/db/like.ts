/** A user's text inside a LIKE pattern: its own `%`, `_` and `\` match themselves, not anything. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
