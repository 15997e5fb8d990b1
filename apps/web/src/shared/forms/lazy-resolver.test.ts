import { describe, expect, it } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Form = { name: string };
const accept: Resolver<Form> = async (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Form>>[2];

describe('lazyResolver', () => {
  it('fetches the rules once, on prefetch or first use, and validates with them', async () => {
    let loads = 0;
    const rules = lazyResolver<Form>(async () => ((loads += 1), accept));
    expect(loads).toBe(0);
    rules.prefetch();
    const result = await rules.resolver({ name: 'a' }, undefined, options);
    await rules.resolver({ name: 'b' }, undefined, options);
    expect(result.values).toEqual({ name: 'a' });
    expect(loads).toBe(1);
  });

  it('a failed fetch is tried again on the next use', async () => {
    let loads = 0;
    const rules = lazyResolver<Form>(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return accept;
    });
    await expect(rules.resolver({ name: 'a' }, undefined, options)).rejects.toThrow('offline');
    expect((await rules.resolver({ name: 'a' }, undefined, options)).values).toEqual({ name: 'a' });
    expect(loads).toBe(2);
  });
});
