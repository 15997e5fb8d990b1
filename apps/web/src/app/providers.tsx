import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { MaintenanceGate } from '../features/maintenance/components/maintenance-gate';
import { DialogHost } from '../shared/ui/dialog-host';
import type { AppRouter } from './router';

export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MaintenanceGate>
        <RouterProvider router={router} />
      </MaintenanceGate>
      <DialogHost />
    </QueryClientProvider>
  );
}
