import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.ts';
import { originOf, parseShell, type ShareService, type Skeletons } from '../modules/share/share.service.ts';
import { IMMUTABLE_MEDIA_FOLDERS } from '../modules/media/public-images.ts';
import { sendError } from './error-handler.ts';

/**
 * Media from MEDIA_DIR at /media, the built storefront at / with the SPA fallback. The fallback carries
 * the page's preview tags for Home, category and product links (docs/decisions/021).
 */
export function registerStaticFiles(app: FastifyInstance, config: Config, share: ShareService) {
  fs.mkdirSync(config.mediaDir, { recursive: true });
  const immutableMedia = IMMUTABLE_MEDIA_FOLDERS.map(
    (folder) => path.join(config.mediaDir, folder) + path.sep
  );
  app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      // Uploaded pictures get a new random name on every change: a year. Seeded media may be rewritten: a day.
      const immutable = immutableMedia.some((folder) => filePath.startsWith(folder));
      response.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400'
      );
    }
  });

  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build's .br / .gz copies (apps/web/vite.config.ts) for browsers that accept them.
      preCompressed: true,
      // Our own cache policy below; the default would overwrite it.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        // Hashed build assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers Brotli, gzip or plain bytes: shared caches must key on the encoding.
        response.setHeader('vary', 'Accept-Encoding');
      }
    });
  }
  registerStaffConsole(app, config);
  // Read and split once; each request only fills in its tags.
  const shell = hasWeb
    ? parseShell(fs.readFileSync(indexFile, 'utf8'), readSkeletons(config.webDistDir))
    : null;

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A sandbox path the configuration did not mount is not a storefront page either (a real deployment has none).
    // Not pages: media, sandboxes, and a build asset this build does not have (a tab opened before a deploy asks
    // for its old chunks: a 404 lets it reload, the page's HTML would only fail as a script).
    const notPage = ['/media/', '/__sandbox/', '/assets/'].some((prefix) => request.url.startsWith(prefix));
    if (shell && wantsPage && !notPage) {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      // A shopping link (`?referrer=`) opened as a page: the planner is kept in the shop-referrer cookie (ADR 075).
      // A failed look-up costs the cookie, never the page.
      await app.shopReferrerLink(request, reply).catch((error: unknown) => {
        request.log.error({ err: error }, 'shop referrer look-up failed');
      });
      // A catalogue failure costs the preview, never the page.
      const page = await share.page(pathname, request.language).catch((error: unknown) => {
        request.log.error({ err: error }, 'share preview failed');
        return { status: 200 as const, meta: null, skeleton: 'page' as const };
      });
      return reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language')
        .send(shell.render(request.language, page, originOf(request, config.publicOrigin)));
    }
    return sendError(request, reply, 'NOT_FOUND');
  });
}

/**
 * The build's per-page skeletons (apps/web/src/app/skeleton, ADR 059); none from an older or a test build,
 * and the page is served without one.
 */
function readSkeletons(webDistDir: string): Skeletons {
  const file = path.join(webDistDir, 'skeletons.json');
  if (!fs.existsSync(file)) return {};
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  );
}

/**
 * The staff console's build under /staff (docs/decisions/067), on routes of its own: its hashed assets for a
 * year, and its page for every other /staff path (the console routes itself). An asset not in this build is a
 * 404, not a page (a stale tab asking for an old build's chunk). Nothing when the console was not built.
 */
function registerStaffConsole(app: FastifyInstance, config: Config): void {
  const pageFile = path.join(config.staffDistDir, 'index.html');
  if (!fs.existsSync(pageFile)) return;
  const page = fs.readFileSync(pageFile, 'utf8');
  app.register(fastifyStatic, {
    root: path.join(config.staffDistDir, 'assets'),
    prefix: '/staff/assets/',
    // One route per built file: any other /staff/assets path reaches `serve` below.
    wildcard: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (response) => {
      response.setHeader('cache-control', 'public, max-age=31536000, immutable');
    }
  });
  const serve = async (request: FastifyRequest, reply: FastifyReply) =>
    request.url.startsWith('/staff/assets/')
      ? sendError(request, reply, 'NOT_FOUND')
      : reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  app.get('/staff', serve);
  app.get('/staff/*', serve);
}
