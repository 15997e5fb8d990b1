import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyMembers, migrateTokens, termsAgreements } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { legacyPasswordHash, verifyLegacyPassword } from '../src/modules/migration/legacy-password.ts';
import {
  createMigrationRepository,
  type NewLegacyMember
} from '../src/modules/migration/migration.repository.ts';
import { demoMigrateId, LEGACY_DEMO_PASSWORD, seedLegacyMembersIfEmpty } from '../seed/legacy-members.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember, nextAddress, tokenRequest } from './members.ts';

let ctx: TestContext;
const OLD_PASSWORD = 'oldpw-2019';
let serial = 0;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

/** A legacy account with a salted SHA-256 password; a mailed migrate id valid for a day. */
async function legacyMember(overrides: Partial<NewLegacyMember> = {}) {
  serial += 1;
  const salt = `salt${serial}`.padEnd(32, '0');
  const migrateId = sha256(`migrate-${serial}-${Math.random()}`);
  const row: NewLegacyMember = {
    legacyLoginId: `old.member${serial}`,
    passwordSalt: salt,
    passwordHash: legacyPasswordHash(salt, OLD_PASSWORD),
    lastName: '정',
    firstName: '다은',
    email: `old${serial}@example.com`,
    mobileNumber: '01098765432',
    legacyMemberNumber: String(2200000000 + serial),
    userType: 'BEAUTY_CONSUMER',
    referralUserNumber: null,
    migrateIdHash: sha256(migrateId),
    migrateIdExpiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    ...overrides
  };
  await createMigrationRepository(ctx.database.db).insert([row]);
  return { ...row, migrateId };
}

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress() });
const info = (legacyLoginId: string, password = OLD_PASSWORD) =>
  post('/api/member/v1/public/migrate/info', { legacyLoginId, password });
const infoByMail = (id: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/member/v1/public/migrate/info/without-password/${id}`,
    remoteAddress: nextAddress()
  });
const agreements = { SERVICE: true, PRIVACY: true, AGE_14: true, MARKETING_EMAIL: false };
const complete = (migrateToken: string, loginId: string, extra: Record<string, unknown> = {}) =>
  post('/api/member/v1/public/migrate/complete', {
    migrateToken,
    loginId,
    password: 'Newmall123!',
    passwordConfirm: 'Newmall123!',
    agreements,
    ...extra
  });
async function tokenFor(legacyLoginId: string): Promise<string> {
  const response = await info(legacyLoginId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.migrateToken;
}

describe('legacy password scheme', () => {
  it('verifies hex SHA-256 of salt + password and nothing else', () => {
    const hash = legacyPasswordHash('abcd', 'pw1');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyLegacyPassword('pw1', 'abcd', hash)).toBe(true);
    expect(verifyLegacyPassword('pw2', 'abcd', hash)).toBe(false);
    expect(verifyLegacyPassword('pw1', 'abce', hash)).toBe(false);
  });
});

describe('POST /api/member/v1/public/migrate/info', () => {
  it('[200] the old id (any case) and password give a masked profile and a 30-minute single-use token stored hashed', async () => {
    const legacy = await legacyMember({ referralUserNumber: '1000000001' });
    const response = await info(legacy.legacyLoginId.toUpperCase());
    expect(response.statusCode).toBe(200);
    const { profile, migrateToken, expiresAt } = response.json().data;
    expect(profile).toEqual({
      maskedLoginId: expect.stringMatching(/^ol\*+\d{1,2}$|^ol\*+r\d$/),
      maskedName: '정*은',
      maskedEmail: expect.stringMatching(/^ol\*+@example\.com$/),
      maskedMobile: '010-****-5432',
      userType: 'BEAUTY_CONSUMER',
      legacyMemberNumber: legacy.legacyMemberNumber
    });
    expect(response.body).not.toContain(legacy.email!);
    expect(response.body).not.toContain('01098765432');
    const minutes = (new Date(expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const [stored] = await ctx.database.db
      .select()
      .from(migrateTokens)
      .where(eq(migrateTokens.tokenHash, sha256(migrateToken)));
    expect(stored?.usedAt).toBeNull();
  });

  it('[404] a wrong password and an unknown id are the same refusal (MIGRATE_NOT_FOUND)', async () => {
    const legacy = await legacyMember();
    const wrong = await info(legacy.legacyLoginId, 'not-it-2019');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('MIGRATE_NOT_FOUND');
    const unknown = await info('nobody.here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('MIGRATE_NOT_FOUND');
  });

  it('[400] bad input names the fields with the spec keys', async () => {
    const response = await post('/api/member/v1/public/migrate/info', { legacyLoginId: ' ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'legacyLoginId', code: 'MIG_EnterLegacyId' }),
        expect.objectContaining({ field: 'password', code: 'VA_EnterPassword' })
      ])
    );
  });
});

describe('GET /api/member/v1/public/migrate/info/without-password/{id}', () => {
  it('[200] the mailed id gives the masked profile without the member number, and a token', async () => {
    const legacy = await legacyMember();
    const response = await infoByMail(legacy.migrateId);
    expect(response.statusCode).toBe(200);
    const { profile, migrateToken } = response.json().data;
    expect(profile.legacyMemberNumber).toBeNull();
    expect(profile.maskedName).toBe('정*은');
    expect(response.body).not.toContain(legacy.legacyMemberNumber);
    expect(response.body).not.toContain(legacy.email!);
    expect((await complete(migrateToken, `mailed${serial}x`)).statusCode).toBe(201);
  });

  it('[404] an unknown, malformed or expired migrate id is MIGRATE_NOT_FOUND', async () => {
    expect((await infoByMail('A'.repeat(43))).json().code).toBe('MIGRATE_NOT_FOUND');
    expect((await infoByMail('short')).statusCode).toBe(400);
    const legacy = await legacyMember({ migrateIdExpiresAt: new Date(Date.now() - 1000) });
    const expired = await infoByMail(legacy.migrateId);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().code).toBe('MIGRATE_NOT_FOUND');
  });
});

describe('POST /api/member/v1/public/migrate/complete', () => {
  it('[201] creates the member keeping the old number, name, contact and referrer; the old account is marked migrated', async () => {
    const referrer = await createMember(ctx, { userType: 'SOLE_PROPRIETORSHIP', referralUserNumber: null });
    const legacy = await legacyMember({ referralUserNumber: referrer.userNumber });
    const response = await complete(await tokenFor(legacy.legacyLoginId), ' NewLogin1 ');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toEqual({
      userNumber: legacy.legacyMemberNumber,
      loginId: 'newlogin1',
      userType: 'BEAUTY_CONSUMER',
      keptMemberNumber: true
    });
    const login = await tokenRequest(ctx, {
      grant_type: 'password',
      username: 'newlogin1',
      password: 'Newmall123!'
    });
    expect(login.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/v1/users/me',
      headers: { authorization: `Bearer ${login.json().access_token}` }
    });
    expect(me.json().data).toMatchObject({
      fullName: '정다은',
      email: legacy.email,
      mobileNumber: '01098765432',
      referralUserNumber: referrer.userNumber
    });
    const [row] = await ctx.database.db
      .select()
      .from(legacyMembers)
      .where(eq(legacyMembers.legacyLoginId, legacy.legacyLoginId));
    expect(row?.migratedAt).toBeInstanceOf(Date);
    expect(row?.migratedUserSeqNo).toBe(me.json().data.userSeqNo);
    const consents = await ctx.database.db
      .select()
      .from(termsAgreements)
      .where(eq(termsAgreements.userSeqNo, me.json().data.userSeqNo));
    expect(
      consents
        .filter((c) => c.agreed)
        .map((c) => c.termsCode)
        .sort()
    ).toEqual(['AGE_14', 'PRIVACY', 'SERVICE']);
    // Migrated once: the old account can no longer be found for migration.
    expect((await info(legacy.legacyLoginId)).json().code).toBe('MIGRATE_ALREADY_DONE');
  });

  it('[201] a taken number or email is not kept; a customer whose referrer is unknown comes over without one', async () => {
    const holder = await createMember(ctx, { userNumber: '2299999999', email: 'taken.mail@example.com' });
    const legacy = await legacyMember({
      legacyMemberNumber: holder.userNumber,
      email: holder.email,
      referralUserNumber: '1999999999'
    });
    const response = await complete(await tokenFor(legacy.legacyLoginId), `moved${serial}z`);
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    expect(data.keptMemberNumber).toBe(false);
    expect(data.userNumber).toMatch(/^2\d{9}$/);
    expect(data.userNumber).not.toBe(holder.userNumber);
    expect(data.userType).toBe('NON_REF_CUSTOMER');
  });

  it('[409] a reused token is MIGRATE_TOKEN_USED; [410] an expired one MIGRATE_TOKEN_EXPIRED; [400] unknown MIGRATE_TOKEN_INVALID', async () => {
    const legacy = await legacyMember();
    const token = await tokenFor(legacy.legacyLoginId);
    expect((await complete(token, `first${serial}a`)).statusCode).toBe(201);
    const reused = await complete(token, `second${serial}a`);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('MIGRATE_TOKEN_USED');

    const other = await legacyMember();
    const stale = await tokenFor(other.legacyLoginId);
    await ctx.database.db
      .update(migrateTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(migrateTokens.tokenHash, sha256(stale)));
    const expired = await complete(stale, `late${serial}b`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('MIGRATE_TOKEN_EXPIRED');

    const unknown = await complete('x'.repeat(43), `ghost${serial}c`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('MIGRATE_TOKEN_INVALID');
  });

  it('[409] a taken login id is LOGIN_ID_TAKEN and leaves the token and the old account usable', async () => {
    const existing = await createMember(ctx);
    const legacy = await legacyMember();
    const token = await tokenFor(legacy.legacyLoginId);
    const taken = await complete(token, existing.loginId.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('LOGIN_ID_TAKEN');
    expect((await complete(token, `free${serial}d`)).statusCode).toBe(201);
  });

  it('[400] SPEC §5 rules: login id, password, confirmation and required consents', async () => {
    const legacy = await legacyMember();
    const token = await tokenFor(legacy.legacyLoginId);
    const response = await complete(token, 'ab', {
      password: 'short1',
      passwordConfirm: 'different',
      agreements: { SERVICE: true }
    });
    expect(response.statusCode).toBe(400);
    const codes = (response.json().fields as { field: string; code: string }[]).map(
      (f) => `${f.field}:${f.code}`
    );
    expect(codes).toEqual(
      expect.arrayContaining([
        'loginId:UTI_Valid_LoginId',
        'password:VA_PasswordLength',
        'passwordConfirm:VA_PasswordConfirm',
        'agreements.PRIVACY:SIG_AgreeRequiredTerms'
      ])
    );
    // Refused input spends nothing.
    expect((await complete(token, `valid${serial}e`)).statusCode).toBe(201);
  });

  it('[201/409] two concurrent completions of one old account: exactly one member is created', async () => {
    const legacy = await legacyMember();
    const [first, second] = await Promise.all([
      tokenFor(legacy.legacyLoginId),
      tokenFor(legacy.legacyLoginId)
    ]);
    const results = await Promise.all([
      complete(first, `race${serial}one`),
      complete(second, `race${serial}two`)
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('MIGRATE_ALREADY_DONE');
    const created = await Promise.all(
      [`race${serial}one`, `race${serial}two`].map((id) =>
        tokenRequest(ctx, { grant_type: 'password', username: id, password: 'Newmall123!' })
      )
    );
    expect(created.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('[201/409] the same token sent twice at once: one wins, the other is MIGRATE_TOKEN_USED', async () => {
    const legacy = await legacyMember();
    const token = await tokenFor(legacy.legacyLoginId);
    const results = await Promise.all([
      complete(token, `twin${serial}one`),
      complete(token, `twin${serial}two`)
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('MIGRATE_TOKEN_USED');
  });
});

describe('demo legacy accounts', () => {
  it('are seeded once with the published password and mailed ids', async () => {
    expect(await seedLegacyMembersIfEmpty(ctx.database.db)).toBe(false); // rows exist already
    const fresh = await createTestContext({ seed: false });
    try {
      expect(await seedLegacyMembersIfEmpty(fresh.database.db)).toBe(true);
      const byPassword = await fresh.app.inject({
        method: 'POST',
        url: '/api/member/v1/public/migrate/info',
        payload: { legacyLoginId: 'hanna.kim', password: LEGACY_DEMO_PASSWORD }
      });
      expect(byPassword.json().data.profile).toMatchObject({
        maskedName: '김*나',
        legacyMemberNumber: '2100000001'
      });
      const byMail = await fresh.app.inject({
        method: 'GET',
        url: `/api/member/v1/public/migrate/info/without-password/${demoMigrateId('yujin.choi')}`
      });
      expect(byMail.json().data.profile).toMatchObject({
        userType: 'SOLE_PROPRIETORSHIP',
        legacyMemberNumber: null
      });
    } finally {
      await fresh.close();
    }
  });
});
