import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, createCompressor, type Encoding } from '../src/http/compression.ts';
import { createTestContext, type TestContext } from './context.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ withWeb: true });
});
afterAll(async () => {
  await ctx.close();
});

const PRODUCTS = '/api/product/v1/public/products?pageSize=20';

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

async function get(url: string, acceptEncoding?: string) {
  return ctx.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }
  });
}

describe('answers compressed by Accept-Encoding (ADR 059)', () => {
  it('sends JSON as Brotli, gzip or plain, the same document each way', async () => {
    const plain = await get(PRODUCTS);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const br = await get(PRODUCTS, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decode('br', br.rawPayload))).toEqual(plain.json());
    const gz = await get(PRODUCTS, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode('gzip', gz.rawPayload))).toEqual(plain.json());
  });

  it('sends the storefront page compressed, keyed on language and encoding', async () => {
    const plain = await get('/');
    const br = await get('/', 'br;q=1.0, gzip;q=0.5');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Language, Accept-Encoding');
    expect(decode('br', br.rawPayload)).toBe(plain.body);
    const first = (await get(PRODUCTS)).json<{ data: { list: { productId: number }[] } }>().data.list[0]!;
    const gz = await get(`/product/detail/${first.productId}`, 'gzip');
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', gz.rawPayload)).toContain('<div id="root">');
  });

  it('respects a refused encoding and never compresses twice', async () => {
    expect((await get(PRODUCTS, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get(PRODUCTS, 'identity')).headers['content-encoding']).toBeUndefined();
    expect((await get(PRODUCTS, '*;q=0')).headers['content-encoding']).toBeUndefined();
    // The build's own Brotli copy goes out as it is, not compressed again.
    const asset = await get('/assets/app-abc123.js', 'br');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(decode('br', asset.rawPayload)).toBe('console.log(1)');
  });

  it('leaves small answers alone', async () => {
    const health = await get('/api/etc/v1/public/health-check', 'br');
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe('createCompressor', () => {
  it("compresses a kept answer's Buffer once per encoding; another Buffer (a per-request body) anew", async () => {
    const calls: string[] = [];
    const compress = createCompressor(async (body: Buffer, encoding: Encoding) => {
      calls.push(`${body.toString()}:${encoding}`);
      return Buffer.from(`${encoding}(${body.toString()})`);
    });
    const kept = Buffer.from('kept');
    expect((await compress(kept, 'br')).toString()).toBe('br(kept)');
    expect((await compress(kept, 'br')).toString()).toBe('br(kept)');
    expect((await compress(kept, 'gzip')).toString()).toBe('gzip(kept)');
    // Same bytes in other Buffers (as a string answer becomes each time): not the kept answer, compressed anew.
    await compress(Buffer.from('kept'), 'br');
    await compress(Buffer.from('kept'), 'br');
    expect(calls).toEqual(['kept:br', 'kept:gzip', 'kept:br', 'kept:br']);
  });

  it('a cached catalogue answer is sent compressed the same, again and again', async () => {
    const first = await get(PRODUCTS, 'br');
    const again = await get(PRODUCTS, 'br');
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(JSON.parse(decode('br', again.rawPayload))).toEqual((await get(PRODUCTS)).json());
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['deflate', null],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['x-gzip', 'gzip']
  ])('%j -> %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
