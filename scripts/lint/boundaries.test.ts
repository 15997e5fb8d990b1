import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import config from '../../eslint.config.js';
import { assertAcyclic } from './boundaries.mjs';

const root = path.resolve(import.meta.dirname, '../..');

// The repo's own configuration without the type-aware block (its rules need a program per tsconfig, which
// takes long and is not what this file checks): the zones and the cycle rule are exactly those of `npm run lint`.
const withoutTypes = (config as Linter.Config[]).filter(
  (block) => !block.languageOptions?.parserOptions?.projectService
);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: withoutTypes });
});

/** The boundary and cycle messages ESLint reports for `code` as if it were the file at `file`. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter(
      (message) => message.ruleId === 'import-x/no-restricted-paths' || message.ruleId === 'import-x/no-cycle'
    )
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('storefront import zones', () => {
  it('refuses a feature reaching into a feature it does not use', async () => {
    const found = await problems(
      'apps/web/src/features/home/components/probe.ts',
      "import { cartKeys } from '../../../shared/cart/query-keys';\nimport { useMemberCart } from '../../cart/api/get-cart';\nexport const probe = [cartKeys, useMemberCart];\n"
    );
    expect(found).toEqual([
      expect.stringMatching(/no-restricted-paths: .*features\/home may use only features\/catalogue/)
    ]);
  });

  it('refuses the inner files of a feature it uses, and lets its public surface through', async () => {
    const found = await problems(
      'apps/web/src/features/search/probe.ts',
      "import { ProductGrid } from '../catalogue';\nimport { SortSelect } from '../catalogue/lazy';\nimport { productKeys } from '../catalogue/api/query-keys';\nexport const probe = [ProductGrid, SortSelect, productKeys];\n"
    );
    expect(found).toEqual([
      expect.stringMatching(/no-restricted-paths: Unexpected path "\.\.\/catalogue\/api\/query-keys"/)
    ]);
  });

  it('keeps the catalogue free of other features but reviews and shopper lists (the old cart cycle)', async () => {
    const found = await problems(
      'apps/web/src/features/catalogue/components/probe.tsx',
      "import { useMemberCart } from '../../cart/api/get-cart';\nexport const probe = useMemberCart;\n"
    );
    expect(found).toEqual([
      expect.stringMatching(
        /features\/catalogue may use only features\/reviews\/.*, features\/shopper-lists\//
      )
    ]);
  });

  it('keeps shared/ free of features and app/, and features free of app/', async () => {
    expect(
      await problems(
        'apps/web/src/shared/lib/probe.ts',
        "import { ProductGrid } from '../../features/catalogue';\nexport const probe = ProductGrid;\n"
      )
    ).toEqual([expect.stringMatching(/shared\/ imports no feature/)]);
    expect(
      await problems(
        'apps/web/src/features/cart/probe.ts',
        "import { createRoutes } from '../../app/routes';\nexport const probe = createRoutes;\n"
      )
    ).toEqual([expect.stringMatching(/features do not import app\//)]);
  });
});

describe('import cycles', () => {
  it('refuses a cycle in the storefront', async () => {
    // get-product.ts imports query-keys.ts; a query-keys.ts importing get-product.ts closes the loop.
    const found = await problems(
      'apps/web/src/features/catalogue/api/query-keys.ts',
      "import { productQueryOptions } from './get-product';\nexport const productKeys = { all: ['product'] as const, probe: productQueryOptions };\n"
    );
    expect(found).toEqual([expect.stringMatching(/no-cycle/)]);
  });

  it('refuses a cycle in the API', async () => {
    const found = await problems(
      'apps/api/src/modules/cart/cart.repository.ts',
      "import { createCartService } from './cart.service.ts';\nexport const createCartRepository = () => createCartService;\n"
    );
    expect(found).toEqual([expect.stringMatching(/no-cycle/)]);
  });
});

describe('the feature dependency table', () => {
  it('may not have a cycle', () => {
    expect(() => assertAcyclic({ cart: ['catalogue'], catalogue: ['search'], search: ['cart'] })).toThrow(
      'feature dependency cycle: cart -> catalogue -> search -> cart'
    );
    expect(() => assertAcyclic({ cart: ['catalogue'], search: ['catalogue'] })).not.toThrow();
  });
});
