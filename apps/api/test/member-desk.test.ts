import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberMemoList, MemberSearchPage, MemberSummary } from '@mall/domain';
import { certificationRequests } from '../src/modules/identity-verification/identity-verification.table.ts';
import { termsAgreements, users } from '../src/modules/member/member.table.ts';
import { staffAuditLog, staffUsers } from '../src/modules/staff/staff.table.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember } from './members.ts';
import { signedInStaff } from './staff-fixtures.ts';

/** The staff's member search and memos (issue 19, SPEC §3/§5/§7/§9, docs/decisions/080). */
let ctx: TestContext;
let cs: Awaited<ReturnType<typeof signedInStaff>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;

const SEARCH = '/api/staff/v1/members';
const MEMO = '/api/staff/v1/membermemo';

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  cs = await signedInStaff(ctx, ['CS']);
  desk = await signedInStaff(ctx, ['ORDER_DESK']);
  await ctx.database.db.update(staffUsers).set({ department: '고객만족팀' }).where(eq(staffUsers.id, cs.id));
});
afterAll(async () => ctx.close());

const staff = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie = cs.cookie) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const search = async (query: string) => {
  const response = await staff('GET', `${SEARCH}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MemberSearchPage }>().data;
};

let ci = 0;
async function verified(userSeqNo: number, gender: 'MALE' | 'FEMALE', birthDate: string) {
  ci += 1;
  const hash = `ci-hash-${ci}`;
  await ctx.database.db.insert(certificationRequests).values({
    requestId: `req-${ci}`,
    provider: 'sandbox',
    tokenVersionId: `tok-${ci}`,
    method: 'MOBILE',
    purpose: 'SIGNUP',
    userSeqNo,
    status: 'VERIFIED',
    birthDate,
    gender,
    ciHash: hash,
    expiresAt: new Date(Date.now() + 60_000),
    completedAt: new Date()
  });
  return hash;
}

describe('GET /api/staff/v1/members', () => {
  it('[200] filters by join period, grade, status, marketing, gender, birth date, store and keyword; audited', async () => {
    const joined = new Date('2024-03-15T03:00:00Z');
    const a = await createMember(ctx, {
      lastName: '검',
      firstName: '색가',
      joinDatetime: joined,
      centerName: '강남센터',
      userType: 'SOLE_PROPRIETORSHIP',
      referralUserNumber: null
    });
    const b = await createMember(ctx, {
      lastName: '검',
      firstName: '색나',
      joinDatetime: joined,
      centerName: '부산센터'
    });
    await createMember(ctx, {
      lastName: '검',
      firstName: '색다',
      joinDatetime: new Date('2024-05-01T03:00:00Z')
    });
    await ctx.database.db
      .update(users)
      .set({ ciHash: await verified(a.userSeqNo, 'FEMALE', '1990-04-17') })
      .where(eq(users.userSeqNo, a.userSeqNo));
    await ctx.database.db
      .insert(termsAgreements)
      .values({ userSeqNo: b.userSeqNo, termsCode: 'MARKETING_SMS', agreed: true });

    const march = await search('fromDate=2024-03-15&toDate=2024-03-15');
    expect(march.list.map((row) => row.userId).sort()).toEqual([a.userSeqNo, b.userSeqNo].sort());
    expect(march).toMatchObject({
      pageSize: 50,
      pageNumber: 1,
      totalPageNumber: 1,
      totalSize: 2,
      maxPagination: 10
    });
    expect(
      (await search('fromDate=2024-03-15&toDate=2024-03-15&consumerGrade=SOLE_PROPRIETORSHIP')).list.map(
        (r) => r.userId
      )
    ).toEqual([a.userSeqNo]);
    expect(
      (await search('fromDate=2024-03-15&toDate=2024-03-15&marketingAgreement=Y')).list.map((r) => r.userId)
    ).toEqual([b.userSeqNo]);
    expect(
      (await search('fromDate=2024-03-15&toDate=2024-03-15&marketingAgreement=N')).list.map((r) => r.userId)
    ).toEqual([a.userSeqNo]);
    const female = await search('gender=F&birthDate=1990-04-17');
    expect(female.list.map((r) => [r.userId, r.gender, r.birthDate])).toEqual([
      [a.userSeqNo, 'F', '1990-04-17']
    ]);
    expect((await search(`belongStoreName=${encodeURIComponent('부산')}`)).list.map((r) => r.userId)).toEqual(
      [b.userSeqNo]
    );
    expect((await search(`keyword=${encodeURIComponent('검색나')}`)).list.map((r) => r.userId)).toEqual([
      b.userSeqNo
    ]);
    expect((await search('userStatus=WITHDRAWN&fromDate=2024-03-15&toDate=2024-03-15')).totalSize).toBe(0);

    const rows = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.staffId, cs.id), eq(staffAuditLog.action, 'members.search')));
    expect(rows).toHaveLength(8);
    expect(rows[0]!.after).toMatchObject({ query: { fromDate: '2024-03-15', searchType: 'JOIN_DATE' } });
  });

  it('[200] pages 50 at a time', async () => {
    const day = new Date('2023-01-10T03:00:00Z');
    for (let i = 0; i < 51; i += 1) await createMember(ctx, { joinDatetime: day });
    const first = await search('fromDate=2023-01-10&toDate=2023-01-10');
    expect([first.list.length, first.totalSize, first.totalPageNumber]).toEqual([50, 51, 2]);
    const second = await search('fromDate=2023-01-10&toDate=2023-01-10&pageNumber=2');
    expect(second.list).toHaveLength(1);
  });

  it('[400/403] a reversed period is VA_DateRange; staff without members.read are refused', async () => {
    const reversed = await staff('GET', `${SEARCH}?fromDate=2024-02-01&toDate=2024-01-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields[0].code).toBe('VA_DateRange');
    expect((await staff('GET', SEARCH, undefined, desk.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/staff/v1/members/{userId}', () => {
  it('[200/404] the summary is audited; an unknown member is 404', async () => {
    const member = await createMember(ctx);
    const response = await staff('GET', `${SEARCH}/${member.userSeqNo}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: MemberSummary }>().data).toMatchObject({
      userId: member.userSeqNo,
      inquiryCount: 0
    });
    const rows = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.action, 'members.read'), eq(staffAuditLog.targetId, String(member.userSeqNo)))
      );
    expect(rows).toHaveLength(1);
    expect((await staff('GET', `${SEARCH}/999999999`)).statusCode).toBe(404);
  });
});

describe('POST /api/staff/v1/membermemo and /comment', () => {
  it('[200] the department is the writer’s own (not the body’s); fixed memos first; comments under their memo', async () => {
    const member = await createMember(ctx);
    const first = await staff('POST', MEMO, {
      userId: member.userSeqNo,
      memberMemoContent: '배송 지연 문의 응대',
      fixed: false
    });
    expect(first.statusCode, first.body).toBe(200);
    const forged = await staff('POST', MEMO, {
      userId: member.userSeqNo,
      memberMemoContent: '반품 이력 확인',
      fixed: true,
      createdUserDepartment: '경영지원팀'
    });
    expect(forged.statusCode).toBe(400);
    await staff('POST', MEMO, {
      userId: member.userSeqNo,
      memberMemoContent: 'VIP 고객: 응대 주의',
      fixed: true
    });
    const list = (await staff('GET', `${SEARCH}/${member.userSeqNo}/memos`)).json<{ data: MemberMemoList }>()
      .data.list;
    expect(list.map((memo) => [memo.memberMemoContent, memo.fixed, memo.createdUserDepartment])).toEqual([
      ['VIP 고객: 응대 주의', true, '고객만족팀'],
      ['배송 지연 문의 응대', false, '고객만족팀']
    ]);
    const commented = await staff('POST', `${MEMO}/comment`, {
      memberMemoId: list[1]!.memberMemoId,
      memberMemoCommentContent: '택배사 확인 완료'
    });
    expect(commented.statusCode).toBe(200);
    const after = commented.json<{ data: MemberMemoList }>().data.list;
    expect(after[1]!.comments.map((c) => [c.memberMemoCommentContent, c.createdUserDepartment])).toEqual([
      ['택배사 확인 완료', '고객만족팀']
    ]);
    const unpinned = await staff('PATCH', `${MEMO}/${list[0]!.memberMemoId}`, { fixed: false });
    expect(unpinned.json<{ data: MemberMemoList }>().data.list.every((memo) => !memo.fixed)).toBe(true);
    const audited = await ctx.database.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, String(member.userSeqNo)));
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'members.memos.write',
        'members.memos.comment',
        'members.memos.read',
        'members.memos.fix'
      ])
    );
  });

  it('[400] SPEC §5: an empty memo is INQ_AlertMemo, an empty comment ALT_InsertContent; [404] unknown ids', async () => {
    const member = await createMember(ctx);
    const memo = await staff('POST', MEMO, { userId: member.userSeqNo, memberMemoContent: '   ' });
    expect([memo.statusCode, memo.json().fields[0].code]).toEqual([400, 'INQ_AlertMemo']);
    const comment = await staff('POST', `${MEMO}/comment`, { memberMemoId: 1, memberMemoCommentContent: '' });
    expect([comment.statusCode, comment.json().fields[0].code]).toEqual([400, 'ALT_InsertContent']);
    expect((await staff('POST', MEMO, { userId: 999999999, memberMemoContent: 'x' })).statusCode).toBe(404);
    const missing = await staff('POST', `${MEMO}/comment`, {
      memberMemoId: 999999999,
      memberMemoCommentContent: 'x'
    });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'MEMBER_MEMO_NOT_FOUND']);
    expect(
      (await staff('POST', MEMO, { userId: member.userSeqNo, memberMemoContent: 'x' }, desk.cookie))
        .statusCode
    ).toBe(403);
  });
});
