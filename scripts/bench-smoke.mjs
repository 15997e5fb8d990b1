// `npm run bench:smoke` (in .ci/run): a short checkout rush on the built product, on the embedded database and on
// the PostgreSQL server, that fails on a wrong outcome, never on a timing (issue 15). BENCH_BUYERS guests (20)
// buy the last BENCH_STOCK pieces (5) at once through guest init, the Toss sandbox and confirm
// (scripts/bench-checkout.mjs); the run fails when a piece is oversold or left unsold, a buyer is charged twice,
// charged and refunded (the hold at init tells the losers first, docs/decisions/062), told "placed" without an
// order, or an order is left pending.
//
//   SMOKE_DATABASE_URL   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
process.env.BENCH_BUYERS ??= '20';
process.env.BENCH_STOCK ??= '5';
const { benchCheckout } = await import('./bench-checkout.mjs');

const server = process.env.SMOKE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const problems = [];
for (const [name, databaseUrl] of [
  ['embedded', undefined],
  ['PostgreSQL', server]
]) {
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const f = await benchCheckout({ port: Number(process.env.BENCH_PORT ?? 3311) });
  const expected = Math.min(f.stock, f.buyers);
  const doubleCharges = f.chargedWithoutOrder + f.stepsApprovedTwice + f.ordersWithTwoChargesPerStep;
  const checks = [
    [f.placedQuantity <= f.stock, `oversold: ${f.placedQuantity} placed of ${f.stock}`],
    [f.ordersPlaced === expected, `${f.ordersPlaced} orders placed, ${expected} expected`],
    [
      f.toldPlaced === f.ordersPlaced,
      `${f.toldPlaced} buyers told "placed", ${f.ordersPlaced} orders placed`
    ],
    [doubleCharges === 0, `${doubleCharges} double charges`],
    [f.refunds === 0, `${f.refunds} buyers charged and then refunded`],
    [f.pending === 0, `${f.pending} orders left pending`],
    [f.buyerErrors === 0, `${f.buyerErrors} buyers met an error`],
    [
      f.stockLeft === f.stock - f.placedQuantity,
      `stock left ${f.stockLeft}, placed ${f.placedQuantity} of ${f.stock}`
    ]
  ];
  for (const [ok, message] of checks) if (!ok) problems.push(`${name}: ${message}`);
}
if (problems.length > 0) {
  console.error(`checkout smoke FAILED:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('checkout smoke: every outcome right on both databases');
