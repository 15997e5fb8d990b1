import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import config from '../../eslint.config.js';

const root = path.resolve(import.meta.dirname, '../..');

// The repo's configuration without the type-aware block (as boundaries.test.ts): the size rule is exactly
// that of `npm run lint`.
const withoutTypes = (config as Linter.Config[]).filter(
  (block) => !block.languageOptions?.parserOptions?.projectService
);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: withoutTypes });
});

/** A component of exactly `lines` lines, its body padded with `filler` lines. */
function component(lines: number, filler: (index: number) => string): string {
  const body = Array.from({ length: lines - 4 }, (_, index) => filler(index));
  return [
    'export function Probe() {',
    '  const parts: string[] = [];',
    ...body,
    '  return <p>{parts.join()}</p>;',
    '}',
    ''
  ].join('\n');
}
const code = (index: number) => `  parts.push('${index}');`;

async function sizeProblems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'max-lines-per-function')
    .map((message) => message.message);
}

describe('storefront component size (max-lines-per-function)', () => {
  const file = 'apps/web/src/features/home/components/probe.tsx';

  it('refuses a 201-line component and lets a 200-line one through', async () => {
    expect(await sizeProblems(file, component(201, code))).toEqual([
      "Function 'Probe' has too many lines (201). Maximum allowed is 200."
    ]);
    expect(await sizeProblems(file, component(200, code))).toEqual([]);
  });

  it('counts blank lines and comments too', async () => {
    const padded = (index: number) => (index % 2 === 0 ? '' : '  // why, not what');
    expect(await sizeProblems(file, component(201, padded))).toEqual([
      "Function 'Probe' has too many lines (201). Maximum allowed is 200."
    ]);
  });

  it('leaves tests alone', async () => {
    expect(
      await sizeProblems('apps/web/src/features/home/components/probe.test.tsx', component(300, code))
    ).toEqual([]);
  });
});
