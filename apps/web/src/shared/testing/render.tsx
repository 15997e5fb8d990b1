import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/query-client';

/** Renders an element inside the providers it needs (query client, i18n, a router for links). */
export function renderWithProviders(
  element: ReactElement,
  options: { queryClient?: QueryClient; path?: string } = {}
) {
  const queryClient = options.queryClient ?? createQueryClient();
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [options.path ?? '/'] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return { ...result, queryClient, router };
}
