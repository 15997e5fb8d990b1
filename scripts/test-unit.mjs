// The unit and integration suites on both cores (docs/decisions/096): the API project's files run in a row in one
// worker, sharing the imported app (docs/decisions/046), while a second Vitest runs every other project beside it.
// Vitest's own default on two cores is one worker for everything. Each line is prefixed with its run's name;
// arguments (a file filter, `--reporter`) go to both runs.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { root } from './lib.mjs';

const extra = process.argv.slice(2);
const RUNS = [
  { name: 'api', projects: ['api'] },
  { name: 'app', projects: ['domain', 'web', 'staff', 'lint'] }
];

function start({ name, projects }) {
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), ...extra];
  // A filter that names files of one run only leaves the other with nothing to do, which is not a failure.
  if (extra.length > 0) args.push('--passWithNoTests');
  const began = Date.now();
  const child = spawn('npx', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr]
  ]) {
    readline.createInterface({ input: stream }).on('line', (line) => out.write(`${name} | ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ name, code: 1, error, seconds: 0 }));
    child.on('exit', (code, signal) =>
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - began) / 1000) })
    );
  });
}

const results = await Promise.all(RUNS.map(start));
for (const result of results)
  console.log(`${result.name}: ${result.code === 0 ? 'passed' : 'FAILED'} in ${result.seconds} s`);
process.exitCode = results.every((result) => result.code === 0) ? 0 : 1;
