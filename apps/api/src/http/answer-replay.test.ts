import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAnswerReplay } from './answer-replay.ts';
import { createJsonOnce } from './json-once.ts';

type Setup = { version: string | null; now: number; status: number; built: number };

/** A route like the catalogue's: its answer names how many times the handler built one. */
function routeWithReplay(setup: Setup): FastifyInstance {
  const app = Fastify();
  app.decorateRequest('language', 'ko-KR');
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = request.headers['accept-language'] === 'en-US' ? 'en-US' : 'ko-KR';
    done();
  });
  const replay = createAnswerReplay({
    versionNow: () => setup.version,
    headerNames: ['cache-control', 'vary'],
    ttlMs: 1000,
    now: () => setup.now
  });
  const send = createJsonOnce();
  app.get('/things', { onRequest: replay.replay }, async (request, reply) => {
    setup.built += 1;
    reply.code(setup.status).header('cache-control', 'public, max-age=60').header('vary', 'Accept-Language');
    return send(reply, { built: setup.built, language: request.language }, (body) =>
      replay.keep(request, reply, body)
    );
  });
  return app;
}

describe('createAnswerReplay', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });
  const get = (url = '/things?page=1', headers: Record<string, string> = {}) => app.inject({ url, headers });

  it("replays a guest's answer with its headers for the same address and language, until the version moves", async () => {
    const setup: Setup = { version: '1.0', now: 0, status: 200, built: 0 };
    app = routeWithReplay(setup);
    const first = await get();
    const again = await get();
    expect(again.body).toBe(first.body);
    expect(setup.built).toBe(1);
    expect(again.headers['cache-control']).toBe('public, max-age=60');
    expect(again.headers.vary).toBe('Accept-Language');
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');

    // Another address, another language: built anew.
    await get('/things?page=2');
    expect((await get('/things?page=1', { 'accept-language': 'en-US' })).json()).toMatchObject({
      data: { language: 'en-US' }
    });
    expect(setup.built).toBe(3);

    setup.version = '1.1';
    expect((await get()).json()).toMatchObject({ data: { built: 4 } });
    expect((await get()).json()).toMatchObject({ data: { built: 4 } });
  });

  it('never replays to, nor keeps from, a request with a token', async () => {
    const setup: Setup = { version: '1', now: 0, status: 200, built: 0 };
    app = routeWithReplay(setup);
    await get('/things', { authorization: 'Bearer member' });
    await get('/things', { authorization: 'Bearer member' });
    expect(setup.built).toBe(2);
    await get('/things');
    await get('/things', { authorization: 'Bearer member' });
    expect(setup.built).toBe(4);
  });

  it('takes the normal path while the version is not known, and keeps nothing then', async () => {
    const setup: Setup = { version: null, now: 0, status: 200, built: 0 };
    app = routeWithReplay(setup);
    await get();
    await get();
    expect(setup.built).toBe(2);
    setup.version = '1';
    await get();
    expect(setup.built).toBe(3);
  });

  it('keeps an answer for its time only, and never an error', async () => {
    const setup: Setup = { version: '1', now: 0, status: 404, built: 0 };
    app = routeWithReplay(setup);
    await get();
    await get();
    expect(setup.built).toBe(2);
    setup.status = 200;
    await get();
    await get();
    expect(setup.built).toBe(3);
    setup.now = 1000;
    await get();
    expect(setup.built).toBe(4);
  });
});
