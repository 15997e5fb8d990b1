import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context.ts';
import { exitOf, startServer } from './server-process.ts';

/** One API process per core on PostgreSQL (docs/decisions/064): a primary, its workers, their replacements. */
const POSTGRES = process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const children: ChildProcess[] = [];
let ctx: TestContext;
beforeAll(async () => {
  // A fresh, migrated database on the PostgreSQL server, whatever this pass's DATABASE_URL says.
  ctx = await createTestContext({ seed: false, databaseServer: POSTGRES });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await ctx.close();
});

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^[0-9]+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Waits for `check` (a worker starting under tsx on a loaded CI machine can take a while), then asserts it. */
async function eventually(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 600 && !check(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(check()).toBe(true);
}

describe('API_PROCESSES=2 on PostgreSQL with Redis', () => {
  // Three server starts under tsx (the primary and two workers, then a replacement): waited for, not timed.
  it('two workers serve; a dead one is replaced; SIGTERM stops them all', async () => {
    const server = await startServer(
      {
        API_PROCESSES: '2',
        DATABASE_URL: ctx.databaseUrl!,
        REDIS_URL,
        CACHE_KEY_PREFIX: `mall-test-processes-${process.pid}:`
      },
      children
    );
    // tsx runs the server entry in a node process of its own: that one is the cluster's primary.
    const [primary] = childrenOf(server.child.pid!);
    expect(primary).toBeDefined();
    expect(server.output()).toContain('API processes:   2');
    await eventually(() => childrenOf(primary!).length === 2);
    const health = async () => (await fetch(`${server.url}/api/etc/v1/public/health-check`)).status;
    expect(await Promise.all(Array.from({ length: 20 }, health))).toEqual(Array(20).fill(200));

    // Both listen (the banner waits for them): killing one leaves the other serving on the same port.
    const [dead] = childrenOf(primary!);
    process.kill(dead!, 'SIGKILL');
    await eventually(() => {
      const workers = childrenOf(primary!);
      return workers.length === 2 && !workers.includes(dead!);
    });
    expect(await Promise.all(Array.from({ length: 20 }, health))).toEqual(Array(20).fill(200));

    const workers = childrenOf(primary!);
    server.child.kill('SIGTERM');
    expect(await exitOf(server.child)).toBe(0);
    expect(workers.filter(exists)).toEqual([]);
  }, 120_000);
});

function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
