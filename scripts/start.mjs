// `npm start`: build what is stale, then run the product as ONE process (storefront + API).
import { buildIfStale, root } from './lib.mjs';

await buildIfStale();
process.env.NODE_ENV ??= 'production';
process.chdir(root);
await import('../apps/api/dist/server.js');
