import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@mall/domain';
import { errorAnswers, noStore, privateAnswer } from './route-kit.ts';

describe('the route kit', () => {
  it('errorAnswers gives each status the shop error shape', () => {
    expect(errorAnswers(400, 401, 429)).toEqual({
      400: ErrorBodySchema,
      401: ErrorBodySchema,
      429: ErrorBodySchema
    });
  });

  it("noStore and privateAnswer set the answer's cache policy", async () => {
    const app = Fastify();
    app.get('/code', async (_request, reply) => noStore(reply).send({ ok: true }));
    app.get('/mine', async (_request, reply) => privateAnswer(reply).send({ ok: true }));
    expect((await app.inject('/code')).headers['cache-control']).toBe('no-store');
    expect((await app.inject('/mine')).headers['cache-control']).toBe('private, no-store');
    await app.close();
  });
});
