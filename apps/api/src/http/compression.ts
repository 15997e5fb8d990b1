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
  const text = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (text.trim() === '') {
    reply.header('vary', name);
    return;
  }
  const names = text.toLowerCase().split(',');
  if (names.some((v) => v.trim() === '*' || v.trim() === name.toLowerCase())) return;
  reply.header('vary', `${text}, ${name}`);
}

const compressBody = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? // Quality 5: most of 11's gain at a fraction of its time, for answers made per request.
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length
        }
      })
    : gzip(body, { level: 6 });

/**
 * Brotli quality 5 or gzip level 6 of a body, kept next to the body's Buffer (weakly): the cached answers
 * (json-once, the guest answer replay) send the very same Buffer each time, so browsers' catalogue reads cost no
 * compression after the first; a body made per request is a new Buffer, and its result goes with it.
 */
export function createCompressor(compress = compressBody) {
  const kept = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();
  /** The kept result as it is (no promise on the hot path), else the compression under way. */
  return (body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> => {
    let variants = kept.get(body);
    if (!variants) kept.set(body, (variants = {}));
    const store = variants;
    return store[encoding] ?? compress(body, encoding).then((compressed) => (store[encoding] = compressed));
  };
}

/** The answer's bytes when it is one to compress: built in memory, a compressible type, 1 KB or more. */
function compressibleBody(reply: FastifyReply, payload: unknown): Buffer | null {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding'))
    return null;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type) || /text\/event-stream/i.test(type)) return null;
  if (/no-transform/i.test(String(reply.getHeader('cache-control') ?? ''))) return null;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  return body.length < MIN_COMPRESS_BYTES ? null : body;
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
  const compress = createCompressor();
  // A callback hook: most answers leave it without a promise (ADR 072).
  app.addHook('onSend', (request, reply, payload, done) => {
    const body = compressibleBody(reply, payload);
    if (!body) return done(null, payload);
    // Whether or not this answer is compressed, the next one to another browser may be: caches must key on it.
    addVary(reply, 'Accept-Encoding');
    const encoding = encodingOf(request.headers['accept-encoding']);
    if (encoding === 'identity') return done(null, payload);
    const send = (compressed: Buffer) => {
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, compressed);
    };
    const compressed = compress(body, encoding);
    if (Buffer.isBuffer(compressed)) return send(compressed);
    compressed.then(send, (error: Error) => done(error));
  });
}
