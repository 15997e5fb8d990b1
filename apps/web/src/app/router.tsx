import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import type * as MoreRoutes from './more-routes';
import { catchAllRoute, createRoutes, entryRoutes, toRouteObject, type Frame } from './routes';

/** The entry routes an address can match by a parameter or by name (not Home, not the catch-all). */
const entryPatterns = new Set(entryRoutes.map((route) => route.path).filter((path) => path !== 'index'));

/**
 * The storefront's router: the entry pages' routes at start, the rest (more-routes.tsx) patched in under the
 * shell by the first navigation that needs them, a first visit to such an address included (docs/decisions/061).
 */
export function createAppRouter(queryClient: QueryClient) {
  const frame: Frame = { shown: false };
  let moreRoutes: Promise<typeof MoreRoutes> | null = null;
  let patched = false;
  return createBrowserRouter(createRoutes(queryClient, [...entryRoutes, catchAllRoute], frame), {
    async patchRoutesOnNavigation({ patch, signal, matches }) {
      if (patched) return;
      // React Router also asks when an entry route matched by a parameter (a product, a category), in case a
      // route not yet known would outrank it. None does (router.test.tsx): such a first visit does not wait
      // for the second half.
      const leaf = matches[matches.length - 1]?.route.path;
      if (leaf !== undefined && entryPatterns.has(leaf)) return;
      // A failed fetch (offline) is tried again by the next navigation, not remembered.
      const module = await (moreRoutes ??= import('./more-routes').catch((error: unknown) => {
        moreRoutes = null;
        throw error;
      }));
      // An abandoned navigation does not patch: the next one does.
      if (patched || signal.aborted) return;
      patch(
        'root',
        module.moreRoutes.map((route) => toRouteObject(route, queryClient, frame))
      );
      patched = true;
    }
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
