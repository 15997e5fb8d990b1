import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect } from 'react-router';
import { ApiError, ME_KEY, staffApi } from './api';
import { Layout } from './components/layout';
import { deskRoutes, firstScreen } from './desks';
import { AutoshipScreen } from './screens/autoship';
import { AutoshipChargesScreen } from './screens/autoship-charges';
import { AutoshipDetailScreen } from './screens/autoship-detail';
import { OrderDetailScreen } from './screens/order-detail';
import { OrdersScreen } from './screens/orders';
import { PickingListScreen } from './screens/picking-list';
import { PlannerDocumentDetailScreen } from './screens/planner-document-detail';
import { PlannerDocumentsScreen } from './screens/planner-documents';
import { ReturnDetailScreen } from './screens/return-detail';
import { ReturnsScreen } from './screens/returns';
import { SignInScreen } from './screens/sign-in';

/** The console's screens under /staff; every screen but sign-in needs a live staff session. */
export function createStaffRouter(queryClient: QueryClient) {
  const requireSession = async () => {
    try {
      return await queryClient.fetchQuery({ queryKey: ME_KEY, queryFn: staffApi.me, staleTime: 60_000 });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw redirect('/login');
      throw error;
    }
  };
  return createBrowserRouter(
    [
      { path: '/login', element: <SignInScreen /> },
      {
        path: '/',
        element: <Layout />,
        loader: requireSession,
        children: [
          { index: true, loader: async () => redirect(firstScreen((await requireSession()).permissions)) },
          { path: 'orders', element: <OrdersScreen /> },
          { path: 'orders/:id', element: <OrderDetailScreen /> },
          { path: 'picking', element: <PickingListScreen /> },
          { path: 'returns', element: <ReturnsScreen /> },
          { path: 'returns/:returnId', element: <ReturnDetailScreen /> },
          { path: 'autoship', element: <AutoshipScreen /> },
          { path: 'autoship/charges', element: <AutoshipChargesScreen /> },
          { path: 'autoship/:autoshipId', element: <AutoshipDetailScreen /> },
          { path: 'planner-documents', element: <PlannerDocumentsScreen /> },
          { path: 'planner-documents/:documentId', element: <PlannerDocumentDetailScreen /> },
          ...deskRoutes,
          { path: '*', loader: () => redirect('/orders') }
        ]
      }
    ],
    { basename: '/staff' }
  );
}
