import { describe, expect, it } from 'vitest';
import { validateWithoutEval } from './zod-config.ts';

/** This file must not import zod statically: zod probes for eval once, when its first object schema is built. */
describe('validateWithoutEval', () => {
  it('zod loaded after it builds and parses object schemas without ever constructing a Function', async () => {
    validateWithoutEval();
    const constructed: unknown[][] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args: unknown[]) {
        constructed.push(args);
        return Reflect.construct(target, args) as object;
      }
    });
    try {
      const z = await import('zod');
      expect(z.config().jitless).toBe(true);
      const schema = z.object({
        name: z.string().min(1),
        lines: z.array(z.object({ id: z.number().int() }))
      });
      for (let i = 0; i < 3; i += 1)
        expect(schema.parse({ name: 'a', lines: [{ id: i }] })).toEqual({ name: 'a', lines: [{ id: i }] });
      expect(schema.safeParse({ name: '', lines: [] }).success).toBe(false);
    } finally {
      globalThis.Function = original;
    }
    expect(constructed).toEqual([]);
  });
});
