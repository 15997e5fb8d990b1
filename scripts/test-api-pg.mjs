// The API suite against a PostgreSQL server: the same tests with DATABASE_URL set. Every test file copies its own
// database from the run's migrated template, and the run drops its own databases at the end: their names carry the
// run (`mall_test_<time>_<pid>_…`, apps/api/test/global-setup.ts), so two runs on one server never drop each
// other's. Databases of a run that crashed are swept here once they are a day old.
import pg from 'pg';
import { run } from './lib.mjs';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const prefix = process.env.TEST_DATABASE_PREFIX ?? 'mall_test';
const DAY_MS = 24 * 60 * 60 * 1000;

const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
  `${prefix}_`
]);
for (const { datname } of rows) {
  // `<prefix>_<time in base 36, 8 characters>_<pid>_…`: older names (no time) belong to runs of an older checkout.
  const time = new RegExp(`^${prefix}_([0-9a-z]{8})_\\d+_`).exec(datname)?.[1];
  if (time && Date.now() - parseInt(time, 36) > DAY_MS)
    await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
}
await client.end();
console.log(`API suite against ${url.replace(/\/\/[^@]*@/, '//***@')}`);
// The process tests start `npm start` and the server entry on the embedded database whatever DATABASE_URL says
// (a user's shell has none): the same minute of work the first pass already did, so this pass leaves them out.
await run('npx', ['vitest', 'run', '--project', 'api', '--exclude', '**/test/process.test.ts'], {
  env: { ...process.env, DATABASE_URL: url }
});
