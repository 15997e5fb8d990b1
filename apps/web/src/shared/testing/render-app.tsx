import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../../app/more-routes';
import { createRoutes, type AppRoute } from '../../app/routes';
import { createQueryClient } from '../api/query-client';
import { DialogHost } from '../ui/dialog-host';

/** The whole storefront (shell + route table) in a memory router at `path`, as main.tsx wires it. */
export function renderApp(path: string, routes: readonly AppRoute[] = appRoutes) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient, routes), { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <DialogHost />
    </QueryClientProvider>
  );
  return { ...result, router, queryClient };
}
