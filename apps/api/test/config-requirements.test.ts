import { describe, expect, it } from 'vitest';
import { EnvSchema, loadConfig } from '../src/config.ts';
import { PROVIDER_REQUIREMENTS, productionProblems } from '../src/config-requirements.ts';
import { PRODUCTION_ENV, SANDBOX_SETTINGS } from './production-env.ts';

const known = new Set(Object.keys(EnvSchema.shape));
const names = (required: string | { name: string; or: string }) =>
  typeof required === 'string' ? [required] : [required.name, required.or];

describe('the provider requirements table', () => {
  it('names only variables the environment schema knows', () => {
    const named = PROVIDER_REQUIREMENTS.flatMap((provider) => [
      provider.variable,
      ...(provider.real?.required ?? []).flatMap(names)
    ]);
    expect(named.filter((name) => !known.has(name))).toEqual([]);
  });

  it('is what loadConfig enforces: each real mode without one of its variables is refused, naming it', () => {
    for (const provider of PROVIDER_REQUIREMENTS) {
      for (const required of provider.real?.required ?? []) {
        const env = { ...PRODUCTION_ENV };
        for (const name of names(required)) delete env[name];
        const first = names(required)[0]!;
        expect(() => loadConfig(env), `${provider.variable} without ${first}`).toThrow(
          new RegExp(
            `^Invalid configuration:\\n  - ${first}: required (\\(or \\w+\\) )?when ${provider.real!.when.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`
          )
        );
      }
    }
    expect(() => loadConfig(PRODUCTION_ENV)).not.toThrow();
  });

  it('lists every sandbox a production shop may not run, in the order the table gives', () => {
    const sandboxes = SANDBOX_SETTINGS.filter((setting) => !('SEED_DEMO' in setting));
    const everySandbox: Record<string, string> = Object.assign({ ...PRODUCTION_ENV }, ...sandboxes);
    for (const [name, value] of Object.entries(everySandbox)) if (value === '') delete everySandbox[name];
    const problems = productionProblems(everySandbox);
    expect(problems.map((problem) => problem.split(':', 1)[0])).toEqual(
      PROVIDER_REQUIREMENTS.map((provider) => provider.variable)
    );
    expect(() => loadConfig({ ...everySandbox })).toThrow(
      `Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`
    );
  });
});
