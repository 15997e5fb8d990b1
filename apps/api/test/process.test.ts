import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { apiRoot, exitOf, repoRoot, serving, startServer, tsx } from './server-process.ts';

const children: ChildProcess[] = [];
const start = (env: Record<string, string>) => startServer(env, children);

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('stops at start-up naming a bad variable', async () => {
    const child = spawn(tsx, ['src/server.ts'], {
      cwd: apiRoot,
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe']
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exitOf(child)).toBe(78);
    expect(stderr).toContain('PORT');
  });

  it('answers requests made before SIGTERM, closes the data folder cleanly and keeps data across restarts', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mall-process-'));
    try {
      const first = await start({ DATA_DIR: dataDir });
      const inFlight = Array.from({ length: 10 }, () => fetch(`${first.url}/api/product/v1/public/products`));
      const total = (
        (await (await fetch(`${first.url}/api/product/v1/public/products`)).json()) as {
          data: { totalSize: number };
        }
      ).data.totalSize;
      first.child.kill('SIGTERM');
      const answers = await Promise.all(inFlight);
      expect(answers.every((response) => response.status === 200)).toBe(true);
      expect(await exitOf(first.child)).toBe(0);

      const second = await start({ DATA_DIR: dataDir });
      // A second process on the same embedded data folder is refused before it touches the files.
      const intruder = spawn(tsx, ['src/server.ts'], {
        cwd: apiRoot,
        env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe']
      });
      let refusal = '';
      intruder.stderr.on('data', (chunk: Buffer) => (refusal += chunk.toString()));
      expect(await exitOf(intruder)).toBe(1);
      expect(refusal).toContain('in use by process');
      const health = (await (await fetch(`${second.url}/api/etc/v1/public/health-check`)).json()) as {
        data: { database: string };
      };
      expect(health.data.database).toBe('UP');
      const again = (await (await fetch(`${second.url}/api/product/v1/public/products`)).json()) as {
        data: { totalSize: number };
      };
      expect(again.data.totalSize).toBe(total);
      second.child.kill('SIGTERM');
      expect(await exitOf(second.child)).toBe(0);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    // Two real servers, the first seeding the demo catalogue with its images: minutes on a loaded 2-core machine.
  }, 180_000);
});

/** Pids of every running process in process group `group` (Linux /proc). */
function groupMembers(group: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid pgrp ..."; comm may hold spaces, so split after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === group && state !== 'Z') members.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return members;
}

/** A port nothing listens on now: `npm start` names the shop's origin by its port, so it gets a real one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves true when `port` on 127.0.0.1 can be listened on again (nothing holds it). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms))
  );
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// The README's command, run the way a user runs it: npm is the pid a service manager or a `kill` signals.
describe('npm start', () => {
  let dataDir: string;
  const groups: number[] = [];

  // Whatever a failed case left running must not hold the data folder for the next one.
  afterEach(async () => {
    const left = groups.splice(0);
    for (const pid of left.flatMap(groupMembers)) process.kill(pid, 'SIGKILL');
    await vi.waitFor(() => expect(left.flatMap(groupMembers)).toEqual([]));
    // A killed orphan may stay a zombie (no init reaps it here), which still counts as the lock's live owner.
    if (left.length > 0) await fs.rm(path.join(dataDir, 'pgdata.lock'), { force: true });
  });
  afterAll(async () => {
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** `npm start` in its own process group on the embedded database in `dataDir`, resolved once it serves. */
  async function npmStart() {
    // As a user's shell would start it: no test database, no test mode (start.mjs defaults to production).
    const { DATABASE_URL: _database, REDIS_URL: _redis, NODE_ENV: _mode, ...inherited } = process.env;
    const child = spawn('npm', ['start'], {
      cwd: repoRoot,
      env: {
        ...inherited,
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true
    });
    groups.push(child.pid!);
    // The first start may build the storefront and the API (the journeys reuse that build).
    const { url, output } = await within(serving(child), 120_000, 'npm start did not serve');
    return { child, url, output, port: Number(new URL(url).port) };
  }

  it.each([
    ['SIGTERM', 'npm'],
    ['SIGINT', 'npm'],
    ['SIGINT', 'node']
  ] as const)(
    '%s to the %s pid drains requests, closes the database and ends every process',
    async (signal, target) => {
      dataDir ??= await fs.mkdtemp(path.join(os.tmpdir(), 'mall-npm-start-'));
      const { child, url, output, port } = await npmStart();
      const [server] = groupMembers(child.pid!).filter(
        (pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'node'
      );
      expect(server).toBeDefined();
      const inFlight = Array.from({ length: 10 }, () => fetch(`${url}/api/product/v1/public/products`));
      await fetch(`${url}/api/etc/v1/public/health-check`);
      process.kill(target === 'npm' ? child.pid! : server!, signal);
      expect((await Promise.all(inFlight)).map((response) => response.status)).toEqual(Array(10).fill(200));
      const code = await within(exitOf(child), 20_000, 'npm did not exit');
      // What the server printed says why it did not end cleanly (drain timeout, a failed close).
      expect(code, output()).toBe(0);
      // Nothing of the tree is left serving, the port is free and the embedded database was closed (its lock removed).
      await vi.waitFor(() => expect(groupMembers(child.pid!)).toEqual([]), { timeout: 5_000 });
      expect(await portIsFree(port)).toBe(true);
      await expect(fs.access(path.join(dataDir, 'pgdata.lock'))).rejects.toThrow();
    },
    150_000
  );
});
