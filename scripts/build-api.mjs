// Bundles the API (with packages/domain, which ships TypeScript source) into apps/api/dist/server.js.
// npm dependencies stay external and load from node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const apiPackage = JSON.parse(fs.readFileSync(path.join(root, 'apps/api/package.json'), 'utf8'));
const domainPackage = JSON.parse(fs.readFileSync(path.join(root, 'packages/domain/package.json'), 'utf8'));
const external = [
  ...Object.keys(apiPackage.dependencies ?? {}),
  ...Object.keys(domainPackage.dependencies ?? {})
];

await build({
  entryPoints: [path.join(root, 'apps/api/src/server.ts')],
  outfile: path.join(root, 'apps/api/dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning'
});
console.log('built apps/api/dist/server.js');
