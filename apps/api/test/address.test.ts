import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES, type Address, type AddressForm } from '@mall/domain';
import { createAddressRepository } from '../src/modules/member/address.repository.ts';
import { DEMO_PASSWORD, seedDemoMembersIfEmpty } from '../seed/members.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember, login, nextAddress } from './members.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  // The demo members first: they are seeded only into an empty member table.
  await seedDemoMembersIfEmpty(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const BOOK = '/api/member/v1/users/address';

async function member() {
  const row = await createMember(ctx);
  return { userSeqNo: row.userSeqNo, ...(await login(ctx, row.loginId)) };
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  access: string | null,
  payload?: unknown
) {
  return ctx.app.inject({
    method,
    url,
    headers: { 'accept-language': 'ko-KR', ...(access ? { authorization: `Bearer ${access}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: nextAddress()
  });
}

function form(overrides: Partial<AddressForm> = {}): AddressForm {
  return {
    addressName: '집',
    lastName: '홍',
    firstName: '길동',
    mobileNumber: '01012345678',
    zipcode: '06236',
    address1: '서울특별시 강남구 테헤란로 152 (역삼동)',
    address2: '12층',
    state: '서울특별시',
    city: '강남구',
    addressDescription: '',
    ...overrides
  };
}

async function add(access: string, overrides: Partial<AddressForm> = {}): Promise<Address> {
  const response = await call('POST', BOOK, access, form(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Address;
}

async function book(access: string): Promise<Address[]> {
  const response = await call('GET', BOOK, access);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Address[];
}

describe('GET/POST /api/member/v1/users/address', () => {
  it('[200] the first address becomes the default; text is trimmed; the answer is the public shape', async () => {
    const me = await member();
    expect(await book(me.access)).toEqual([]);
    const first = await add(me.access, {
      addressName: '  집  ',
      address2: ' 101동 202호 ',
      addressDescription: ' 경비실 '
    });
    expect(first).toEqual({
      userAddressId: expect.any(Number),
      addressName: '집',
      lastName: '홍',
      firstName: '길동',
      mobileNumber: '01012345678',
      phoneCode: '82',
      zipcode: '06236',
      address1: '서울특별시 강남구 테헤란로 152 (역삼동)',
      address2: '101동 202호',
      state: '서울특별시',
      city: '강남구',
      addressDescription: '경비실',
      defaultValue: true,
      fixedTermYn: 'N'
    });
    const second = await add(me.access, { addressName: '회사' });
    expect(second.defaultValue).toBe(false);
  });

  it('[200] a mobile number typed with hyphens or spaces is kept as digits', async () => {
    const me = await member();
    expect((await add(me.access, { mobileNumber: '010-1234-5678' })).mobileNumber).toBe('01012345678');
    expect((await add(me.access, { mobileNumber: ' 010 9876 5432 ' })).mobileNumber).toBe('01098765432');
  });

  it('[200] lists the default first, then newest first', async () => {
    const me = await member();
    const a = await add(me.access, { addressName: 'A' });
    const b = await add(me.access, { addressName: 'B' });
    const c = await add(me.access, { addressName: 'C' });
    expect((await book(me.access)).map((x) => x.userAddressId)).toEqual([
      a.userAddressId,
      c.userAddressId,
      b.userAddressId
    ]);
    const d = await add(me.access, { addressName: 'D', defaultValue: true });
    const list = await book(me.access);
    expect(list.map((x) => x.userAddressId)).toEqual([
      d.userAddressId,
      c.userAddressId,
      b.userAddressId,
      a.userAddressId
    ]);
    expect(list.filter((x) => x.defaultValue)).toHaveLength(1);
  });

  it('[401] without a login, on every address route', async () => {
    for (const [method, url] of [
      ['GET', BOOK],
      ['POST', BOOK],
      ['GET', `${BOOK}/1`],
      ['PUT', `${BOOK}/1`],
      ['DELETE', `${BOOK}/1`],
      ['PUT', '/api/member/v1/users/changeDefault/1']
    ] as const) {
      const response = await call(
        method,
        url,
        null,
        method === 'POST' || method === 'PUT' ? form() : undefined
      );
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });

  it.each([
    ['addressName', { addressName: '' }, 'ADR_ErrorText1'],
    ['addressName', { addressName: '   ' }, 'ADR_ErrorText1'],
    ['addressName', { addressName: '가'.repeat(21) }, 'ADR_ErrorText1'],
    ['lastName', { lastName: '' }, 'ADR_ErrorText2'],
    ['lastName', { lastName: 'x'.repeat(21) }, 'ADR_ErrorText2'],
    ['firstName', { firstName: '' }, 'ADR_ErrorText3'],
    ['firstName', { firstName: 'x'.repeat(21) }, 'ADR_ErrorText3'],
    ['mobileNumber', { mobileNumber: '' }, 'ALT_InputMobile'],
    ['mobileNumber', { mobileNumber: '010.1234.5678' }, 'VA_MobileOnlyNumber'],
    ['mobileNumber', { mobileNumber: '010123456789' }, 'VA_MobileLength'],
    ['zipcode', { zipcode: '' }, 'CMM_ErrorText_8'],
    ['zipcode', { zipcode: '1234' }, 'CMM_ErrorText_8'],
    ['address1', { address1: '' }, 'CMM_ErrorText_8'],
    ['address1', { address1: '가'.repeat(226) }, 'CMM_ErrorText_8'],
    ['address2', { address2: '가'.repeat(226) }, 'ADR_Address2Length'],
    ['addressDescription', { addressDescription: '가'.repeat(101) }, 'ADR_DescriptionLength'],
    ['phoneCode', { phoneCode: '+82' }, 'VA_NumberOnly'],
    ['address2', { address2: 'a\u0000b' }, 'VA_InvalidCharacters']
  ] as const)('[400] %s %j → %s', async (field, change, code) => {
    const me = await member();
    const response = await call('POST', BOOK, me.access, form(change));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().fields).toContainEqual(expect.objectContaining({ field, code }));
    expect(await book(me.access)).toEqual([]);
  });

  it("[200] address2 of exactly 225 characters; [400] fixedTermYn is the server's alone", async () => {
    const me = await member();
    expect((await add(me.access, { address2: '가'.repeat(225) })).address2).toHaveLength(225);
    const sneaky = await call('POST', BOOK, me.access, { ...form(), fixedTermYn: 'Y' });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().code).toBe('VALIDATION_FAILED');
  });

  it(`[409] ADR_AlertText9 once ${MAX_ADDRESSES} exist`, async () => {
    const me = await member();
    for (let i = 0; i < MAX_ADDRESSES; i += 1) await add(me.access, { addressName: `주소${i}` });
    const eleventh = await call('POST', BOOK, me.access, form());
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({
      code: 'ADR_AlertText9',
      message: '배송지는 최대 10개까지 등록할 수 있습니다.'
    });
    expect(await book(me.access)).toHaveLength(MAX_ADDRESSES);
  });

  it('[200/409] two concurrent adds at 9 make 10, never 11', async () => {
    const me = await member();
    for (let i = 0; i < MAX_ADDRESSES - 1; i += 1) await add(me.access, { addressName: `주소${i}` });
    const answers = await Promise.all(
      [0, 1, 2].map((i) => call('POST', BOOK, me.access, form({ addressName: `동시${i}` })))
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await book(me.access)).toHaveLength(MAX_ADDRESSES);
  });

  it('[200] concurrent first adds leave exactly one default', async () => {
    const me = await member();
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) => call('POST', BOOK, me.access, form({ addressName: `첫${i}` })))
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const list = await book(me.access);
    expect(list).toHaveLength(4);
    expect(list.filter((x) => x.defaultValue)).toHaveLength(1);
  });
});

describe('GET/PUT/DELETE /api/member/v1/users/address/:id', () => {
  it("[200] reads and replaces one's own address", async () => {
    const me = await member();
    const created = await add(me.access);
    const read = await call('GET', `${BOOK}/${created.userAddressId}`, me.access);
    expect(read.json().data).toEqual(created);
    const changed = await call(
      'PUT',
      `${BOOK}/${created.userAddressId}`,
      me.access,
      form({ addressName: ' 본가 ', zipcode: '48120', address2: '' })
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      userAddressId: created.userAddressId,
      addressName: '본가',
      zipcode: '48120',
      address2: '',
      defaultValue: true
    });
  });

  it("[404] ADDRESS_NOT_FOUND for another member's address, on every route; theirs is untouched", async () => {
    const owner = await member();
    const other = await member();
    const theirs = await add(owner.access);
    await add(other.access);
    for (const [method, url] of [
      ['GET', `${BOOK}/${theirs.userAddressId}`],
      ['PUT', `${BOOK}/${theirs.userAddressId}`],
      ['DELETE', `${BOOK}/${theirs.userAddressId}`],
      ['PUT', `/api/member/v1/users/changeDefault/${theirs.userAddressId}`],
      ['GET', `${BOOK}/999999999`]
    ] as const) {
      const response = await call(
        method,
        url,
        other.access,
        method === 'PUT' && url.startsWith(BOOK) ? form({ addressName: '탈취' }) : undefined
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('ADDRESS_NOT_FOUND');
    }
    expect(await book(owner.access)).toEqual([theirs]);
  });

  it('[400] a malformed id', async () => {
    const me = await member();
    for (const id of ['abc', '0', '1.5', '-1']) {
      const response = await call('GET', `${BOOK}/${id}`, me.access);
      expect(response.statusCode, id).toBe(400);
    }
  });

  it('[200] PUT with defaultValue true moves the default; false does not take it away', async () => {
    const me = await member();
    const first = await add(me.access);
    const second = await add(me.access, { addressName: '회사' });
    const kept = await call(
      'PUT',
      `${BOOK}/${first.userAddressId}`,
      me.access,
      form({ defaultValue: false })
    );
    expect(kept.json().data.defaultValue).toBe(true);
    const moved = await call(
      'PUT',
      `${BOOK}/${second.userAddressId}`,
      me.access,
      form({ addressName: '회사', defaultValue: true })
    );
    expect(moved.json().data.defaultValue).toBe(true);
    const list = await book(me.access);
    expect(list.map((x) => [x.userAddressId, x.defaultValue])).toEqual([
      [second.userAddressId, true],
      [first.userAddressId, false]
    ]);
  });

  it('[409] ADR_AlertText4: the last address stays', async () => {
    const me = await member();
    const only = await add(me.access);
    const refused = await call('DELETE', `${BOOK}/${only.userAddressId}`, me.access);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ADR_AlertText4');
    expect(await book(me.access)).toHaveLength(1);
  });

  it('[409] ADR_AlertText5: a fixed-term address stays, even with others left', async () => {
    const me = await member();
    const fixed = await add(me.access);
    await add(me.access, { addressName: '회사' });
    await createAddressRepository(ctx.database.db).setFixedTerm(me.userSeqNo, fixed.userAddressId, true);
    expect((await call('GET', `${BOOK}/${fixed.userAddressId}`, me.access)).json().data.fixedTermYn).toBe(
      'Y'
    );
    const refused = await call('DELETE', `${BOOK}/${fixed.userAddressId}`, me.access);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ADR_AlertText5');
    expect(await book(me.access)).toHaveLength(2);
  });

  it('[200] deleting the default promotes the newest remaining; answers the book left', async () => {
    const me = await member();
    const home = await add(me.access);
    const older = await add(me.access, { addressName: '옛집' });
    const newest = await add(me.access, { addressName: '새집' });
    const deleted = await call('DELETE', `${BOOK}/${home.userAddressId}`, me.access);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = deleted.json().data as Address[];
    expect(left.map((x) => [x.userAddressId, x.defaultValue])).toEqual([
      [newest.userAddressId, true],
      [older.userAddressId, false]
    ]);
    expect(await book(me.access)).toEqual(left);
    const again = await call('DELETE', `${BOOK}/${home.userAddressId}`, me.access);
    expect(again.statusCode).toBe(404);
  });

  it('[200] deleting an ordinary address keeps the default', async () => {
    const me = await member();
    const home = await add(me.access);
    const office = await add(me.access, { addressName: '회사' });
    const deleted = await call('DELETE', `${BOOK}/${office.userAddressId}`, me.access);
    expect((deleted.json().data as Address[]).map((x) => [x.userAddressId, x.defaultValue])).toEqual([
      [home.userAddressId, true]
    ]);
  });
});

describe('PUT /api/member/v1/users/changeDefault/:id', () => {
  it('[200] makes one the default and clears the others, one default at a time', async () => {
    const me = await member();
    const a = await add(me.access);
    const b = await add(me.access, { addressName: 'B' });
    const c = await add(me.access, { addressName: 'C' });
    const changed = await call('PUT', `/api/member/v1/users/changeDefault/${b.userAddressId}`, me.access);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ userAddressId: b.userAddressId, defaultValue: true });
    const list = await book(me.access);
    expect(list.map((x) => [x.userAddressId, x.defaultValue])).toEqual([
      [b.userAddressId, true],
      [c.userAddressId, false],
      [a.userAddressId, false]
    ]);
    // Asking again changes nothing; concurrent switches still end with exactly one default.
    expect(
      (await call('PUT', `/api/member/v1/users/changeDefault/${b.userAddressId}`, me.access)).statusCode
    ).toBe(200);
    await Promise.all(
      [a, c, b].map((x) => call('PUT', `/api/member/v1/users/changeDefault/${x.userAddressId}`, me.access))
    );
    expect((await book(me.access)).filter((x) => x.defaultValue)).toHaveLength(1);
  });
});

describe('demo address books (seed)', () => {
  it('planner1 has a fixed-term default; customer1 three ordinary ones; customer2 none', async () => {
    const planner = await login(ctx, 'planner1', DEMO_PASSWORD);
    const plannerBook = await book(planner.access);
    expect(plannerBook.map((x) => [x.addressName, x.defaultValue, x.fixedTermYn])).toEqual([
      ['집', true, 'Y'],
      ['사무실', false, 'N']
    ]);
    const fixed = plannerBook[0]!;
    expect((await call('DELETE', `${BOOK}/${fixed.userAddressId}`, planner.access)).json().code).toBe(
      'ADR_AlertText5'
    );
    const customer = await book((await login(ctx, 'customer1', DEMO_PASSWORD)).access);
    expect(customer).toHaveLength(3);
    expect(customer.every((x) => x.fixedTermYn === 'N' && /^[0-9]{5}$/.test(x.zipcode))).toBe(true);
    expect(customer[0]).toMatchObject({ addressName: '집', defaultValue: true });
    expect(await book((await login(ctx, 'customer2', DEMO_PASSWORD)).access)).toEqual([]);
  });
});
