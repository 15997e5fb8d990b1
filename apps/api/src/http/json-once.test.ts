import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import * as z from 'zod';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createJsonOnce } from './json-once.ts';

describe('createJsonOnce', () => {
  it("sends an object through the route's schema once, then its bytes; another object is serialised anew", async () => {
    let reads = 0;
    const cached = { secret: 'not in the schema' } as { name?: string; secret: string };
    Object.defineProperty(cached, 'name', { enumerable: true, get: () => ((reads += 1), 'kept') });
    let current: object = cached;
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const send = createJsonOnce();
    app.get(
      '/x',
      { schema: { response: { 200: z.object({ data: z.object({ name: z.string() }) }) } } },
      async (_request, reply) => send(reply, current)
    );

    const first = await app.inject({ url: '/x' });
    const readsAfterFirst = reads;
    const second = await app.inject({ url: '/x' });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({ data: { name: 'kept' } });
    expect(second.body).toBe(first.body);
    expect(readsAfterFirst).toBeGreaterThan(0);
    expect(reads).toBe(readsAfterFirst);

    current = { name: 'another' };
    expect((await app.inject({ url: '/x' })).json()).toEqual({ data: { name: 'another' } });
    await app.close();
  });
});
