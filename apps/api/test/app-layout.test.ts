import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The layout ADR 048 keeps: a short buildApp, shared route and sandbox kits instead of copies. */
const src = path.join(import.meta.dirname, '../src');
const files = (dir: string): string[] =>
  fs.readdirSync(path.join(src, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    return entry.isDirectory()
      ? files(relative)
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [relative]
        : [];
  });
const read = (file: string) => fs.readFileSync(path.join(src, file), 'utf8');

describe('the API layout', () => {
  it('app.ts is a table of contents: no module or provider is wired there', () => {
    const app = read('app.ts');
    const imports = [...app.matchAll(/^import (?!type )[^;]* from '(\.[^']+)'/gm)].map((match) => match[1]!);
    expect(
      imports.filter((name) => /\/modules\/[\w-]+\/[\w-]+\.(routes|service|repository)\.ts$/.test(name))
    ).toEqual(['./modules/system/system.routes.ts']);
    expect(
      imports.filter((name) => /\/providers\/[\w-]+\//.test(name) && !name.endsWith('payment-provider.ts'))
    ).toEqual([]);
    expect(app.split('\n').length).toBeLessThan(150);
  });

  it('route files take their error answers and cache policies from the route kit', () => {
    const routes = files('modules').filter((file) => file.endsWith('.routes.ts'));
    const copies = routes.filter((file) =>
      /ErrorBodySchema|'(private, )?no-store'|function privateAnswer/.test(read(file))
    );
    expect(copies).toEqual([]);
  });

  it('providers set no-store through the route kit too', () => {
    expect(
      files('providers').filter((file) => /'cache-control', '(private, )?no-store'/.test(read(file)))
    ).toEqual([]);
  });

  it('sandboxes write their pages through the sandbox page kit', () => {
    const shells = files('providers').filter(
      (file) => file !== 'providers/sandbox-page.ts' && /<!doctype html>/i.test(read(file))
    );
    expect(shells).toEqual([]);
  });
});
