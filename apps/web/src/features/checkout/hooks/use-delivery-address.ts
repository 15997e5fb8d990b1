import { toDeliveryAddress, type Address, type DeliveryAddressInput } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { addressListQueryOptions } from '../../address';
import type { CheckoutChoices } from '../lib/payment-state';

/** The chosen address: the saved choice, else the member's book's default (a derived value, not copied state). */
export function useDeliveryAddress(guest: boolean, choices: CheckoutChoices) {
  const addresses = useQuery({ ...addressListQueryOptions(), enabled: !guest });
  const book: Address[] = addresses.data ?? [];
  const defaultEntry = book.find((address) => address.defaultValue) ?? book[0];
  const chosenId = choices.address ? choices.userAddressId : (defaultEntry?.userAddressId ?? null);
  const chosen: DeliveryAddressInput | null =
    choices.address ?? (defaultEntry ? toDeliveryAddress(defaultEntry) : null);
  return { book, bookLoaded: addresses.isSuccess, chosenId, chosen };
}
