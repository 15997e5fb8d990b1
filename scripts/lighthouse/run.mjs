// `npm run bench:lighthouse`: Lighthouse 12 (mobile emulation and throttling, its defaults) on the pages a shopper
// enters by (Home, a category, a product, a search) and the cart, login and guest order pages of the production
// build served by the product, 5 runs each in the system Chromium.
// Prints the median performance and accessibility scores, LCP, TBT and CLS per page, the failing accessibility
// audits and the top performance opportunities. Figures, not verdicts (ADR 027).
//
//   LIGHTHOUSE_RUNS=5      runs per page (the median is reported)
//   LIGHTHOUSE_PAGES=home,category,product   only these pages (home, category, product, search, cart, login,
//                                            guest-order, dive-in)
//   LIGHTHOUSE_PORT=3320   port of the product started for the run
//   LIGHTHOUSE_BASE=http://127.0.0.1:3000   measure a product already running there instead (a seeded one,
//                                            e.g. `npm start`; on a busy machine the fresh start can take minutes)
//   CHROME_PATH=/usr/bin/chromium
//   LIGHTHOUSE_REPORTS=/tmp/lh   also write each run's full report there as JSON (<page>-<run>.json)
//   DATABASE_URL / REDIS_URL are passed to the product like for `npm start`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run, startBuiltProduct } from '../lib.mjs';

const here = import.meta.dirname;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3320);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// ADR 059: every page at 95 or better, and no accessibility failure.
const TARGETS = { performance: 95, accessibility: 100 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Nothing may reach another host: every name but the local product fails to resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'
];

// Lighthouse (~175 MB with puppeteer-core and its tracing libraries) lives in this folder's own package so the
// root `npm ci` and CI never download it; it is installed here on first use.
if (!fs.existsSync(path.join(here, 'node_modules', 'lighthouse'))) {
  console.log('Installing Lighthouse into scripts/lighthouse/node_modules (first run only)...');
  await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: here });
}
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

const product = process.env.LIGHTHOUSE_BASE
  ? { base: process.env.LIGHTHOUSE_BASE.replace(/\/$/, ''), stop: async () => {} }
  : await startBuiltProduct({ name: 'lighthouse', port: PORT });
try {
  const { base } = product;
  const { categoryUrl, productId } = await findSeedPages(base);
  const pages = [
    { name: 'home', url: `${base}/` },
    { name: 'category', url: `${base}/product/${categoryUrl}` },
    { name: 'product', url: `${base}/product/detail/${productId}` },
    { name: 'search', url: `${base}/search?keyword=${encodeURIComponent('크림')}` },
    { name: 'cart', url: `${base}/cart` },
    { name: 'login', url: `${base}/login` },
    { name: 'guest-order', url: `${base}/order/nonuser/info` },
    // Issue 20: the dive-in feed (videos; not one of issue 14's seven).
    { name: 'dive-in', url: `${base}/diveIn` }
  ];
  const wanted = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  const chosen = wanted ? pages.filter((p) => wanted.includes(p.name)) : pages;
  const version = JSON.parse(
    fs.readFileSync(path.join(here, 'node_modules/lighthouse/package.json'), 'utf8')
  ).version;
  console.log(
    `\nLighthouse ${version}, mobile defaults, ${RUNS} runs a page, ${CHROME_PATH}, ${os.cpus().length} cores, Node ${process.version}`
  );

  const summary = [];
  for (const page of chosen) {
    const reports = [];
    for (let i = 0; i < RUNS; i += 1) reports.push(await auditWithRetry(page.url));
    const median = (pick) => medianOf(reports.map(pick));
    const scores = {
      performance: median((r) => r.categories.performance.score * 100),
      accessibility: median((r) => r.categories.accessibility.score * 100),
      lcp: median((r) => r.audits['largest-contentful-paint'].numericValue),
      tbt: median((r) => r.audits['total-blocking-time'].numericValue),
      cls: median((r) => r.audits['cumulative-layout-shift'].numericValue)
    };
    summary.push({ page, scores });
    console.log(`\n${page.name}: ${page.url}`);
    console.log(
      `  performance ${scores.performance.toFixed(0)} (runs ${reports.map((r) => Math.round(r.categories.performance.score * 100)).join(', ')}), ` +
        `accessibility ${scores.accessibility.toFixed(0)}, LCP ${(scores.lcp / 1000).toFixed(2)} s, TBT ${scores.tbt.toFixed(0)} ms, CLS ${scores.cls.toFixed(3)}`
    );
    // The run closest to the median performance score stands for the page in the details below.
    const representative = reports.reduce((best, r) =>
      Math.abs(r.categories.performance.score * 100 - scores.performance) <
      Math.abs(best.categories.performance.score * 100 - scores.performance)
        ? r
        : best
    );
    if (process.env.LIGHTHOUSE_REPORTS) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      reports.forEach((report, run) =>
        fs.writeFileSync(
          path.join(process.env.LIGHTHOUSE_REPORTS, `${page.name}-${run + 1}.json`),
          JSON.stringify(report)
        )
      );
    }
    printFailures(representative);
  }

  console.log('\nsummary (medians)                 perf  a11y    LCP      TBT     CLS');
  for (const { page, scores } of summary) {
    const meets = scores.performance >= TARGETS.performance && scores.accessibility >= TARGETS.accessibility;
    console.log(
      `  ${page.name.padEnd(30)} ${scores.performance.toFixed(0).padStart(4)}  ${scores.accessibility.toFixed(0).padStart(4)}  ${(scores.lcp / 1000).toFixed(2).padStart(5)} s  ${scores.tbt.toFixed(0).padStart(4)} ms  ${scores.cls.toFixed(3)}  ${meets ? 'meets' : 'BELOW'} targets`
    );
  }
  console.log(`  targets: performance >= ${TARGETS.performance}, accessibility >= ${TARGETS.accessibility}`);
} finally {
  await product.stop();
}

/** Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP): that run is made again, twice at most. */
async function auditWithRetry(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  (run failed, again: ${error.message})`);
    }
  }
}

/** One Lighthouse run in a fresh Chromium (no cache or storage carried between runs). */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent'
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility']
    });
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function printFailures(lhr) {
  const failing = lhr.categories.accessibility.auditRefs
    .map((ref) => ({ ref, a: lhr.audits[ref.id] }))
    .filter(
      ({ a }) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual'
    );
  for (const { ref, a } of failing) {
    const items = (a.details?.items ?? [])
      .slice(0, 3)
      .map((item) => item.node?.snippet ?? item.node?.selector)
      .filter(Boolean);
    // Weight 0: Lighthouse reports it but does not count it in the score (experimental checks).
    const weight = ref.weight > 0 ? '' : ' (weight 0, not scored)';
    console.log(
      `  a11y fails: ${a.id}${weight} — ${a.title}${items.length ? `\n      ${items.join('\n      ')}` : ''}`
    );
  }
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
    .sort((x, y) => y.details.overallSavingsMs - x.details.overallSavingsMs)
    .slice(0, 5);
  for (const a of opportunities) {
    console.log(`  perf opportunity: ${a.id} — ${a.title} (~${Math.round(a.details.overallSavingsMs)} ms)`);
  }
  // Where the blocking time comes from: the longest main-thread tasks and the scripts that cost the most.
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 4);
  if (tasks.length)
    console.log(
      `  long tasks: ${tasks.map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} (${shortUrl(t.url)})`).join(', ')}`
    );
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 4);
  if (scripts.length)
    console.log(
      `  script time: ${scripts.map((s) => `${shortUrl(s.url)} ${Math.round(s.scripting)} ms`).join(', ')}`
    );
  const lcpElement =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  if (lcpElement) console.log(`  LCP element: ${lcpElement.slice(0, 160)}`);
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  for (const shift of shifts.slice(0, 3)) {
    console.log(`  layout shift ${shift.score?.toFixed(3)}: ${(shift.node?.snippet ?? '').slice(0, 120)}`);
  }
}

function shortUrl(url) {
  return typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') || '/' : String(url);
}

function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A seeded category page with products and one of its products. */
async function findSeedPages(base) {
  const tree = (await (await fetch(`${base}/api/product/v1/public/categories`)).json()).data;
  for (const category of tree) {
    if (String(category.categoryId) === '9999999999') continue; // the company-story branch
    const list = (
      await (
        await fetch(
          `${base}/api/product/v1/public/products?categoryId=${category.categoryId}&pageNumber=1&pageSize=8`
        )
      ).json()
    ).data;
    if (list?.list?.length > 0)
      return { categoryUrl: category.categoryUrl, productId: list.list[0].productId };
  }
  throw new Error('the seeded catalogue has no top category with products');
}
