/**
 * The one way the shop writes a card number (order detail, receipt, contract PDF): as Korean card slips do,
 * the first six digits (the issuer's BIN) and the last four, the rest masked, in groups of four —
 * `1234-56**-****-7890`. Whatever the payment provider sends (Toss sends `43301234****123*`, digits it hides
 * already as `*`) comes out in this shape; a digit the provider hid stays hidden.
 */
export function maskCardNumber(value: string | null | undefined): string | null {
  const chars = (value ?? '').replace(/[^0-9*]/g, '');
  if (chars.length < 12) return null;
  const masked = [...chars].map((char, index) => (index < 6 || index >= chars.length - 4 ? char : '*'));
  const groups: string[] = [];
  for (let index = 0; index < masked.length; index += 4) groups.push(masked.slice(index, index + 4).join(''));
  return groups.join('-');
}
