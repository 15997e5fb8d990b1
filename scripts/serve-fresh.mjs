// Starts the built product on an emptied DATA_DIR (browser journeys and benches start from the seed).
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !path.resolve(dataDir).startsWith(path.join(root, '.tmp'))) {
  throw new Error('serve-fresh needs a DATA_DIR inside .tmp/ (it deletes it first)');
}
fs.rmSync(dataDir, { recursive: true, force: true });
process.chdir(root);
await import('../apps/api/dist/server.js');
