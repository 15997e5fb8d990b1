import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { skeletonFile } from './src/app/skeleton/served-skeletons.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// The only place the dev server reads the environment: where /api and /media are proxied to.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * Writes a Brotli and a gzip copy next to each built script, style sheet and SVG, once at build time; the API
 * serves them with @fastify/static's `preCompressed` (ADR 027: Lighthouse's biggest saving on every page).
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(root, 'dist');
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const source = fs.readFileSync(file);
        if (source.length < 1024) continue; // not worth a second request header
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
      }
    }
  };
}

/**
 * The first paint before any JavaScript (ADR 059): index.html marks where #root's served content goes, and
 * `skeletons.json` holds the header and each entry screen's skeleton, which the API puts there per page.
 */
function servedSkeletons(): Plugin {
  return {
    name: 'served-skeletons',
    transformIndexHtml: (html) =>
      html.replace('<div id="root"></div>', '<div id="root"><!--app-skeleton--></div>'),
    generateBundle(_options, bundle) {
      if (this.environment.config.command !== 'build') return;
      const skeletons = skeletonFile();
      // A first visit to a screen outside the entry pages (the `page` skeleton) needs the route table's second
      // half before its own chunk (ADR 061): fetched with the entry script, not after it.
      const moreRoutes = Object.values(bundle).find(
        (chunk) => chunk.type === 'chunk' && /[\\/]app[\\/]more-routes\.tsx$/.test(chunk.facadeModuleId ?? '')
      );
      if (moreRoutes)
        skeletons.page = `<link rel="modulepreload" crossorigin href="/${moreRoutes.fileName}" />${skeletons.page}`;
      this.emitFile({ type: 'asset', fileName: 'skeletons.json', source: JSON.stringify(skeletons) });
    }
  };
}

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), servedSkeletons(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // scripts/check-budget.mjs reads it to sum the home route's first-load JavaScript.
    manifest: true,
    // Every browser the shop supports preloads modules itself (Safari from 17); the polyfill was 0.5 KB of
    // Home's first load for none of them (ADR 059).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The runtime libraries every page loads, as one chunk instead of several small shared ones
          // (~0.7 KB gzip less on Home's first load). Listed by name, so a library only a lazy screen
          // uses stays in that screen's chunk; so do TanStack Query's mutation hook and observer, which
          // only screens that write use (ADR 060), and its infinite-query hook and observer (the dive-in feed's).
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack(?![\\/](react-query[\\/]build[\\/]modern[\\/](useMutation|useInfiniteQuery|infiniteQueryOptions)|query-core[\\/]build[\\/]modern[\\/](mutationObserver|infiniteQueryObserver)))|use-sync-external-store)[\\/]/
            },
            {
              // The storefront's own modules Home's first load needs anyway (client, session, loaders and
              // the query options they prefetch with), as one chunk instead of a dozen tiny ones; not the uploads
              // with progress (api-upload, xhr-send), which only the planner's upload screens use. Screens'
              // own modules are not listed: they stay in their lazy chunks; so do `api/*-mutations` files
              // (writes only a lazy screen makes). A group takes a captured module's imports with it, so a
              // feature's `index.ts` (which Home's loaders import) re-exports only what Home's path needs; parts
              // of lazy screens go through the feature's `lazy.ts` (ADR 047).
              // Home's first slide and content links, and the content vocabulary, are shared by Home's chunk and
              // its lazy chunks: here they cost no chunk of their own. The shell (entry routes, header, bars) is
              // here too, not in the entry chunk: ~1 KB fewer names passed between two chunks. A group takes
              // every module its test matches, wherever imported from, so it lists only what Home loads: check
              // with a build without this group (ADR 061).
              name: 'app',
              test: /src[\\/](shared[\\/](api(?![\\/](error-dispatcher|api-upload|xhr-send))|config|session(?![\\/]use-logout)|storage(?![\\/](guest-cart-writes|order-data))|lib[\\/]format|ui[\\/](icons|message-screen|document-title|dialog-store))|features[\\/](catalogue|home|search|maintenance)[\\/](api(?![\\/][^\\/]*-mutations)|lib|routes[\\/][^\\/]*loader|components[\\/]product-(grid|card))|app[\\/](shell[\\/](mall-toggle|shell-loader|use-cart-count)|cart-merge-on-login)|features[\\/]cart[\\/]api[\\/]get-cart-badge|shared[\\/]cart[\\/]query-keys|features[\\/]home[\\/]components[\\/](banner-slide|content-link))|domain[\\/]src[\\/]content-rules|src[\\/]app[\\/](routes|router|providers|error-effects|shell[\\/](app-shell|header|header-search|bottom-nav|cart-link|language-menu|notification-bell|route-error-boundary|app-loading|use-typing-placeholder|use-focus-main-on-navigate)\.|skeleton[\\/]keep-focus)|src[\\/]shared[\\/]ui[\\/]dialog-host|features[\\/]maintenance[\\/]components[\\/]maintenance-gate/
            },
            {
              // The addresses of lazy screens kept beside paths.ts (returns, saved cards, autoship, inquiries): one chunk, since the
              // route table's second half imports them and Home's first load names each of its chunks (its preload list).
              name: 'lazy-paths',
              test: /src[\\/]shared[\\/](order[\\/](return|autoship)-paths|saved-cards[\\/]saved-card-paths|inquiry[\\/]inquiry-paths|shopper-lists[\\/]shopper-list-paths)\./
            },
            {
              // The wishlist's and restock alerts' parts the category, search and product pages and my page's lists
              // share (docs/decisions/091): one chunk, one name in the route chunks' preload lists Home carries.
              name: 'shopper-lists',
              test: /src[\\/](features[\\/]shopper-lists[\\/](index|api|lib|components)|features[\\/]catalogue[\\/]components[\\/]wishable-product-grid)/
            },
            {
              // The order rules and the small helpers the checkout, order and point screens share, and the photo
              // picker of returns and inquiries: one chunk for what those lazy screens have in common (each chunk
              // more is one more name in the entry's preload map, which Home loads).
              name: 'order-rules',
              test: /domain[\\/]src[\\/]order-rules|src[\\/]shared[\\/](lib[\\/](period|idempotency-key|photo-refusal)|ui[\\/]photo-picker)/
            }
          ]
        }
      }
    }
  },
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/media': { target: apiOrigin, changeOrigin: false },
      '/__sandbox': { target: apiOrigin, changeOrigin: false }
    }
  },
  preview: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/media': { target: apiOrigin, changeOrigin: false },
      '/__sandbox': { target: apiOrigin, changeOrigin: false }
    }
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/shared/testing/setup-tests.ts'],
    // Above the screen-state wait (asyncUtilTimeout, setup-tests.ts): a test fails on what it waited for, not on time.
    testTimeout: 30_000
  }
});
