// `npm run bench`: each catalogue endpoint of the built product against a bare node:http server answering the
// same bytes (the raw baseline). Prints req/s, p50, p99 and the ratio API / bare per endpoint; figures, not
// verdicts (ADR 027). Lighthouse is a separate command: `npm run bench:lighthouse`.
//
//   BENCH_ONLY=list,detail   only these endpoints (names from the table below)
//   BENCH_SECONDS=5          duration of each load (API and bare each get this long)
//   BENCH_CONNECTIONS=10     concurrent connections
//   DATABASE_URL / REDIS_URL passed to the product: PostgreSQL server instead of PGlite, Redis catalogue cache
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfStale, root } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3310);
/** Each catalogue list/detail answer must serve at least this share of the bare server's req/s (issue 4). */
const TARGET_RATIO = 0.5;
const PRODUCTS = '/api/product/v1/public/products';

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
  {
    name: 'search',
    path: () => `${PRODUCTS}?textSearchValue=${encodeURIComponent('크림')}&pageNumber=1&pageSize=8`
  },
  {
    name: 'search-keyword',
    path: () => `${PRODUCTS}/search?keyword=${encodeURIComponent('크림')}&pageNumber=1&pageSize=8`
  }
];

const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only?.filter((name) => !ENDPOINTS.some((e) => e.name === name)) ?? [];
if (unknown.length > 0) {
  throw new Error(
    `BENCH_ONLY names no endpoint: ${unknown.join(', ')} (known: ${ENDPOINTS.map((e) => e.name).join(', ')})`
  );
}
const selected = only ? ENDPOINTS.filter((e) => only.includes(e.name)) : ENDPOINTS;

await buildIfStale();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'));
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000'
  },
  stdio: ['ignore', 'ignore', 'inherit']
});

// The bare baseline: one node:http server whose answer is swapped for each endpoint's bytes.
let bareBody = Buffer.alloc(0);
const bare = http.createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': bareBody.length
  });
  response.end(bareBody);
});

try {
  const base = `http://127.0.0.1:${PORT}`;
  await waitForOk(`${base}/api/etc/v1/public/health-check`);
  const seed = await findSeedIds(base);
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareBase = `http://127.0.0.1:${bare.address().port}`;

  const database = process.env.DATABASE_URL ? 'PostgreSQL server (DATABASE_URL)' : 'embedded PGlite';
  const cache = process.env.REDIS_URL ? 'Redis (REDIS_URL)' : 'in-process LRU';
  console.log(
    `\n${DURATION} s each, ${CONNECTIONS} connections, ${os.cpus().length} cores, Node ${process.version}` +
      `\ndatabase: ${database}, catalogue cache: ${cache}; target: API / bare >= ${TARGET_RATIO}\n`
  );

  const results = [];
  for (const endpoint of selected) {
    const url = endpoint.path(seed);
    const probe = await fetch(`${base}${url}`);
    // /products/search without its own route falls to /products/{id} and is refused as a bad id (400).
    if (probe.status === 404 || probe.status === 400) {
      console.log(`${endpoint.name}: skipped, GET ${url} answers ${probe.status} (not on this branch)\n`);
      continue;
    }
    if (!probe.ok) throw new Error(`GET ${url} answered ${probe.status}`);
    bareBody = Buffer.from(await probe.arrayBuffer());
    const api = await load(`${base}${url}`);
    const raw = await load(`${bareBase}${url}`);
    const ratio = api.requests.average / raw.requests.average;
    results.push({ endpoint: endpoint.name, ratio });
    console.log(`${endpoint.name}: GET ${url} (${bareBody.length} bytes)`);
    console.log(row('  API + database', api));
    console.log(row('  bare node:http', raw));
    console.log(`  ratio API / bare ${ratio.toFixed(3)} (target >= ${TARGET_RATIO})\n`);
  }

  console.log('summary');
  for (const { endpoint, ratio } of results) {
    console.log(
      `  ${endpoint.padEnd(16)} ${ratio.toFixed(3)}  ${ratio >= TARGET_RATIO ? 'meets' : 'BELOW'} the ${TARGET_RATIO} target`
    );
  }
} finally {
  bare.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.on('exit', resolve) : resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function row(label, r) {
  const errors = r.errors + r.non2xx;
  return `${label.padEnd(18)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms${errors ? `   ERRORS ${errors}` : ''}`;
}

function load(url) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION });
}

/** The first seeded category (in tree order) that has products, and its first product. */
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

async function waitForOk(url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the product did not answer ${url} within 120 s`);
}
