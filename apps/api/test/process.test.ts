import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiRoot = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(apiRoot, '../../node_modules/.bin/tsx');
const children: ChildProcess[] = [];

type Started = { child: ChildProcess; url: string; output: () => string };

/** Starts the real server entry on the embedded database in `dataDir`, resolving once it listens. */
function start(env: Record<string, string>): Promise<Started> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(tsx, ['src/server.ts'], {
    cwd: apiRoot,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1'), output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });
}

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
      const total = ((await (await fetch(`${first.url}/api/product/v1/public/products`)).json()) as { data: { totalSize: number } }).data.totalSize;
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
      const health = (await (await fetch(`${second.url}/api/etc/v1/public/health-check`)).json()) as { data: { database: string } };
      expect(health.data.database).toBe('UP');
      const again = (await (await fetch(`${second.url}/api/product/v1/public/products`)).json()) as { data: { totalSize: number } };
      expect(again.data.totalSize).toBe(total);
      second.child.kill('SIGTERM');
      expect(await exitOf(second.child)).toBe(0);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
