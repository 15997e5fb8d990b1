// The API suite against a PostgreSQL server: resets the target database's schema, then runs the
// same tests with DATABASE_URL set (each test suite creates and drops its own database there).
import pg from 'pg';
import { run } from './lib.mjs';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query('DROP SCHEMA IF EXISTS public CASCADE');
await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
await client.query('CREATE SCHEMA public');
const stale = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 'mall\\_test\\_%'");
for (const { datname } of stale.rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
await client.end();
console.log(`API suite against ${url.replace(/\/\/[^@]*@/, '//***@')}`);
await run('npx', ['vitest', 'run', '--project', 'api'], { env: { ...process.env, DATABASE_URL: url } });
