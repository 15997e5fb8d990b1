import { lazy, useState, type ComponentType } from 'react';

/** A dynamic import started once and shared; `loaded()` is its module once it has arrived. */
export type Once<M> = { (): Promise<M>; loaded(): M | undefined };

export function once<M>(load: () => Promise<M>): Once<M> {
  let started: Promise<M> | null = null;
  let value: M | undefined;
  const run = () =>
    (started ??= load().then(
      (module) => (value = module),
      (error: unknown) => {
        // A failure may be retried by the next caller.
        started = null;
        throw error;
      }
    ));
  return Object.assign(run, { loaded: () => value });
}

/**
 * A component from a lazily loaded module that renders at once when Home's loader has fetched the module
 * already. React.lazy alone suspends on its first render even then, and the section appearing a moment later
 * pushes everything below it down (ADR 059). Without the module it is an ordinary lazy component; the choice is
 * made once per mount, so a late arrival never swaps (and remounts) what is shown.
 */
export function preloaded<M, P extends object>(
  load: Once<M>,
  pick: (module: M) => ComponentType<P>
): ComponentType<P> {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function Preloaded(props: P) {
    const [Component] = useState<ComponentType<P>>(() => {
      const module = load.loaded();
      return module ? pick(module) : Lazy;
    });
    return <Component {...props} />;
  };
}
