import { describe, expect, it } from 'vitest';
import {
  HeaderPersonalSchema,
  NicknameCheckBodySchema,
  PersonalMallSaveSchema,
  SiteUrlCheckBodySchema,
  mallReferrerCode,
  parseQrCodeFileName,
  qrCodeFileName,
  referrerCodeKind,
  seoulMonth,
  shoppingLinkPath,
  signupLinkPath
} from './personal-mall.ts';

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe('site URL rule', () => {
  it.each([
    ['bloomkim', 'bloomkim'],
    ['  BloomKim ', 'bloomkim'],
    ['abc1', 'abc1'],
    ['a'.repeat(20), 'a'.repeat(20)],
    ['1234a', '1234a']
  ])('accepts %j as %j', (input, expected) => {
    const parsed = SiteUrlCheckBodySchema.safeParse({ siteUrl: input });
    expect(parsed.success && parsed.data.siteUrl).toBe(expected);
  });

  it.each(['abc', 'a'.repeat(21), '1234567890', '1234', 'bloom-kim', 'bloom kim', '블룸김', ''])(
    'refuses %j with PM_SiteUrlRule',
    (input) => {
      expect(firstMessage(SiteUrlCheckBodySchema.safeParse({ siteUrl: input }))).toBe('PM_SiteUrlRule');
    }
  );
});

describe('nickname rule', () => {
  it.each(['블룸킴', 'Bloom2', 'abc', ' 닉네임 ', 'x'.repeat(20)])('accepts %j', (input) => {
    const parsed = NicknameCheckBodySchema.safeParse({ nickName: input });
    expect(parsed.success && parsed.data.nickName).toBe(input.trim());
  });

  it.each(['ab', 'x'.repeat(21), 'bloom kim', 'bloom_kim', '블룸!'])(
    'refuses %j with PM_NicknameRule',
    (input) => {
      expect(firstMessage(NicknameCheckBodySchema.safeParse({ nickName: input }))).toBe('PM_NicknameRule');
    }
  );
});

describe('PersonalMallSaveSchema', () => {
  it('fills the defaults and maps empty optional fields to null', () => {
    const parsed = PersonalMallSaveSchema.parse({ mallName: ' 블룸 ', siteUrl: '', nickname: null });
    expect(parsed).toEqual({
      mallName: '블룸',
      message1: '',
      message2: '',
      siteUrl: null,
      nickname: null,
      removeProfile: false,
      removeBackgroundMobile: false,
      removeBackgroundPc: false
    });
  });

  it('requires a mall name of at most 30 characters', () => {
    expect(firstMessage(PersonalMallSaveSchema.safeParse({ mallName: '  ' }))).toBe('PM_MallNameRequired');
    expect(PersonalMallSaveSchema.safeParse({ mallName: 'x'.repeat(31) }).success).toBe(false);
    expect(PersonalMallSaveSchema.safeParse({ mallName: 'x'.repeat(30) }).success).toBe(true);
  });

  it('bounds the messages at 100 characters and refuses control characters', () => {
    expect(PersonalMallSaveSchema.safeParse({ mallName: 'm', message1: 'x'.repeat(101) }).success).toBe(
      false
    );
    expect(PersonalMallSaveSchema.safeParse({ mallName: 'm', message2: 'a\u0000b' }).success).toBe(false);
    expect(PersonalMallSaveSchema.safeParse({ mallName: 'm', message2: 'x'.repeat(100) }).success).toBe(true);
  });

  it('lower-cases the site URL and checks both handles', () => {
    expect(PersonalMallSaveSchema.parse({ mallName: 'm', siteUrl: 'BloomKim' }).siteUrl).toBe('bloomkim');
    expect(firstMessage(PersonalMallSaveSchema.safeParse({ mallName: 'm', siteUrl: '1000000001' }))).toBe(
      'PM_SiteUrlRule'
    );
    expect(firstMessage(PersonalMallSaveSchema.safeParse({ mallName: 'm', nickname: 'a b' }))).toBe(
      'PM_NicknameRule'
    );
  });
});

describe('referrerCodeKind', () => {
  it.each([
    ['1000000001', 'NUMBER'],
    ['bloomkim', 'SITE_URL'],
    ['12345', null],
    ['BloomKim', null],
    ['', null],
    ['../etc', null]
  ] as const)('%j is %j', (code, kind) => {
    expect(referrerCodeKind(code)).toBe(kind);
  });

  it('never reads a valid site URL as a member number', () => {
    for (const code of ['abcd', 'a123456789', '123456789a']) expect(referrerCodeKind(code)).toBe('SITE_URL');
  });
});

describe('QR code file names', () => {
  it('round-trips every kind and format', () => {
    for (const kind of ['signup', 'shopping'] as const) {
      for (const format of ['png', 'svg'] as const) {
        expect(parseQrCodeFileName(qrCodeFileName('1000000001', kind, format))).toEqual({
          userNumber: '1000000001',
          kind,
          format
        });
      }
    }
  });

  it.each([
    '1000000001-signup.gif',
    '100000001-signup.png',
    '../1000000001-signup.png',
    '1000000001-shop.svg',
    ''
  ])('refuses %j', (name) => {
    expect(parseQrCodeFileName(name)).toBeNull();
  });
});

describe('links', () => {
  it('builds the sign-up and shopping paths', () => {
    expect(signupLinkPath('1000000001')).toBe('/signup/selectType?referrer=1000000001');
    expect(shoppingLinkPath(mallReferrerCode({ siteUrl: 'bloomkim', userNumber: '1000000001' }))).toBe(
      '/?referrer=bloomkim'
    );
    expect(shoppingLinkPath(mallReferrerCode({ siteUrl: null, userNumber: '1000000001' }))).toBe(
      '/?referrer=1000000001'
    );
  });
});

describe('seoulMonth', () => {
  it.each([
    ['2026-11-30T14:59:59.999Z', '2026-11', '2026-10-31T15:00:00.000Z', '2026-11-30T15:00:00.000Z'],
    ['2026-11-30T15:00:00.000Z', '2026-12', '2026-11-30T15:00:00.000Z', '2026-12-31T15:00:00.000Z'],
    ['2026-12-31T15:00:00.000Z', '2027-01', '2026-12-31T15:00:00.000Z', '2027-01-31T15:00:00.000Z']
  ])('%s is in the Korean month %s', (at, month, start, end) => {
    const result = seoulMonth(Date.parse(at));
    expect(result.month).toBe(month);
    expect(result.start.toISOString()).toBe(start);
    expect(result.end.toISOString()).toBe(end);
    // Invariant: the instant lies inside its month.
    expect(result.start.getTime() <= Date.parse(at) && Date.parse(at) < result.end.getTime()).toBe(true);
  });
});

describe('HeaderPersonalSchema', () => {
  it('accepts a NONE answer', () => {
    expect(
      HeaderPersonalSchema.parse({ state: 'NONE', referrerCode: null, mall: null, memberReferrerCode: null })
        .state
    ).toBe('NONE');
  });
});
