import type { AutoshipChangeBody, AutoshipDetail } from '@mall/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLanguage } from '../../../shared/i18n/i18n';
import { autoshipKeys, changeAutoship, moveAutoship, type AutoshipMove } from './autoship-api';

/**
 * A subscription's writes: every one answers the whole subscription, which replaces the detail in the cache; the
 * list (status, next day, amount) is read again. `settle` does the same for a write made through the card password
 * entry (a card change), which is a plain call rather than a mutation so no cache keeps its digits.
 */
export function useAutoshipWrites(autoshipId: number) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const settle = useCallback(
    (detail: AutoshipDetail) => {
      queryClient.setQueryData(autoshipKeys.detail(autoshipId, language), detail);
      void queryClient.invalidateQueries({ queryKey: autoshipKeys.list(language) });
    },
    [queryClient, autoshipId, language]
  );
  const move = useMutation({
    mutationFn: (action: AutoshipMove) => moveAutoship(autoshipId, action),
    onSuccess: settle
  });
  const change = useMutation({
    mutationFn: (body: AutoshipChangeBody) => changeAutoship(autoshipId, body),
    onSuccess: settle
  });
  return { move, change, settle };
}
