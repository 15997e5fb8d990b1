import * as z from 'zod';
import { MobileSchema } from './account-schemas.ts';
import { plainText } from './inputs.ts';
import { YnSchema } from './catalogue.ts';

/**
 * The delivery address book (SPEC §3 Address, §5 address rules, §7 /member/v1/users/address). The same
 * schema checks the dialog in the browser and the body on the server; messages are the spec's keys.
 */
export const MAX_ADDRESSES = 10;
export const ADDRESS_NAME_MAX = 20;
export const ADDRESS_PERSON_NAME_MAX = 20;
export const ADDRESS_LINE_MAX = 225;
export const ADDRESS_DESCRIPTION_MAX = 100;
export const DEFAULT_PHONE_CODE = '82';

const required = (max: number, key: string) => plainText(1000).pipe(z.string().min(1, key).max(max, key));

export const AddressInputSchema = z
  .object({
    /** The address's nickname (집, 회사). */
    addressName: required(ADDRESS_NAME_MAX, 'ADR_ErrorText1'),
    lastName: required(ADDRESS_PERSON_NAME_MAX, 'ADR_ErrorText2'),
    firstName: required(ADDRESS_PERSON_NAME_MAX, 'ADR_ErrorText3'),
    mobileNumber: MobileSchema,
    phoneCode: z
      .string()
      .trim()
      .regex(/^[0-9]{1,4}$/, 'VA_NumberOnly')
      .default(DEFAULT_PHONE_CODE),
    /** 5-digit postcode from the address search. */
    zipcode: z
      .string()
      .trim()
      .regex(/^[0-9]{5}$/, 'CMM_ErrorText_8'),
    /** The searched road address. */
    address1: required(ADDRESS_LINE_MAX, 'CMM_ErrorText_8'),
    /** Detail typed by the person (동·호수). */
    address2: plainText(1000).pipe(z.string().max(ADDRESS_LINE_MAX, 'ADR_Address2Length')).default(''),
    /** 시도 and 시군구 of the searched address. */
    state: plainText(50).default(''),
    city: plainText(50).default(''),
    /** A note for the courier (공동현관 비밀번호, 부재 시 경비실). */
    addressDescription: plainText(1000)
      .pipe(z.string().max(ADDRESS_DESCRIPTION_MAX, 'ADR_DescriptionLength'))
      .default(''),
    /** Make this the default address (the first address always is). */
    defaultValue: z.boolean().default(false)
  })
  .strict();
export type AddressInput = z.infer<typeof AddressInputSchema>;
/** What the form holds before parsing (defaults not yet applied). */
export type AddressForm = z.input<typeof AddressInputSchema>;

export const AddressSchema = z.object({
  userAddressId: z.number().int(),
  addressName: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  mobileNumber: z.string(),
  phoneCode: z.string(),
  zipcode: z.string(),
  address1: z.string(),
  address2: z.string(),
  state: z.string(),
  city: z.string(),
  addressDescription: z.string(),
  defaultValue: z.boolean(),
  /** Used by an autoship (fixed-term) subscription: it cannot be deleted (ADR_AlertText5). Set by the server only. */
  fixedTermYn: YnSchema
});
export type Address = z.infer<typeof AddressSchema>;

/** GET /member/v1/users/address: the default first, then newest first. */
export const AddressListSchema = z.array(AddressSchema);

export const AddressIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,15}$/, 'VA_NumberOnly')
    .transform(Number)
    .pipe(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
});

/** The address dialog's modes (SPEC §4): guest mode returns the form to the caller without saving. */
export const ADDRESS_MODAL_MODES = ['add', 'edit', 'guest'] as const;
export type AddressModalMode = (typeof ADDRESS_MODAL_MODES)[number];

/** Whether one more address may be added (ADR_AlertText9 once MAX_ADDRESSES exist). */
export function canAddAddress(count: number): boolean {
  return count < MAX_ADDRESSES;
}

/** Why this address may not be deleted, or null (SPEC §5): a fixed-term one, or the last one left. */
export function addressDeleteRefusal(
  address: { fixedTermYn: 'Y' | 'N' },
  count: number
): 'ADR_AlertText5' | 'ADR_AlertText4' | null {
  if (address.fixedTermYn === 'Y') return 'ADR_AlertText5';
  if (count <= 1) return 'ADR_AlertText4';
  return null;
}
