import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose validation code (zod and the domain's schema, ~40 KB gzip) is fetched on first use
 * rather than with the screen, so a screen whose first paint is a form does not wait on it. `prefetch`
 * starts the fetch early (the form's first focus), so the first submit rarely waits.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const resolver: Resolver<T> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return {
    resolver,
    prefetch: () => {
      void loaded().catch(() => undefined);
    }
  };
}
