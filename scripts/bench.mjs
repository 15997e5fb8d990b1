// `npm run bench`: the product list endpoint against a bare Node HTTP server returning the same bytes.
// Prints req/s, p50, p99 and the ratio; figures, not verdicts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfStale, root } from './lib.mjs';

const PATH = '/api/product/v1/public/products?pageNumber=1&pageSize=8';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3310);

await buildIfStale();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'));
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' },
  stdio: ['ignore', 'ignore', 'inherit']
});

try {
  const base = `http://127.0.0.1:${PORT}`;
  const sample = await waitForBody(`${base}${PATH}`);
  const bare = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': sample.length });
    response.end(sample);
  });
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const barePort = bare.address().port;

  const api = await load(`${base}${PATH}`);
  const baseline = await load(`http://127.0.0.1:${barePort}${PATH}`);
  bare.close();

  const row = (name, r) =>
    `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  const database = process.env.DATABASE_URL ? 'PostgreSQL server (DATABASE_URL)' : 'embedded PGlite';
  console.log(`\n${DURATION}s, ${CONNECTIONS} connections, ${sample.length} bytes per answer, database: ${database}`);
  console.log(row('GET products (API + database)', api));
  console.log(row('bare node:http, same bytes', baseline));
  console.log(`ratio API / bare: ${(api.requests.average / baseline.requests.average).toFixed(3)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function load(url) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION });
}

async function waitForBody(url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return Buffer.from(await response.arrayBuffer());
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the product did not answer ${url} within 120 s`);
}
