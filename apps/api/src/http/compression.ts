import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { memoize } from '../lib/memo.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this a compressed answer saves less than its headers and the CPU cost (ADR 059). */
export const MIN_COMPRESS_BYTES = 1024;

/** Texts worth compressing: pages, JSON, scripts, style sheets, SVG and XML. Images and PDFs already are. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|problem\+json|[a-z.+-]+\+json)|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from Accept-Encoding: Brotli before gzip (smaller at the same speed for our
 * texts), neither when the browser gives both q=0 or names neither (`*` stands for any not named).
 */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) =>
    weights.get(name) ?? (name === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

function addVary(reply: FastifyReply, name: string) {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === name.toLowerCase())) return;
  reply.header('vary', [...list, name].join(', '));
}

/**
 * Brotli or gzip, by Accept-Encoding, for every answer the API builds in memory: the storefront's HTML
 * shell and every JSON answer (ADR 059). Streams pass untouched: file downloads and the built assets
 * (already Brotli/gzip on disk, @fastify/static `preCompressed`), and any event stream, which must reach
 * the browser as it is written. An answer that already carries Content-Encoding, or says `no-transform`,
 * is left alone too.
 */
export function registerCompression(app: FastifyInstance) {
  // Browsers send a handful of distinct headers (the same memo as the language's, ADR 028).
  const encodingOf = memoize((header: string | undefined) => chooseEncoding(header) ?? 'identity', 64);
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding'))
      return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE.test(type) || /text\/event-stream/i.test(type)) return payload;
    if (/no-transform/i.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    // Whether or not this answer is compressed, the next one to another browser may be: caches must key on it.
    if (body.length < MIN_COMPRESS_BYTES) return payload;
    addVary(reply, 'Accept-Encoding');
    const encoding = encodingOf(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    const compressed =
      encoding === 'br'
        ? // Quality 5: most of 11's gain at a fraction of its time, for answers made per request.
          await brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length
            }
          })
        : await gzip(body, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
