import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { createRoutes } from './routes';

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
