/**
 * The address book's public surface for data: the member's saved addresses (checkout picks its default).
 * The dialogs are in `lazy.ts`, so a screen that only reads the list does not carry them.
 */
export { addressListQueryOptions } from './api/address-book';
