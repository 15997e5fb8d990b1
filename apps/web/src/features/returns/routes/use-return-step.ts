import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { validateQueryOptions } from '../api/return-queries';
import { useReturnDraft } from '../lib/return-draft';
import { useReturnClient } from '../lib/use-return-client';

/**
 * What every return step starts from: the order in the address, the calls (member or guest), the validation
 * (lines, windows, suggested pickup; one answer shared by the three steps) and the draft in memory.
 */
export function useReturnStep() {
  const orderNumber = (useParams().orderNumber ?? '').trim();
  const client = useReturnClient(orderNumber);
  const validation = useQuery({ ...validateQueryOptions(client, orderNumber), enabled: orderNumber !== '' });
  const draft = useReturnDraft(orderNumber);
  /** Where "back" leads: the member's order, or the guest lookup (the guest's order is shown there). */
  const orderPath = client.kind === 'guest' ? paths.guestOrderLookup() : paths.orderDetail(orderNumber);
  return { orderNumber, client, validation, draft, orderPath };
}
