// Small helpers shared by the project scripts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Newest modification time of the given files and of any file below the given folders (0 when none exist). */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    if (!fs.statSync(dir).isDirectory()) {
      newest = Math.max(newest, fs.statSync(dir).mtimeMs);
      return;
    }
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  dirs.forEach((dir) => walk(path.join(root, dir)));
  return newest;
}

export function mtime(file) {
  const full = path.join(root, file);
  return fs.existsSync(full) ? fs.statSync(full).mtimeMs : 0;
}

/** Runs a command in the repository root, inheriting output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))
    );
  });
}

/** Builds the storefront, the staff console and the API bundle when their sources are newer than the output. */
export async function buildIfStale() {
  const webSources = newestMtime([
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/public',
    'packages/domain/src'
  ]);
  if (mtime('apps/web/dist/index.html') < webSources) {
    console.log('Building the storefront...');
    await run('npm', ['run', 'build', '-w', '@mall/web']);
  }
  const staffSources = newestMtime([
    'apps/staff/src',
    'apps/staff/index.html',
    'apps/staff/vite.config.ts',
    'packages/domain/src'
  ]);
  if (mtime('apps/staff/dist/index.html') < staffSources) {
    console.log('Building the staff console...');
    await run('npm', ['run', 'build', '-w', '@mall/staff']);
  }
  const apiSources = newestMtime(['apps/api/src', 'apps/api/seed', 'packages/domain/src']);
  if (mtime('apps/api/dist/server.js') < apiSources) {
    console.log('Building the API...');
    await run('node', ['scripts/build-api.mjs']);
  }
}

/** Resolves once `url` answers 2xx (a product starting up); throws after two minutes. */
export async function waitForOk(url) {
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

/**
 * Builds what is stale, then starts the built product as production would run it, on 127.0.0.1:`port` with a
 * throw-away DATA_DIR (`mall-<name>-*` in the temp folder) and `env` on top; resolves once it answers its health
 * check. `stop()` ends it and removes the data folder, unless `dataDir` was given (the caller's folder: a second
 * start on the same data, e.g. after changing it with the product stopped).
 */
export async function startBuiltProduct({ name, port, env = {}, dataDir: given }) {
  await buildIfStale();
  const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), `mall-${name}-`));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: base,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env
    },
    stdio: ['ignore', 'ignore', 'inherit']
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.on('exit', resolve) : resolve()));
    if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${base}/api/etc/v1/public/health-check`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, pid: server.pid, stop };
}

/**
 * User + system CPU time of a process and its children (the workers of API_PROCESSES) in ms. CPU per answer does not depend on what else the machine runs, unlike
 * req/s, so it is printed next to it (this bench runs on a 2-core machine shared with other work).
 */
export function cpuMs(pid) {
  const stat = (id) => fs.readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
  try {
    let ticks = 0;
    const own = stat(pid);
    ticks += Number(own[11]) + Number(own[12]); // utime + stime, in 1/100 s ticks
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^[0-9]+$/.test(entry)) continue;
      try {
        const fields = stat(entry);
        if (Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // The process ended between the listing and the read.
      }
    }
    return (ticks * 1000) / 100;
  } catch {
    return null;
  }
}
