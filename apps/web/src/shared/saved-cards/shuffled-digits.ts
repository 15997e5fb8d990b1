/** The ten digits of the card-password keypad, in an order no one can predict (SPEC §2 "digits shuffled"). */
const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** An integer in [0, below) from the browser's cryptographic generator, without modulo bias. */
function randomBelow(below: number): number {
  const range = 0x1_0000_0000;
  const limit = range - (range % below);
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    const value = word[0]!;
    if (value < limit) return value % below;
  }
}

/**
 * 0–9 shuffled (Fisher–Yates over crypto.getRandomValues): a keypad whose layout an onlooker or a recorded tap
 * position cannot turn back into digits. A new order each time a pad opens or starts over.
 */
export function shuffledDigits(): number[] {
  const digits: number[] = [...DIGITS];
  for (let i = digits.length - 1; i > 0; i -= 1) {
    const j = randomBelow(i + 1);
    const held = digits[i]!;
    digits[i] = digits[j]!;
    digits[j] = held;
  }
  return digits;
}
