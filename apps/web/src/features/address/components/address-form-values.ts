import { DEFAULT_PHONE_CODE, type Address, type AddressForm } from '@mall/domain';
import type { FieldPath } from 'react-hook-form';

/** The address form's values, as typed (the schema's input). */
export type Values = AddressForm;
export type Field = FieldPath<Values>;

export const EMPTY: Values = {
  addressName: '',
  lastName: '',
  firstName: '',
  mobileNumber: '',
  phoneCode: DEFAULT_PHONE_CODE,
  zipcode: '',
  address1: '',
  address2: '',
  state: '',
  city: '',
  addressDescription: '',
  defaultValue: false
};

/** EMPTY names every field: an API field refusal outside it is shown as a notice, not on an input. */
export const isField = (name: string): name is Field => Object.hasOwn(EMPTY, name);

/** A saved address as the form's values (the schema is strict: no id, no server-only flags). */
export function toValues(address: Address): Values {
  const { userAddressId: _id, fixedTermYn: _fixedTerm, ...values } = address;
  return values;
}

/** Pasted "010-1234-5678" is kept as the digits the API stores. */
export const mobileDigits = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s-]/g, '') : value;
