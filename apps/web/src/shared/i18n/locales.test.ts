import { ERROR_CODES, ERROR_MESSAGES, LANGUAGES } from '@mall/domain';
import { describe, expect, it } from 'vitest';
import accountsEnUS from './locales/accounts.en-US';
import accountsKoKR from './locales/accounts.ko-KR';
import accountsZhTW from './locales/accounts.zh-TW';
import addressEnUS from './locales/address.en-US';
import addressKoKR from './locales/address.ko-KR';
import addressZhTW from './locales/address.zh-TW';
import cartEnUS from './locales/cart.en-US';
import cartKoKR from './locales/cart.ko-KR';
import cartZhTW from './locales/cart.zh-TW';
import benefitsEnUS from './locales/benefits.en-US';
import benefitsKoKR from './locales/benefits.ko-KR';
import benefitsZhTW from './locales/benefits.zh-TW';
import orderHistoryEnUS from './locales/order-history.en-US';
import orderHistoryKoKR from './locales/order-history.ko-KR';
import orderHistoryZhTW from './locales/order-history.zh-TW';
import enUSCore from './locales/en-US';
import enUSMore from './locales/en-US.more';
import homeEnUS from './locales/home.en-US';
import homeKoKR from './locales/home.ko-KR';
import homeZhTW from './locales/home.zh-TW';
import koKRCore from './locales/ko-KR';
import koKRMore from './locales/ko-KR.more';
import zhTWCore from './locales/zh-TW';
import zhTWMore from './locales/zh-TW.more';
import checkoutEnUS from './locales/checkout.en-US';
import checkoutKoKR from './locales/checkout.ko-KR';
import checkoutZhTW from './locales/checkout.zh-TW';
import productEnUS from './locales/product.en-US';
import productKoKR from './locales/product.ko-KR';
import productZhTW from './locales/product.zh-TW';
import diveInEnUS from './locales/dive-in.en-US';
import diveInKoKR from './locales/dive-in.ko-KR';
import diveInZhTW from './locales/dive-in.zh-TW';
import plannerEnUS from './locales/planner.en-US';
import plannerKoKR from './locales/planner.ko-KR';
import plannerZhTW from './locales/planner.zh-TW';
import reviewsEnUS from './locales/reviews.en-US';
import reviewsKoKR from './locales/reviews.ko-KR';
import reviewsZhTW from './locales/reviews.zh-TW';

type Tree = { [key: string]: string | Tree };

// The `translation` namespace is two files per language: the first-load part and the rest (docs/decisions/060).
const koKR = { ...koKRCore, ...koKRMore };
const enUS = { ...enUSCore, ...enUSMore };
const zhTW = { ...zhTWCore, ...zhTWMore };

/** Flattens a catalogue into "a.b.c" -> text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Each namespace is checked on its own; keys are prefixed with the namespace so a failure says where. */
const withNamespaces = (main: object, namespaces: Record<string, object>) =>
  new Map([
    ...flatten(main as Tree),
    ...Object.entries(namespaces).flatMap(([namespace, catalogue]) =>
      [...flatten(catalogue as Tree)].map(([key, text]) => [`${namespace}:${key}`, text] as const)
    )
  ]);
const source = withNamespaces(koKR, {
  accounts: accountsKoKR,
  product: productKoKR,
  home: homeKoKR,
  address: addressKoKR,
  cart: cartKoKR,
  checkout: checkoutKoKR,
  benefits: benefitsKoKR,
  'order-history': orderHistoryKoKR,
  'dive-in': diveInKoKR,
  reviews: reviewsKoKR,
  planner: plannerKoKR
});
const others = {
  'en-US': withNamespaces(enUS, {
    accounts: accountsEnUS,
    product: productEnUS,
    home: homeEnUS,
    address: addressEnUS,
    cart: cartEnUS,
    checkout: checkoutEnUS,
    benefits: benefitsEnUS,
    'order-history': orderHistoryEnUS,
    'dive-in': diveInEnUS,
    reviews: reviewsEnUS,
    planner: plannerEnUS
  }),
  'zh-TW': withNamespaces(zhTW, {
    accounts: accountsZhTW,
    product: productZhTW,
    home: homeZhTW,
    address: addressZhTW,
    cart: cartZhTW,
    checkout: checkoutZhTW,
    benefits: benefitsZhTW,
    'order-history': orderHistoryZhTW,
    'dive-in': diveInZhTW,
    reviews: reviewsZhTW,
    planner: plannerZhTW
  })
};

describe('message catalogues', () => {
  it('cover the three languages', () => {
    expect(['ko-KR', ...Object.keys(others)].sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(Object.entries(others))(
    '%s has exactly the Korean keys (none missing, none extra)',
    (_language, catalogue) => {
      const missing = [...source.keys()].filter((key) => !catalogue.has(key));
      const extra = [...catalogue.keys()].filter((key) => !source.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    }
  );

  it.each(Object.entries({ 'ko-KR': source, ...others }))('%s has no empty text', (_language, catalogue) => {
    const empty = [...catalogue].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(Object.entries(others))('%s uses the same {{placeholders}} as Korean', (_language, catalogue) => {
    const mismatched = [...source].filter(([key, text]) => {
      const other = catalogue.get(key);
      return other !== undefined && placeholders(other).join() !== placeholders(text).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('translates every API error code as error.<code> (main or accounts namespace)', () => {
    const missing = ERROR_CODES.filter(
      (code) => !source.has(`error.${code}`) && !source.has(`accounts:error.${code}`)
    );
    expect(missing).toEqual([]);
  });

  /** The named overrides (docs/decisions/050): texts that add the refusal's numbers to the catalogue's wording. */
  const ERROR_OVERRIDES = [
    '9002',
    'CART_QUANTITY_LIMIT',
    'POINT_USE_INVALID',
    'AUTH_CODE_MISMATCH',
    'MAIL_COOLDOWN'
  ];

  it.each(Object.entries({ 'ko-KR': source, ...others }))(
    '%s says for every error code what the domain catalogue says, unless the code is a named override',
    (language, catalogue) => {
      const text = (code: string) =>
        catalogue.get(`error.${code}`) ?? catalogue.get(`accounts:error.${code}`);
      const differing = ERROR_CODES.filter(
        (code) => text(code) !== ERROR_MESSAGES[language as keyof typeof ERROR_MESSAGES][code]
      );
      expect(differing.sort()).toEqual([...ERROR_OVERRIDES].sort());
      for (const code of ERROR_OVERRIDES) expect(placeholders(text(code) ?? ''), code).not.toEqual([]);
    }
  );

  it('holds the spec message keys the storefront uses', () => {
    for (const key of [
      'ALT_PlannerOnly',
      'ALT_CustomerOnly',
      'ALT_RejectRefCustomer',
      'CA_SoldoutAlert',
      'UTI_InvalidToken',
      'CM_Error',
      'accounts:LOG_ValidId',
      'accounts:VA_EnterPassword',
      ...[
        'ADR_ErrorText1',
        'ADR_ErrorText2',
        'ADR_ErrorText3',
        'ADR_Address2Length',
        'ADR_DescriptionLength'
      ].map((key) => `address:${key}`),
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `address:CMM_ErrorText_${n}`)
    ]) {
      expect(source.has(key), key).toBe(true);
    }
  });
});
