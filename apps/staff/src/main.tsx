// First: the console is one bundle, and its schemas are built as their modules load (before this file's body).
import './no-eval';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ApiError } from './api';
import { currentLanguage } from './i18n';
import { createStaffRouter } from './router';
import './index.css';

document.documentElement.lang = currentLanguage();

// A session that ended (sign-out elsewhere, 30 idle minutes, 12 hours) sends the desk back to sign-in.
const onError = (error: Error) => {
  if (error instanceof ApiError && error.status === 401 && !location.pathname.endsWith('/login'))
    location.assign('/staff/login');
};
const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: true,
      // A refusal is an answer, not a network blip: no retry for it.
      retry: (count, error) => !(error instanceof ApiError) && count < 2
    }
  }
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createStaffRouter(queryClient)} />
    </QueryClientProvider>
  </StrictMode>
);
