// `npm start`: build what is stale, then run the product as ONE process (storefront + API).
import cluster from 'node:cluster';
import { buildIfStale, root } from './lib.mjs';

// A worker of API_PROCESSES (docs/decisions/064) runs this file again: the primary has built already.
if (cluster.isPrimary) await buildIfStale();
process.env.NODE_ENV ??= 'production';
// Production needs the shop's public origin (links in sitemap.xml and share previews). The demo on this
// machine gets its local address; a deployment with APP_MODE=production must set it (the API refuses to start).
if (!process.env.PUBLIC_ORIGIN && process.env.APP_MODE !== 'production') {
  process.env.PUBLIC_ORIGIN = `http://localhost:${process.env.PORT || 3000}`;
  console.log(
    `PUBLIC_ORIGIN not set: using ${process.env.PUBLIC_ORIGIN} (set it to the address shoppers use)`
  );
}
process.chdir(root);
await import('../apps/api/dist/server.js');
