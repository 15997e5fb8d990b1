import { vi } from 'vitest';

/**
 * jsdom has no matchMedia: this stands in for it with a viewport `width` px wide (removed again by
 * `vi.unstubAllGlobals` after each test). Understands the `(max-width: …)` and `(min-width: …)` queries the
 * storefront asks; any other query does not match.
 */
export function installViewportWidth(width: number) {
  const matches = (query: string) => {
    const max = /\(max-width:\s*([\d.]+)px\)/.exec(query);
    if (max) return width <= Number(max[1]);
    const min = /\(min-width:\s*([\d.]+)px\)/.exec(query);
    if (min) return width >= Number(min[1]);
    return false;
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false
  }));
}
