import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { i18n } from '../i18n/i18n';

/** Renders an element inside the providers it needs (query client, i18n, a router for links). */
export function renderWithProviders(
  element: ReactElement,
  options: { queryClient?: QueryClient; path?: string } = {}
) {
  const queryClient = options.queryClient ?? createQueryClient();
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [options.path ?? '/'] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>
  );
  return { ...result, queryClient, router };
}
