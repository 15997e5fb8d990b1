import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { certificationRequests } from '../src/modules/identity-verification/identity-verification.table.ts';
import type { JobRow } from '../src/modules/jobs/job-queue.ts';
import { privacyErasureRuns } from '../src/modules/legal/legal.table.ts';
import { PRIVACY_RETENTION_EVERY_MS, PRIVACY_RETENTION_JOB } from '../src/modules/legal/retention-job.ts';
import { addresses } from '../src/modules/member/address.table.ts';
import { users } from '../src/modules/member/member.table.ts';
import { salesOrders } from '../src/modules/order/order.table.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember } from './members.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { PRIVACY_OFFICER_NAME: '김보호', BUSINESS_REGISTRATION_NUMBER: '220-81-62517' }
  });
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/etc/v1/public/legal-info', () => {
  it('[200] answers the configured legal facts with the FTC link of the configured number', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/etc/v1/public/legal-info' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      businessRegistrationNumber: '220-81-62517',
      businessInfoUrl: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2208162517',
      privacyOfficer: {
        // The shop named its own officer: the demo's translations are not shown for it.
        name: { 'ko-KR': '김보호' },
        position: { 'ko-KR': '고객지원팀장', 'en-US': 'Head of Customer Support', 'zh-TW': '客服部主管' },
        email: 'privacy@lumierevita.example',
        phone: '1588-0000'
      },
      escrow: {
        provider: { 'ko-KR': '토스페이먼츠', 'en-US': 'Toss Payments', 'zh-TW': 'Toss Payments' },
        confirmUrl: expect.stringMatching(/^https:\/\//)
      }
    });
  });

  it('stops start-up on a malformed value, naming the variable', () => {
    expect(() => loadConfig({ BUSINESS_REGISTRATION_NUMBER: '2148831570' })).toThrow(ConfigError);
    expect(() => loadConfig({ ESCROW_CONFIRM_URL: 'http://example.com/escrow' })).toThrow(
      /ESCROW_CONFIRM_URL: must be an https URL/
    );
    expect(() => loadConfig({ PRIVACY_OFFICER_EMAIL: 'nobody' })).toThrow(/PRIVACY_OFFICER_EMAIL/);
  });
});

const DAY = 24 * 60 * 60 * 1000;

describe('the personal-data retention job', () => {
  let serial = 0;
  async function identityRequest(createdAt: Date) {
    serial += 1;
    const [row] = await ctx.database.db
      .insert(certificationRequests)
      .values({
        requestId: `retention-${serial}`,
        provider: 'sandbox',
        tokenVersionId: `retention-token-${serial}`,
        method: 'MOBILE',
        purpose: 'SIGNUP',
        browserKeyHash: 'browser-hash',
        status: 'VERIFIED',
        name: '정하늘',
        birthDate: '1990-01-01',
        gender: 'FEMALE',
        nationality: 'LOCAL',
        mobileNumber: '01098765432',
        carrier: 'KT',
        ciHash: `ci-${serial}`,
        diHash: `di-${serial}`,
        expiresAt: new Date(createdAt.getTime() + 600_000),
        createdAt
      })
      .returning();
    return row!.id;
  }
  async function withdrawnMember(withdrawnAt: Date | null) {
    const member = await createMember(ctx, { mobileNumber: '01055556666', ciHash: `member-ci-${++serial}` });
    if (withdrawnAt) {
      await ctx.database.db
        .update(users)
        .set({ status: 'WITHDRAWN', withdrawnAt, email: null, mobileNumber: null })
        .where(eq(users.userSeqNo, member.userSeqNo));
    }
    await ctx.database.db.insert(addresses).values({
      userSeqNo: member.userSeqNo,
      addressName: '집',
      lastName: '이',
      firstName: '민준',
      mobileNumber: '01055556666',
      phoneCode: '82',
      zipcode: '06159',
      address1: '서울특별시 강남구 테헤란로 427'
    });
    return member.userSeqNo;
  }
  async function order(userSeqNo: number | null, createdAt: Date) {
    serial += 1;
    const [row] = await ctx.database.db
      .insert(salesOrders)
      .values({
        orderNumber: `AP200101${String(900_000 + serial)}`,
        userSeqNo,
        cartType: 'normal',
        status: 'DELIVERED',
        language: 'ko-KR',
        productPrice: 25_000,
        productDiscount: 5_000,
        subtotal: 20_000,
        deliveryFee: 3_000,
        amount: 23_000,
        ordererName: '이민준',
        ordererMobile: '01012345678',
        ordererEmail: 'buyer@example.com',
        guestPasswordHash: userSeqNo === null ? 'hash' : null,
        receiverLastName: '이',
        receiverFirstName: '민준',
        receiverMobile: '01012345678',
        zipcode: '06159',
        address1: '서울특별시 강남구 테헤란로 427',
        address2: '12층',
        message: '문 앞에 놓아 주세요',
        createdAt,
        placedAt: createdAt,
        updatedAt: createdAt
      })
      .returning();
    return row!.id;
  }

  it('blanks exactly the rows past their period, leaves the recent ones, records the counts; again changes nothing', async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const oldRequest = await identityRequest(ago(91));
    const recentRequest = await identityRequest(ago(89));
    const longGone = await withdrawnMember(ago(31));
    const justGone = await withdrawnMember(ago(29));
    const active = await withdrawnMember(null);
    const sixYears = ago(6 * 366);
    const orders = {
      goneOld: await order(longGone, sixYears),
      goneRecent: await order(longGone, ago(4 * 365)),
      activeOld: await order(active, sixYears),
      guestOld: await order(null, sixYears),
      guestRecent: await order(null, ago(30))
    };

    const job = { id: 0, kind: PRIVACY_RETENTION_JOB, key: 'personal-data' } as JobRow;
    const outcome = await ctx.app.jobHandlers[PRIVACY_RETENTION_JOB]!(job, now);
    expect(outcome).toEqual({ again: new Date(now.getTime() + PRIVACY_RETENTION_EVERY_MS) });

    const requests = await ctx.database.db
      .select()
      .from(certificationRequests)
      .where(inArray(certificationRequests.id, [oldRequest, recentRequest]));
    const byId = new Map(requests.map((row) => [row.id, row]));
    expect(byId.get(oldRequest)).toMatchObject({
      name: null,
      birthDate: null,
      mobileNumber: null,
      ciHash: null,
      diHash: null,
      browserKeyHash: null,
      status: 'VERIFIED'
    });
    expect(byId.get(recentRequest)).toMatchObject({ name: '정하늘', birthDate: '1990-01-01' });

    const members = await ctx.database.db
      .select()
      .from(users)
      .where(inArray(users.userSeqNo, [longGone, justGone, active]));
    const member = new Map(members.map((row) => [row.userSeqNo, row]));
    expect(member.get(longGone)).toMatchObject({
      lastName: '',
      firstName: '',
      ciHash: null,
      status: 'WITHDRAWN'
    });
    expect(member.get(justGone)).toMatchObject({ lastName: '이', firstName: '민준' });
    expect(member.get(justGone)!.ciHash).not.toBeNull();
    expect(member.get(active)).toMatchObject({ lastName: '이', mobileNumber: '01055556666' });
    const books = await ctx.database.db
      .select({ userSeqNo: addresses.userSeqNo })
      .from(addresses)
      .where(inArray(addresses.userSeqNo, [longGone, justGone, active]));
    expect(books.map((row) => row.userSeqNo).sort()).toEqual([justGone, active].sort());

    const orderRows = await ctx.database.db
      .select()
      .from(salesOrders)
      .where(inArray(salesOrders.id, Object.values(orders)));
    const blanked = orderRows
      .filter((row) => row.ordererName === '')
      .map((row) => row.id)
      .sort();
    expect(blanked).toEqual([orders.goneOld, orders.guestOld].sort());
    const gone = orderRows.find((row) => row.id === orders.goneOld)!;
    expect(gone).toMatchObject({
      ordererMobile: '',
      ordererEmail: '',
      receiverLastName: '',
      receiverMobile: '',
      address1: '',
      address2: '',
      message: '',
      // The record the law asks for stays.
      amount: 23_000,
      status: 'DELIVERED'
    });

    const runs = await ctx.database.db.select().from(privacyErasureRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ identityRequests: 1, members: 1, addresses: 1, orders: 2 });

    // Idempotent: a second run (or a second process) finds nothing and records nothing.
    await ctx.app.jobHandlers[PRIVACY_RETENTION_JOB]!(job, now);
    expect(await ctx.database.db.select().from(privacyErasureRuns)).toHaveLength(1);
  });
});
