import cluster, { type Worker } from 'node:cluster';

/** A worker dying more often than this within RESTART_WINDOW_MS is a fault to stop on, not a hiccup to replace. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
/** Workers drain for up to 15 s (server.ts); the primary waits a little longer before it gives up on them. */
const SHUTDOWN_GRACE_MS = 20_000;

/**
 * Keeps `count` API workers running under the cluster primary (docs/decisions/064). Worker 0 has the `jobs` role
 * (the recovery job and the expiry sweep run once, not once per process); a replacement keeps the role of the one
 * it replaces. On SIGTERM/SIGINT every worker is told to drain; the primary exits when all have.
 */
export function superviseWorkers(options: {
  count: number;
  roleEnv: string;
  onAllListening: (address: string) => void;
}) {
  const roles = new Map<Worker, 'jobs' | 'serve'>();
  const restarts: number[] = [];
  let stopping = false;
  // The banner once every first worker listens: until then a shopper (or a test) could reach only some of them.
  let waiting = options.count;

  const fork = (role: 'jobs' | 'serve') => {
    const worker = cluster.fork({ [options.roleEnv]: role });
    roles.set(worker, role);
    worker.once('listening', (address) => {
      if (waiting === 0 || (waiting -= 1) > 0) return;
      const host = address.address && address.address !== '::' ? address.address : '0.0.0.0';
      options.onAllListening(`http://${host.includes(':') ? `[${host}]` : host}:${address.port}`);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker) ?? 'serve';
    roles.delete(worker);
    if (stopping) {
      if (roles.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && now - restarts[0]! > RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS) {
      process.stderr.write(`API workers keep dying (${restarts.length} in a minute); stopping.\n`);
      stopAll('SIGTERM');
      process.exitCode = 1;
      return;
    }
    process.stderr.write(
      `API worker ${worker.process.pid} (${role}) ended (${signal ?? code}); starting another.\n`
    );
    fork(role);
  });

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (roles.size === 0) process.exit(process.exitCode ?? 0);
    for (const worker of roles.keys()) worker.process.kill(signal);
    setTimeout(() => {
      process.stderr.write('API workers did not stop in time; exiting.\n');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGTERM'));

  for (let index = 0; index < options.count; index += 1) fork(index === 0 ? 'jobs' : 'serve');
}
