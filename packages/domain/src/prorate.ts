/**
 * Whole-won proration (refund.ts): an amount split over weights so the parts add up exactly, and a line's part
 * split over its units so that any sequence of partial returns adds up to the line's part.
 */

/**
 * Splits `total` over `weights` in proportion, in whole won, by largest remainder: each part is its floor, and
 * the won left go one each to the largest remainders (the earlier weight on a tie). The parts always add up to
 * `total` and none exceeds ceil(total × weight / Σ weights), so a part never exceeds its weight when `total` does
 * not exceed Σ weights. Exact in bigint, whatever the sizes.
 */
export function prorate(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`cannot prorate ${total}`);
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0))
    throw new RangeError('weights must be whole and not negative');
  const sum = weights.reduce((acc, weight) => acc + BigInt(weight), 0n);
  if (sum === 0n) {
    if (total > 0) throw new RangeError(`cannot prorate ${total} over nothing`);
    return weights.map(() => 0);
  }
  const exact = weights.map((weight) => BigInt(total) * BigInt(weight));
  const parts = exact.map((value) => value / sum);
  let left = BigInt(total) - parts.reduce((acc, part) => acc + part, 0n);
  const order = exact
    .map((value, index) => ({ index, remainder: value % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left === 0n) break;
    parts[index] = parts[index]! + 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

/**
 * The part of a line's `share` that its units `from`..`from + count` carry. Each unit carries floor(share /
 * units), and the first (share mod units) units one won more: taking units in order (earlier returns first), the
 * pieces add up to `share` once every unit is taken, and a unit's piece of a bigger share is never smaller
 * than its piece of a smaller one (so piece(coupon + points) − piece(coupon) ≥ 0 for every unit).
 */
export function unitsShare(share: number, units: number, from: number, count: number): number {
  const upTo = (taken: number) => taken * Math.floor(share / units) + Math.min(taken, share % units);
  return upTo(from + count) - upTo(from);
}
