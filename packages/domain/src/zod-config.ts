/**
 * Makes zod validate without compiling code (docs/decisions/043). Zod compiles a fast object parser with
 * `new Function`, and first probes whether it may when the first object schema is built; under the storefront's
 * `script-src 'self'` that probe is a `securitypolicyviolation` on every screen whose chunk builds a schema, though
 * zod swallows the error. Its `jitless` option skips both the probe and the compiled parser.
 *
 * The storefront calls this first thing, before any screen chunk loads; the API does not (no CSP applies to it,
 * and its answers keep the faster parser). It writes `jitless` into the configuration object zod keeps on
 * `globalThis.__zod_globalConfig` (zod adopts an existing one when it loads, so that every copy of zod shares it;
 * `z.config()` writes the same object) instead of calling `z.config`: importing zod's core module into the
 * storefront's entry would put that whole module (3.9 KB gzip) on Home's first load. zod-config.test.ts checks
 * that zod reads it.
 */
export function validateWithoutEval(): void {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}
