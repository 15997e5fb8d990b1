import {
  RETURN_PHOTO_MAX_BYTES,
  type DeliveryAddressInput,
  type ReturnPickup,
  type ReturnValidation
} from '@mall/domain';
import { megabytes } from '../../../shared/lib/photo-refusal';
import { formatDate } from '../../../shared/lib/format';
import type { ReturnDraft } from './return-draft';

export const PHOTO_MAX_MB = megabytes(RETURN_PHOTO_MAX_BYTES);

/** The lines of the request, in the order's line order: chosen ones with their quantity. */
export function requestLines(draft: Pick<ReturnDraft, 'quantities'>) {
  return Object.entries(draft.quantities)
    .map(([lineId, quantity]) => ({ salesOrderLineId: Number(lineId), quantity }))
    .filter((line) => line.quantity > 0);
}

/**
 * The order's stored receiver as the typed pickup the request sends: the name split into family and given name
 * (the last word after a space, else the first character, as Korean names are written).
 */
export function pickupInput(pickup: ReturnPickup): DeliveryAddressInput {
  const name = pickup.receiverName.trim();
  const space = name.lastIndexOf(' ');
  const [lastName, firstName] =
    space > 0 ? [name.slice(space + 1), name.slice(0, space)] : [name.slice(0, 1), name.slice(1)];
  return {
    lastName,
    firstName,
    mobileNumber: pickup.mobileNumber,
    zipcode: pickup.zipcode,
    address1: pickup.address1,
    address2: pickup.address2,
    addressDescription: ''
  };
}

/** The pickup the draft sends: the one typed, else the order's address as the validation suggests it. */
export const pickupOf = (
  draft: Pick<ReturnDraft, 'pickup'>,
  validation: ReturnValidation
): DeliveryAddressInput => draft.pickup ?? pickupInput(validation.pickup);

/** The last Seoul day a window is open: the API's deadline is the exclusive instant it closes. */
export function lastDayOf(deadline: string): string {
  const at = Date.parse(deadline);
  return Number.isNaN(at) ? '' : formatDate(new Date(at - 1).toISOString());
}
