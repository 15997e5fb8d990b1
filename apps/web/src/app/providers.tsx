import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { MaintenanceGate } from '../features/maintenance/components/maintenance-gate';
import { i18n } from '../shared/i18n/i18n';
import { DialogHost } from '../shared/ui/dialog-host';
import type { AppRouter } from './router';

export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MaintenanceGate>
          <RouterProvider router={router} />
        </MaintenanceGate>
        <DialogHost />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
