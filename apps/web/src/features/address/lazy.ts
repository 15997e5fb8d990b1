import { lazy } from 'react';
import { loadNamespace } from '../../shared/i18n/i18n';

/**
 * The address book's public surface: its dialogs as lazy components. Their chunk (react-hook-form, the zod
 * schemas) and the `address` texts load together on first open, so no screen that merely offers them —
 * my page now, checkout next — carries them in its own chunk.
 */
const withAddressTexts = <Module>(chunk: Promise<Module>) =>
  Promise.all([chunk, loadNamespace('address')]).then(([module]) => module);

export const AddressListDialog = lazy(() => withAddressTexts(import('./components/address-list-dialog')));

export const AddressFormDialog = lazy(() => withAddressTexts(import('./components/address-form-dialog')));

export type { AddressListDialogProps } from './components/address-list-dialog';
export type { AddressFormDialogProps } from './components/address-form-dialog';
