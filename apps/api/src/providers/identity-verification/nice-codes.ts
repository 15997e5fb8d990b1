import type { CardCompany, Carrier } from '@mall/domain';
import type { VerifiedPerson } from './identity-provider.ts';

/**
 * NICE CheckPlus code tables shared by the real adapter and the sandbox that emulates it (INTEGRATIONS §5.2).
 * The carrier codes (`mobileco`) are the ones NICE integrations use (1 SKT, 2 KT, 3 LG U+, 5–7 their MVNOs);
 * the card company codes (`cardco`) are unconfirmed ([U], INTEGRATIONS §7): an unknown code reads as no company.
 */
export const NICE_MOBILE_CO: Record<Carrier, string> = {
  SKT: '1',
  KT: '2',
  LGU: '3',
  SKT_MVNO: '5',
  KT_MVNO: '6',
  LGU_MVNO: '7'
};
export const NICE_CARD_CO: Record<CardCompany, string> = {
  SHINHAN: '41',
  SAMSUNG: '51',
  HYUNDAI: '61',
  KOOKMIN: '11',
  LOTTE: '71',
  HANA: '21',
  WOORI: '33',
  BC: '31',
  NONGHYUP: '91'
};

/** The key whose code is `code`, or null. */
export const codeOf = <K extends string>(table: Record<K, string>, code: unknown): K | null =>
  (Object.entries(table) as [K, string][]).find(([, v]) => v === code)?.[0] ?? null;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** NICE's `birthdate` (YYYYMMDD) as YYYY-MM-DD when it is a real date, else null. */
function birthDateOf(value: string): string | null {
  if (!/^(19|20)\d{6}$/.test(value)) return null;
  const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/**
 * The person in an opened NICE result (`name`/`utf8_name`, `birthdate`, `gender` 0 female 1 male,
 * `nationalinfo` 0 local 1 foreigner, `mobileco`, `mobileno`, `cardco`, `ci`, `di`); null when a verified
 * result lacks what identifies a person. `utf8_name` (URL-encoded UTF-8) wins over `name` when it decodes.
 */
export function nicePerson(result: Record<string, unknown>): VerifiedPerson | null {
  let name = str(result.name).trim();
  try {
    name = decodeURIComponent(str(result.utf8_name)).trim() || name;
  } catch {
    // A malformed utf8_name: the plain name stands.
  }
  const birthDate = birthDateOf(str(result.birthdate));
  const ci = str(result.ci);
  const di = str(result.di);
  if (!name || !birthDate || !ci || !di) return null;
  return {
    name,
    birthDate,
    gender: result.gender === '1' ? 'MALE' : 'FEMALE',
    nationality: result.nationalinfo === '1' ? 'FOREIGNER' : 'LOCAL',
    mobileNumber: str(result.mobileno) || null,
    carrier: codeOf(NICE_MOBILE_CO, result.mobileco),
    cardCompany: codeOf(NICE_CARD_CO, result.cardco),
    ci,
    di
  };
}
