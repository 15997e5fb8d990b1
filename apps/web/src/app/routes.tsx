import type { QueryClient } from '@tanstack/react-query';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import {
  Navigate,
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject
} from 'react-router';
import { categoryListLoader, productDetailLoader } from '../features/catalogue/routes/loaders';
import { homeLoader } from '../features/home/routes/home-loader';
import { searchLoader } from '../features/search/routes/search-loader';
import { prefetchShellData } from './shell/shell-loader';
import { paths, routePatterns } from '../shared/config/paths';
import { loadMoreTexts, loadNamespace } from '../shared/i18n/i18n';
import type { Guard } from './guards/evaluate-guard';
import { AppLoading } from './shell/app-loading';
import { AppShell } from './shell/app-shell';
import { RootErrorBoundary, RouteErrorBoundary } from './shell/route-error-boundary';

/**
 * THE route table (SPEC §2), in two halves: the entry pages here, the rest in more-routes.tsx. Each screen is its own lazy chunk; its loader is imported statically so the
 * data requests start at navigation, in parallel with the chunk. Guards are data, applied in one place
 * (applyGuard) before the loader runs.
 */
export type AppRoute = {
  path: string | 'index';
  guard?: Guard;
  loader?: (queryClient: QueryClient) => LoaderFunction;
  screen?: () => Promise<ComponentType>;
  redirectTo?: string;
};

/**
 * The entry pages' routes (Home, the catalogue, a product, search, the cart): on the first load. The rest
 * are in more-routes.tsx, patched in at the first navigation that needs them (docs/decisions/061).
 */
export const entryRoutes: readonly AppRoute[] = [
  {
    path: 'index',
    loader: homeLoader,
    screen: () => import('../features/home/routes/home-route').then((m) => m.HomeRoute)
  },
  {
    path: routePatterns.productDetail,
    loader: productDetailLoader,
    screen: () =>
      Promise.all([
        import('../features/catalogue/routes/product-detail-route'),
        loadNamespace('product'),
        loadNamespace('cart')
      ]).then(([m]) => m.ProductDetailRoute)
  },
  {
    path: routePatterns.productList,
    loader: categoryListLoader,
    screen: () => import('../features/catalogue/routes/category-route').then((m) => m.CategoryRoute)
  },
  {
    path: routePatterns.search,
    loader: searchLoader,
    screen: () => import('../features/search/routes/search-route').then((m) => m.SearchRoute)
  },
  // SPEC §2 /cart?type=normal|autoship: guests and members, no guard. The loader is its own small
  // chunk fetched with the screen's (Home's first load stays within budget, docs/decisions/032).
  {
    path: routePatterns.cart,
    loader: (queryClient) => async (args) =>
      (await import('../features/cart/routes/cart-loader')).cartLoader(queryClient)(args),
    screen: () =>
      Promise.all([import('../features/cart/routes/cart-route'), loadNamespace('cart')]).then(
        ([m]) => m.CartRoute
      )
  }
];

/** SPEC §2: unknown paths go Home. */
export const catchAllRoute: AppRoute = { path: '*', redirectTo: paths.home() };

/** Whether the router has shown its first page (the shell) yet: one per router. */
export type Frame = { shown: boolean };

function FrameShown({ frame, children }: { frame: Frame; children: ReactNode }) {
  useEffect(() => {
    frame.shown = true;
  }, [frame]);
  return children;
}

function routeLoader(route: AppRoute, queryClient: QueryClient, frame: Frame): LoaderFunction | undefined {
  const { redirectTo, guard } = route;
  if (redirectTo !== undefined) return () => redirect(redirectTo);
  const data = route.loader?.(queryClient);
  if (!guard && !data) return undefined;
  return async (args: LoaderFunctionArgs) => {
    // The guards' code comes with the first guarded screen, not with Home (docs/decisions/060).
    if (guard) {
      const { applyGuard } = await import('./guards/apply-guard');
      const refused = await applyGuard(guard, args.request, { frameShown: frame.shown });
      if (refused) return refused;
    }
    return data ? data(args) : null;
  };
}

export function toRouteObject(
  route: AppRoute,
  queryClient: QueryClient,
  frame: Frame = { shown: true }
): RouteObject {
  const { redirectTo } = route;
  // Every screen but Home also needs the shell texts Home's first load leaves out (docs/decisions/060).
  const screen =
    route.screen && route.path !== 'index'
      ? () => Promise.all([route.screen!(), loadMoreTexts()]).then(([component]) => component)
      : route.screen;
  const common = {
    loader: routeLoader(route, queryClient, frame),
    errorElement: <RouteErrorBoundary />,
    handle: { guard: route.guard },
    lazy: screen ? { Component: screen } : undefined,
    // The loader redirects first; the element only covers a render without loaders.
    element: redirectTo !== undefined ? <Navigate to={redirectTo} replace /> : undefined
  };
  return route.path === 'index' ? { index: true, ...common } : { path: route.path, ...common };
}

export function createRoutes(
  queryClient: QueryClient,
  routes: readonly AppRoute[],
  frame: Frame = { shown: false }
): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: (
        <FrameShown frame={frame}>
          <AppShell />
        </FrameShown>
      ),
      HydrateFallback: AppLoading,
      errorElement: <RootErrorBoundary />,
      loader: () => prefetchShellData(queryClient),
      // Only the shell's own data; children revalidate themselves.
      shouldRevalidate: () => false,
      children: routes.map((route) => toRouteObject(route, queryClient, frame))
    }
  ];
}
