import {
  RETURN_PHOTO_EXTENSIONS,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_MAX_FILES,
  type DeliveryAddressInput,
  type ReturnPickup,
  type ReturnValidation
} from '@mall/domain';
import { formatDate } from '../../../shared/lib/format';
import type { ReturnDraft } from './return-draft';

export const PHOTO_MAX_MB = Math.round(RETURN_PHOTO_MAX_BYTES / (1024 * 1024));
export const PHOTO_ACCEPT = RETURN_PHOTO_EXTENSIONS.join(',');
const PHOTO_TYPES = ['image/jpeg', 'image/png'];

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

export type PhotoRefusal =
  | { code: 'ALT_FileError' }
  | { code: 'ALT_ImageValidation'; data: { maxMb: number } }
  | { code: 'RETURN_PHOTO_TOO_MANY'; data: { max: number } };

/** Why a chosen file cannot be attached (checked again by the server, by its bytes), or null. */
export function photoRefusal(file: File, alreadyAttached: number): PhotoRefusal | null {
  if (alreadyAttached >= RETURN_PHOTO_MAX_FILES)
    return { code: 'RETURN_PHOTO_TOO_MANY', data: { max: RETURN_PHOTO_MAX_FILES } };
  const name = file.name.toLowerCase();
  const extensionOk = RETURN_PHOTO_EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!extensionOk || (file.type !== '' && !PHOTO_TYPES.includes(file.type)))
    return { code: 'ALT_FileError' };
  if (file.size > RETURN_PHOTO_MAX_BYTES)
    return { code: 'ALT_ImageValidation', data: { maxMb: PHOTO_MAX_MB } };
  return null;
}

/** The last Seoul day a window is open: the API's deadline is the exclusive instant it closes. */
export function lastDayOf(deadline: string): string {
  const at = Date.parse(deadline);
  return Number.isNaN(at) ? '' : formatDate(new Date(at - 1).toISOString());
}
