// The storefront's import zones and the rules that keep the code free of import cycles, for eslint.config.js.
// docs/decisions/047-boundaries-enforced-by-lint.md explains the rules; apps/web/README.md lists them.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const web = 'apps/web/src';
const featuresDir = `${web}/features`;

/**
 * Which features a feature may use, always through that feature's public surface (`index.ts`, or `lazy.ts`
 * for parts that load on demand) and never its inner files. Every feature not named here uses no other.
 * The table must stay acyclic: `assertAcyclic` below refuses the configuration otherwise.
 */
export const featureDependencies = {
  cart: ['catalogue'],
  // The product page's review section, loaded on demand through reviews/lazy.ts (docs/decisions/090), and the
  // wishlist hearts and restock button (docs/decisions/091, 092).
  catalogue: ['reviews', 'shopper-lists'],
  home: ['catalogue', 'personal-mall'],
  search: ['catalogue'],
  checkout: ['address', 'terms'],
  'easy-bag': ['catalogue'],
  'dive-in': ['catalogue'],
  autoship: ['address', 'terms'],
  signup: ['terms'],
  'become-planner': ['terms'],
  mypage: ['address'],
  'order-history': ['returns', 'address'],
  returns: ['address']
};

/** A feature's public surface, the only files of it another feature may import. */
const PUBLIC_SURFACE = ['index.ts', 'lazy.ts'];

/** Throws when the dependency table has a cycle (a ↔ b, or longer), naming it. */
export function assertAcyclic(dependencies) {
  const state = new Map();
  const visit = (feature, trail) => {
    if (state.get(feature) === 'done') return;
    if (state.get(feature) === 'open')
      throw new Error(`feature dependency cycle: ${[...trail, feature].join(' -> ')}`);
    state.set(feature, 'open');
    for (const next of dependencies[feature] ?? []) visit(next, [...trail, feature]);
    state.set(feature, 'done');
  };
  for (const feature of Object.keys(dependencies)) visit(feature, []);
}

export function listFeatures() {
  return fs
    .readdirSync(path.join(root, featuresDir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * `import-x/no-restricted-paths` zones. Production code: a feature imports its own folder, shared/ and the
 * public surface of the features the table names; shared/ imports neither features nor app/. Test code may
 * also reach the named features' `testing/` folders and app/ (to render the whole route table).
 */
export function storefrontZones({ tests }, dependencies = featureDependencies) {
  assertAcyclic(dependencies);
  const features = listFeatures();
  for (const [feature, used] of Object.entries(dependencies)) {
    for (const name of [feature, ...used]) {
      if (!features.includes(name))
        throw new Error(`feature dependency table names an unknown feature: ${name}`);
    }
  }
  const zones = features.map((feature) => {
    const used = dependencies[feature] ?? [];
    const surface = used.flatMap((name) =>
      [...PUBLIC_SURFACE, ...(tests ? ['testing'] : [])].map((file) => `./${name}/${file}`)
    );
    return {
      target: `${featuresDir}/${feature}`,
      from: featuresDir,
      except: [`./${feature}`, ...surface],
      message:
        used.length > 0
          ? `features/${feature} may use only ${used.map((name) => `features/${name}/{${PUBLIC_SURFACE.join(',')}}`).join(', ')} of other features (scripts/lint/boundaries.mjs, ADR 047)`
          : `features/${feature} imports no other feature: move the shared piece to shared/ or compose in app/ (ADR 047)`
    };
  });
  if (!tests) {
    zones.push({
      target: featuresDir,
      from: `${web}/app`,
      message: 'features do not import app/: app/ composes features (ADR 047)'
    });
  }
  zones.push({
    target: `${web}/shared`,
    from: [featuresDir, ...(tests ? [] : [`${web}/app`])],
    message: 'shared/ imports no feature and not app/ (ADR 047)'
  });
  return zones;
}
