import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The API workspace (the server entry's cwd) and the repository root. */
export const apiRoot = path.resolve(import.meta.dirname, '..');
export const repoRoot = path.resolve(apiRoot, '../..');
export const tsx = path.resolve(repoRoot, 'node_modules/.bin/tsx');

export type Serving = { child: ChildProcess; url: string; output: () => string };

/** Resolves once a starting server prints where it runs ("running at …"); rejects when it exits first. */
export function serving(child: ChildProcess): Promise<Serving> {
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

/**
 * Starts the real server entry (`tsx src/server.ts`) on 127.0.0.1 and a free port with `env` on top of this
 * process's environment; the test's DATABASE_URL is not passed on (the embedded database in DATA_DIR) unless `env`
 * names one. `started` collects the child so the suite can kill what is left.
 */
export function startServer(env: Record<string, string>, started: ChildProcess[]): Promise<Serving> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(tsx, ['src/server.ts'], {
    cwd: apiRoot,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  });
  started.push(child);
  return serving(child);
}

/** The child's exit code once it has exited. */
export function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });
}
