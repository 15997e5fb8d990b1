import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes, createRoutes, type AppRoute } from '../../app/routes';
import { createQueryClient } from '../api/query-client';
import { i18n } from '../i18n/i18n';
import { DialogHost } from '../ui/dialog-host';

/** The whole storefront (shell + route table) in a memory router at `path`, as main.tsx wires it. */
export function renderApp(path: string, routes: readonly AppRoute[] = appRoutes) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient, routes), { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
        <DialogHost />
      </I18nextProvider>
    </QueryClientProvider>
  );
  return { ...result, router, queryClient };
}
