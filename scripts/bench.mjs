// `npm run bench`: each catalogue endpoint, Home's content and a member's cart of the built product against a bare
// node:http server answering the same bytes (the raw baseline). Prints req/s, p50, p99 and the ratio API / bare per
// endpoint against its target (issue 15: catalogue 0.75, Home 0.6, the cart 0.2); figures, not verdicts (ADR 027). Then the `checkout` scenario (scripts/bench-checkout.mjs): BENCH_BUYERS guests (40) at once
// buy the last BENCH_STOCK pieces (5) of one product through guest init, the Toss sandbox and confirm; prints
// orders placed, stock left, oversells, double charges, refunds and confirm's p50/p99 (ADR 035).
// The `autoship` case (scripts/bench-autoship.ts; only when named in BENCH_ONLY, and only with DATABASE_URL):
// BENCH_SUBSCRIPTIONS (10,000) subscriptions due today charged by the real scheduler against the Toss sandbox;
// prints charges per second and doubles, and fails on a double or an unsettled cycle (ADR 074).
// Lighthouse is a separate command: `npm run bench:lighthouse`.
//
//   BENCH_ONLY=list,detail   only these endpoints (names from the table below, or `checkout`, or `autoship`)
//   BENCH_SECONDS=5          load time per endpoint for the API and again for the bare server
//   BENCH_ROUNDS=5           the time is cut into this many alternating API / bare slices, so a neighbour's
//                            load on a shared machine hits both sides alike
//   BENCH_CONNECTIONS=10     concurrent connections
//   DATABASE_URL / REDIS_URL passed to the product: PostgreSQL server instead of PGlite, Redis catalogue cache
//   BENCH_PROCESSES=1,auto   API processes per run of the endpoints (API_PROCESSES, docs/decisions/064): by default
//                            one, and then one per core when DATABASE_URL and REDIS_URL are both given
//                            (for `autoship`: the processes running jobs)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchCheckout } from './bench-checkout.mjs';
import { cpuMs, run, startBuiltProduct } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3310);
const PRODUCTS = '/api/product/v1/public/products';
/** The share of the bare server's req/s each kind of answer should serve (issue 15, docs/decisions/027). */
const TARGETS = { catalogue: 0.75, home: 0.6, cart: 0.2 };
/** The demo member whose cart is read (seeded by `npm start`'s seed), with this many lines. */
const CART_MEMBER = { username: 'customer1', password: 'demo1234!' };
const CART_LINES = 5;

/**
 * The endpoints measured, one line each. `path` gets the ids found in the seed (a category with products and
 * one of its products). An endpoint answering 404 or 400 (not built on this branch) is skipped with a note.
 */
const ENDPOINTS = [
  { name: 'list', path: (s) => `${PRODUCTS}?categoryId=${s.categoryId}&pageNumber=1&pageSize=8` },
  {
    name: 'list-sorted',
    path: (s) => `${PRODUCTS}?categoryId=${s.categoryId}&searchOrderType=PRICE_ASC&pageNumber=1&pageSize=8`
  },
  { name: 'detail', path: (s) => `${PRODUCTS}/${s.productId}` },
  // As a browser asks (Accept-Encoding: br): the bare server sends the same Brotli bytes (ADR 072).
  {
    name: 'list-br',
    encoding: 'br',
    path: (s) => `${PRODUCTS}?categoryId=${s.categoryId}&pageNumber=1&pageSize=8`
  },
  { name: 'detail-br', encoding: 'br', path: (s) => `${PRODUCTS}/${s.productId}` },
  {
    name: 'search',
    path: () => `${PRODUCTS}?textSearchValue=${encodeURIComponent('크림')}&pageNumber=1&pageSize=8`
  },
  {
    name: 'search-keyword',
    path: () => `${PRODUCTS}/search?keyword=${encodeURIComponent('크림')}&pageNumber=1&pageSize=8`
  },
  { name: 'home', target: 'home', path: () => '/api/etc/v1/public/main/home' },
  // A member's read: the login check, the lines of both carts, their products (docs/decisions/063).
  { name: 'cart', target: 'cart', member: true, path: () => '/api/order/v1/cart' }
];

const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const CASES = ['checkout', 'autoship'];
const unknown =
  only?.filter((name) => !CASES.includes(name) && !ENDPOINTS.some((e) => e.name === name)) ?? [];
if (unknown.length > 0) {
  throw new Error(
    `BENCH_ONLY names no endpoint: ${unknown.join(', ')} (known: ${ENDPOINTS.map((e) => e.name).join(', ')}, ${CASES.join(', ')})`
  );
}
const selected = only ? ENDPOINTS.filter((e) => only.includes(e.name)) : ENDPOINTS;
const withCheckout = !only || only.includes('checkout');
// Minutes of charging: run only when asked for, and only on a PostgreSQL server.
const withAutoship = only?.includes('autoship') ?? false;
if (withAutoship && !process.env.DATABASE_URL)
  throw new Error(
    'BENCH_ONLY=autoship needs DATABASE_URL (a PostgreSQL server): the embedded database is not benched'
  );

const PROCESSES = (
  process.env.BENCH_PROCESSES ?? (process.env.DATABASE_URL && process.env.REDIS_URL ? '1,auto' : '1')
)
  .split(',')
  .map((count) => count.trim());
if (selected.length > 0) for (const processes of PROCESSES) await benchCatalogue(processes);
if (withCheckout) for (const processes of PROCESSES) await benchCheckout({ port: PORT, processes });
if (withAutoship) {
  for (const processes of PROCESSES) {
    // TypeScript: it builds the API from its source (tsx). A double or an unsettled cycle exits non-zero.
    await run(process.execPath, ['--import', 'tsx', 'scripts/bench-autoship.ts'], {
      env: { ...process.env, BENCH_PROCESSES: processes }
    }).catch(() => (process.exitCode = 1));
  }
}

async function benchCatalogue(processes) {
  // The load generator is the limit, not the rate limiter.
  const product = await startBuiltProduct({
    name: 'bench',
    port: PORT,
    env: { RATE_LIMIT_MAX: '100000000', API_PROCESSES: processes }
  });
  const { base, dataDir } = product;

  /**
   * The raw baseline: node:http answering the endpoint's bytes, in its own process like the API (in this process
   * it would share a thread with the load generator).
   */
  const BARE_SERVER = `
  const body = require('node:fs').readFileSync(process.argv[1]);
  const encoding = process.argv[2] ? { 'content-encoding': process.argv[2] } : {};
  const server = require('node:http').createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length, ...encoding });
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => process.send(server.address().port));`;

  async function startBare(body, encoding) {
    const file = path.join(dataDir, 'bare-body');
    fs.writeFileSync(file, body);
    const child = spawn(process.execPath, ['-e', BARE_SERVER, file, ...(encoding ? [encoding] : [])], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc']
    });
    const port = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    });
    return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') };
  }

  try {
    const seed = await findSeedIds(base);

    const database = process.env.DATABASE_URL ? 'PostgreSQL server (DATABASE_URL)' : 'embedded PGlite';
    const cache = process.env.REDIS_URL ? 'Redis (REDIS_URL)' : 'in-process LRU';
    console.log(
      `\nAPI processes: ${processes === 'auto' ? `auto (${os.availableParallelism()})` : processes}` +
        `\n${DURATION} s each side in ${ROUNDS} alternating slices, ${CONNECTIONS} connections, ${os.cpus().length} cores, Node ${process.version}` +
        `\ndatabase: ${database}, catalogue cache: ${cache}` +
        `\nload average at the start: ${loadAverage()}\n`
    );

    const results = [];
    for (const endpoint of selected) {
      const url = endpoint.path(seed);
      const headers = {
        ...(endpoint.member ? { authorization: `Bearer ${await memberWithCart(base)}` } : {}),
        ...(endpoint.encoding ? { 'accept-encoding': endpoint.encoding } : {})
      };
      const target = TARGETS[endpoint.target ?? 'catalogue'];
      const probe = await rawGet(`${base}${url}`, headers);
      // /products/search without its own route falls to /products/{id} and is refused as a bad id (400).
      if (probe.status === 404 || probe.status === 400) {
        console.log(`${endpoint.name}: skipped, GET ${url} answers ${probe.status} (not on this branch)\n`);
        continue;
      }
      if (probe.status !== 200) throw new Error(`GET ${url} answered ${probe.status}`);
      if ((probe.encoding ?? undefined) !== endpoint.encoding)
        throw new Error(`GET ${url} came with content-encoding ${probe.encoding}, not ${endpoint.encoding}`);
      const body = probe.body;
      const bare = await startBare(body, endpoint.encoding);
      const apiRounds = [];
      const bareRounds = [];
      try {
        // Warm-up, not counted: JIT, the first (uncached) answer, connection set-up on both sides.
        await load(`${base}${url}`, 1, headers);
        await load(`${bare.base}${url}`, 1, headers);
        for (let round = 0; round < ROUNDS; round += 1) {
          apiRounds.push(await measure(`${base}${url}`, product.pid, headers));
          bareRounds.push(await measure(`${bare.base}${url}`, bare.pid, headers));
        }
      } finally {
        bare.stop();
      }
      const api = combine(apiRounds);
      const raw = combine(bareRounds);
      const ratio = api.rps / raw.rps;
      console.log(`${endpoint.name}: GET ${url} (${body.length} bytes)`);
      console.log(row('  API + database', api));
      console.log(row('  bare node:http', raw));
      const cpuRatio =
        api.cpuUsPerAnswer && raw.cpuUsPerAnswer ? raw.cpuUsPerAnswer / api.cpuUsPerAnswer : null;
      results.push({ endpoint: endpoint.name, ratio, cpuRatio, target });
      console.log(
        `  ratio API / bare ${ratio.toFixed(3)} (target >= ${target})` +
          (cpuRatio === null ? '' : `; by CPU per answer (bare / API) ${cpuRatio.toFixed(3)}`) +
          '\n'
      );
    }

    console.log(`summary (API processes: ${processes})`);
    for (const { endpoint, ratio, cpuRatio, target } of results) {
      console.log(
        `  ${endpoint.padEnd(16)} req/s ratio ${ratio.toFixed(3)} ${ratio >= target ? 'meets' : 'BELOW'} the ${target} target` +
          (cpuRatio === null ? '' : `; CPU ratio ${cpuRatio.toFixed(3)}`)
      );
    }
    // A busy machine (load average above its cores) squeezes the API's longer answers more than the bare ones.
    console.log(`load average at the end: ${loadAverage()}\n`);
  } finally {
    await product.stop();
  }
}

/** The answer's bytes as sent (fetch would decode a compressed body), its status and content-encoding. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            encoding: response.headers['content-encoding'],
            body: Buffer.concat(chunks)
          })
        );
      })
      .on('error', reject);
  });
}

function loadAverage() {
  const [one, five, fifteen] = os.loadavg().map((l) => l.toFixed(1));
  return `${one} ${five} ${fifteen} (${os.cpus().length} cores)`;
}

function row(label, r) {
  const errors = r.errors ? `   ERRORS ${r.errors}` : '';
  const cpu = r.cpuUsPerAnswer === null ? '' : `   CPU ${r.cpuUsPerAnswer.toFixed(0).padStart(4)} µs/answer`;
  return `${label.padEnd(18)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms${cpu}${errors}`;
}

function load(url, seconds = DURATION / ROUNDS, headers = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
}

/** One slice, with the CPU time the serving process spent on it (Linux /proc; null elsewhere). */
async function measure(url, pid, headers) {
  const before = cpuMs(pid);
  const result = await load(url, DURATION / ROUNDS, headers);
  const after = cpuMs(pid);
  return { ...result, cpuMs: before === null || after === null ? null : after - before };
}

/** Slices together: req/s over the whole time, the median slice's p50, the worst slice's p99. */
function combine(rounds) {
  const p50s = rounds.map((r) => r.latency.p50).sort((a, b) => a - b);
  return {
    rps:
      rounds.reduce((sum, r) => sum + r.requests.total, 0) / rounds.reduce((sum, r) => sum + r.duration, 0),
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...rounds.map((r) => r.latency.p99)),
    errors: rounds.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    cpuUsPerAnswer: rounds.some((r) => r.cpuMs === null)
      ? null
      : (rounds.reduce((sum, r) => sum + r.cpuMs, 0) * 1000) /
        rounds.reduce((sum, r) => sum + r.requests.total, 0)
  };
}

/** The first seeded category (in tree order) that has products, and its first product. */
/** The demo member's access token, with CART_LINES lines in the normal cart (added once, kept between runs). */
async function memberWithCart(base) {
  const login = await fetch(`${base}/api/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('mall-web:').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded'
    },
    body: new URLSearchParams({ grant_type: 'password', ...CART_MEMBER }).toString()
  });
  if (!login.ok) throw new Error(`the demo login ${CART_MEMBER.username} answered ${login.status}`);
  const token = (await login.json()).access_token;
  const authorization = `Bearer ${token}`;
  const cart = (await (await fetch(`${base}/api/order/v1/cart`, { headers: { authorization } })).json()).data;
  if (cart.lines.length < CART_LINES) {
    const page = (
      await (
        await fetch(`${base}${PRODUCTS}?textSearchValue=${encodeURIComponent('크림')}&pageSize=20`)
      ).json()
    ).data;
    const have = new Set(cart.lines.map((line) => line.productId));
    const add = page.list
      .filter((item) => item.optionYn === 'N' && !have.has(item.productId))
      .slice(0, CART_LINES - cart.lines.length)
      .map((item) => ({ productId: item.productId, quantity: 1 }));
    const added = await fetch(`${base}/api/order/v1/cart`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(add)
    });
    if (!added.ok) throw new Error(`adding the bench's cart lines answered ${added.status}`);
  }
  return token;
}

async function findSeedIds(base) {
  const tree = (await (await fetch(`${base}/api/product/v1/public/categories`)).json()).data;
  const queue = [...tree];
  while (queue.length > 0) {
    const category = queue.shift();
    if (String(category.categoryId) === '9999999999') continue; // the company-story branch has no products
    const page = (
      await (
        await fetch(`${base}${PRODUCTS}?categoryId=${category.categoryId}&pageNumber=1&pageSize=8`)
      ).json()
    ).data;
    if (page?.list?.length > 0) return { categoryId: category.categoryId, productId: page.list[0].productId };
    queue.push(...(category.children ?? []));
  }
  throw new Error('the seeded catalogue has no category with products');
}
