import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { logout } from './logout';

/** Logout for a button: revoke, forget locally, go Home as a guest. `pending` guards a double click. */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout(queryClient);
      await navigate(paths.home());
    } finally {
      setPending(false);
    }
  }, [queryClient, navigate]);
  return { logout: run, pending };
}
