import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AllowanceAccount,
  BankCheckAnswer,
  DeskPlannerDocumentList,
  PlannerDocument,
  PlannerDocumentsAnswer
} from '@mall/domain';
import { allowanceAccounts } from '../src/modules/planner/planner.table.ts';
import { staffAuditLog } from '../src/modules/staff/staff.table.ts';
import { cartApi, cartMember } from './cart-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { nextAddress, TEST_PASSWORD } from './members.ts';
import { signedInStaff } from './staff-fixtures.ts';

/** A planner's documents and allowance account (issue 18 item 5, docs/decisions/075). */
let ctx: TestContext;
let call: ReturnType<typeof cartApi>;
let cs: Awaited<ReturnType<typeof signedInStaff>>;

const UPLOAD = '/api/member/v1/media-storage/upload/multiple/encrypted';
const DECRYPT = '/api/member/v1/media-storage/public/download/decrypt';
const LIST = '/api/member/v1/users/planner-documents';
const ALLOWANCE = '/api/member/v1/users/allowance-bank-account';
const MB = 1024 * 1024;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, env: { RATE_LIMIT_ROUTE_SCALE: '20' } });
  call = cartApi(ctx);
  cs = await signedInStaff(ctx, ['CS']);
});
afterAll(async () => ctx.close());

const planner = (overrides: Record<string, unknown> = {}) =>
  cartMember(ctx, { userType: 'SOLE_PROPRIETORSHIP', referralUserNumber: null, ...overrides });

const padded = (head: number[] | string, size = 2048, fill = 0x20) => {
  const start = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  const bytes = Buffer.alloc(Math.max(size, start.length), fill);
  start.copy(bytes);
  return bytes;
};
const JPEG = padded([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PDF = padded('%PDF-1.7\n% my bank book, account 110-123-456789\n');
const EXE = padded('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode');
const TEXT = padded('just some text, not an image at all');

type Sent = { name: string; bytes: Buffer; type?: string };
function upload(token: string | undefined, kind: string | null, files: Sent[]) {
  const form = new FormData();
  if (kind !== null) form.append('kind', kind);
  for (const file of files)
    form.append(
      'files',
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name
    );
  return ctx.app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextAddress(),
    payload: form
  });
}
async function uploaded(token: string, kind: string, files: Sent[]) {
  const response = await upload(token, kind, files);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { documents: PlannerDocument[] } }>().data.documents;
}
const list = async (token: string) => {
  const response = await call('GET', LIST, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PlannerDocumentsAnswer }>().data;
};
const decrypt = (token: string | undefined, fileUrl: string) =>
  call('GET', `${DECRYPT}?fileUrl=${encodeURIComponent(fileUrl)}`, token);
const put = (token: string, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: ALLOWANCE,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextAddress(),
    payload
  });
const staff = (method: 'GET' | 'POST', url: string, payload?: object, cookie = cs.cookie) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('the checklist and the code lists', () => {
  it('[200] a Korean planner owes the ID card, bank book and business registration; a foreign one the alien card and visa', async () => {
    const korean = await planner();
    expect((await list(korean.token)).kinds.map((kind) => [kind.kind, kind.required, kind.state])).toEqual([
      ['ID_CARD', true, null],
      ['BANK_BOOK', true, null],
      ['BUSINESS_REGISTRATION', true, null]
    ]);
    const foreign = await planner({ isForeign: true });
    const answer = await list(foreign.token);
    expect(answer.isForeign).toBe(true);
    expect(answer.foreignInfo).toBeNull();
    expect(answer.kinds.map((kind) => kind.kind)).toEqual([
      'ALIEN_REGISTRATION',
      'VISA',
      'BANK_BOOK',
      'BUSINESS_REGISTRATION'
    ]);
  });

  it('[200] the country and visa lists are public and named in the asked language', async () => {
    const countries = await call('GET', '/api/member/v1/public/codes/country', undefined, undefined, 'en-US');
    expect(countries.statusCode).toBe(200);
    expect(countries.json().data).toContainEqual({ code: 'VN', name: 'Vietnam' });
    const visas = await call('GET', '/api/member/v1/public/codes/visa');
    expect(visas.json().data).toContainEqual({ code: 'F-4', name: '재외동포 (F-4)' });
  });

  it('[200/400/403] a foreign planner saves a listed country and visa; a Korean planner has none to save', async () => {
    const foreign = await planner({ isForeign: true });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/member/v1/users/planner-foreign-info',
      headers: { authorization: `Bearer ${foreign.token}` },
      payload: { countryCode: 'VN', visaCode: 'F-6' }
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await list(foreign.token)).foreignInfo).toEqual({ countryCode: 'VN', visaCode: 'F-6' });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/member/v1/users/planner-foreign-info',
      headers: { authorization: `Bearer ${foreign.token}` },
      payload: { countryCode: 'XX', visaCode: 'F-6' }
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('countryCode');
    const korean = await planner();
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/member/v1/users/planner-foreign-info',
      headers: { authorization: `Bearer ${korean.token}` },
      payload: { countryCode: 'VN', visaCode: 'F-6' }
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('POST the encrypted upload', () => {
  it('[200] seals an image and a PDF, keeps the original names for display, and lists them SUBMITTED', async () => {
    const me = await planner();
    const docs = await uploaded(me.token, 'ID_CARD', [
      { name: '신분증 앞면.jpg', bytes: JPEG, type: 'image/jpeg' },
      { name: 'C:\\scans\\id-back.pdf', bytes: PDF, type: 'application/pdf' }
    ]);
    expect(docs.map((doc) => [doc.originFileName, doc.contentType, doc.state, doc.byteSize])).toEqual([
      ['신분증 앞면.jpg', 'image/jpeg', 'SUBMITTED', JPEG.length],
      ['id-back.pdf', 'application/pdf', 'SUBMITTED', PDF.length]
    ]);
    for (const doc of docs) expect(doc.fileUrl).toMatch(/^[a-f0-9]{32}\.bin$/);
    const idCard = (await list(me.token)).kinds.find((kind) => kind.kind === 'ID_CARD');
    expect(idCard?.state).toBe('SUBMITTED');
    expect(idCard?.documents).toHaveLength(2);

    // On disk the file is sealed: neither the plaintext nor a piece of it.
    const onDisk = await fs.readFile(
      path.join(ctx.config.mediaDir, 'private', 'planner-documents', docs[1]!.fileUrl)
    );
    expect(onDisk.equals(PDF)).toBe(false);
    expect(onDisk.includes(Buffer.from('%PDF-'))).toBe(false);
    expect(onDisk.includes(Buffer.from('110-123-456789'))).toBe(false);

    // The owner opens it, decrypted, never cached.
    const opened = await decrypt(me.token, docs[1]!.fileUrl);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PDF)).toBe(true);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.headers['content-disposition']).toContain("filename*=UTF-8''id-back.pdf");
  });

  it.each([
    ['an .exe renamed .pdf', { name: 'bank.pdf', bytes: EXE, type: 'application/pdf' }],
    ['text renamed .png', { name: 'id.png', bytes: TEXT, type: 'image/png' }],
    ['a PDF named .png', { name: 'id.png', bytes: PDF, type: 'image/png' }],
    [
      'a Word file renamed .xlsx',
      { name: 'a.xlsx', bytes: padded('PK\x03\x04[Content_Types].xml word/document.xml') }
    ]
  ])('[400] refuses %s by its content (ALT_FileError), storing nothing', async (_label, file) => {
    const me = await planner();
    const response = await upload(me.token, 'BANK_BOOK', [file]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('ALT_FileError');
    expect((await list(me.token)).kinds.every((kind) => kind.documents.length === 0)).toBe(true);
  });

  it('[413] refuses an image over 20 MB and a PDF over 10 MB while the body streams (ALT_ImageValidation)', async () => {
    const me = await planner();
    const bigImage = padded([0xff, 0xd8, 0xff, 0xe0], 20 * MB + 1);
    const image = await upload(me.token, 'ID_CARD', [{ name: 'big.jpg', bytes: bigImage }]);
    expect(image.statusCode).toBe(413);
    expect(image.json()).toMatchObject({ code: 'ALT_ImageValidation', data: { maxMb: 20 } });
    const bigPdf = padded('%PDF-1.7\n', 10 * MB + 1);
    const pdf = await upload(me.token, 'ID_CARD', [{ name: 'big.pdf', bytes: bigPdf }]);
    expect(pdf.statusCode).toBe(413);
    expect(pdf.json()).toMatchObject({ code: 'ALT_ImageValidation', data: { maxMb: 10 } });
    // A 15 MB image is within the image limit.
    await uploaded(me.token, 'ID_CARD', [
      { name: 'ok.jpg', bytes: padded([0xff, 0xd8, 0xff, 0xe0], 15 * MB) }
    ]);
  });

  it('[400] refuses a fourth file, no file, and a kind the planner does not owe', async () => {
    const me = await planner();
    const four = await upload(
      me.token,
      'BANK_BOOK',
      [1, 2, 3, 4].map((n) => ({ name: `p${n}.pdf`, bytes: PDF }))
    );
    expect(four.statusCode).toBe(400);
    expect(four.json()).toMatchObject({ code: 'RETURN_PHOTO_TOO_MANY', data: { max: 3 } });
    const none = await upload(me.token, 'BANK_BOOK', []);
    expect(none.json().code).toBe('ALT_FileError');
    const noKind = await upload(me.token, null, [{ name: 'a.pdf', bytes: PDF }]);
    expect(noKind.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'kind' }] });
    const visa = await upload(me.token, 'VISA', [{ name: 'a.pdf', bytes: PDF }]);
    expect(visa.statusCode).toBe(400);
    expect((await list(me.token)).kinds.every((kind) => kind.documents.length === 0)).toBe(true);
  });

  it('[401/403] a guest and a customer cannot upload, list, open or see the alarm (ALT_PlannerOnly)', async () => {
    const owner = await planner();
    const [doc] = await uploaded(owner.token, 'BANK_BOOK', [{ name: 'b.pdf', bytes: PDF }]);
    expect((await upload(undefined, 'BANK_BOOK', [{ name: 'b.pdf', bytes: PDF }])).statusCode).toBe(401);
    const customer = await cartMember(ctx);
    for (const response of [
      await upload(customer.token, 'BANK_BOOK', [{ name: 'b.pdf', bytes: PDF }]),
      await call('GET', LIST, customer.token),
      await decrypt(customer.token, doc!.fileUrl),
      await call('DELETE', `${LIST}/${doc!.plannerDocumentId}`, customer.token),
      await call('GET', `${ALLOWANCE}/alarm`, customer.token),
      await call('GET', ALLOWANCE, customer.token)
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('ALT_PlannerOnly');
    }
  });
});

describe('another planner', () => {
  it('[404] cannot open, delete or find a planner’s document', async () => {
    const owner = await planner();
    const other = await planner();
    const [doc] = await uploaded(owner.token, 'ID_CARD', [{ name: 'id.jpg', bytes: JPEG }]);
    const opened = await decrypt(other.token, doc!.fileUrl);
    expect(opened.statusCode).toBe(404);
    expect(opened.json().code).toBe('PLANNER_DOCUMENT_NOT_FOUND');
    const deleted = await call('DELETE', `${LIST}/${doc!.plannerDocumentId}`, other.token);
    expect(deleted.statusCode).toBe(404);
    expect((await list(other.token)).kinds.every((kind) => kind.documents.length === 0)).toBe(true);
    expect((await decrypt(owner.token, doc!.fileUrl)).statusCode).toBe(200);
    expect((await decrypt(owner.token, '../../../etc/passwd')).statusCode).toBe(400);
  });
});

describe('the staff review', () => {
  it('[200] lists submitted documents, streams one (audited), approves and rejects with a note the planner reads', async () => {
    const me = await planner();
    const [idCard] = await uploaded(me.token, 'ID_CARD', [{ name: 'id.jpg', bytes: JPEG }]);
    const [bankBook] = await uploaded(me.token, 'BANK_BOOK', [{ name: 'bank.pdf', bytes: PDF }]);

    const queue = await staff('GET', '/api/staff/v1/planner-documents?state=SUBMITTED');
    expect(queue.statusCode, queue.body).toBe(200);
    const page = queue.json<{ data: DeskPlannerDocumentList }>().data;
    const row = page.list.find((item) => item.plannerDocumentId === bankBook!.plannerDocumentId);
    expect(row).toMatchObject({ kind: 'BANK_BOOK', member: { userSeqNo: me.id } });
    expect(row).not.toHaveProperty('fileUrl');
    expect(page.counts.SUBMITTED).toBeGreaterThanOrEqual(2);

    const file = await staff('GET', `/api/staff/v1/planner-documents/${bankBook!.plannerDocumentId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const audit = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.staffId, cs.id), eq(staffAuditLog.action, 'planner.documents.file')));
    expect(audit.at(-1)).toMatchObject({ targetType: 'member', targetId: String(me.id) });
    expect(audit.at(-1)?.after).toMatchObject({ documentId: bankBook!.plannerDocumentId });

    const review = (id: number, body: object) =>
      staff('POST', `/api/staff/v1/planner-documents/${id}/review`, body);
    const noNote = await review(idCard!.plannerDocumentId, { event: 'reject' });
    expect(noNote.statusCode).toBe(400);
    const rejected = await review(idCard!.plannerDocumentId, { event: 'reject', note: '사진이 흐립니다' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const approved = await review(bankBook!.plannerDocumentId, { event: 'approve' });
    expect(approved.json().data.state).toBe('APPROVED');
    const again = await review(bankBook!.plannerDocumentId, { event: 'reject', note: 'late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PLANNER_DOCUMENT_MOVE_REFUSED');

    const kinds = (await list(me.token)).kinds;
    expect(kinds.find((kind) => kind.kind === 'ID_CARD')).toMatchObject({
      state: 'REJECTED',
      documents: [{ reviewNote: '사진이 흐립니다' }]
    });
    expect(kinds.find((kind) => kind.kind === 'BANK_BOOK')?.state).toBe('APPROVED');

    // An approved document stays; a rejected one may be withdrawn and its file goes.
    const keep = await call('DELETE', `${LIST}/${bankBook!.plannerDocumentId}`, me.token);
    expect(keep.statusCode).toBe(409);
    expect(keep.json().code).toBe('PLANNER_DOCUMENT_APPROVED');
    const moreOfApproved = await upload(me.token, 'BANK_BOOK', [{ name: 'bank2.pdf', bytes: PDF }]);
    expect(moreOfApproved.json().code).toBe('PLANNER_DOCUMENT_APPROVED');
    const gone = await call('DELETE', `${LIST}/${idCard!.plannerDocumentId}`, me.token);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await decrypt(me.token, idCard!.fileUrl)).statusCode).toBe(404);
    await expect(
      fs.access(path.join(ctx.config.mediaDir, 'private', 'planner-documents', idCard!.fileUrl))
    ).rejects.toThrow();
  });

  it('[401/403] needs a staff session holding planner.documents', async () => {
    const orderDesk = await signedInStaff(ctx, ['ORDER_DESK']);
    const refused = await staff('GET', '/api/staff/v1/planner-documents', undefined, orderDesk.cookie);
    expect(refused.statusCode).toBe(403);
    const file = await staff('GET', '/api/staff/v1/planner-documents/1/file', undefined, orderDesk.cookie);
    expect(file.statusCode).toBe(403);
    expect((await staff('GET', '/api/staff/v1/planner-documents', undefined, '')).statusCode).toBe(401);
    // A member's token is not a staff session.
    const me = await planner();
    const asMember = await call('GET', '/api/staff/v1/planner-documents', me.token);
    expect(asMember.statusCode).toBe(401);
  });
});

describe('the allowance account', () => {
  const HONG = {
    bankCode: '088',
    accountNumber: '110-123-456789',
    accountLastName: '홍',
    accountFirstName: '길동'
  };
  const verified = async (me: { id: number; token: string }, body: object = HONG) => {
    const response = await call('POST', `/api/member/bank/v1/${me.id}/verify`, me.token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: BankCheckAnswer }>().data;
  };
  const recheck = async (token: string) => {
    const response = await call('POST', '/api/member/v1/users/verify/password', token, {
      password: TEST_PASSWORD
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('[200] the alarm is on until an account checked with the bank is registered, then shown masked', async () => {
    const me = await planner();
    expect((await call('GET', `${ALLOWANCE}/alarm`, me.token)).json()).toEqual({ data: { alarm: true } });
    expect((await call('GET', ALLOWANCE, me.token)).json()).toEqual({ data: { account: null } });

    // Saving needs the password re-check, like the refund account.
    const early = await call('POST', ALLOWANCE, me.token, { verificationId: crypto.randomUUID() });
    expect(early.json().code).toBe('PASSWORD_CHECK_REQUIRED');
    await recheck(me.token);
    const check = await verified(me);
    expect(check.result).toBe('MATCH');
    const saved = await call('POST', ALLOWANCE, me.token, { verificationId: check.verificationId });
    expect(saved.statusCode, saved.body).toBe(200);
    const account = saved.json<{ data: { account: AllowanceAccount } }>().data.account;
    expect(account).toMatchObject({
      bankCode: '088',
      bankAccountNo: '110******789',
      bankHolderName: '홍길동'
    });
    expect((await call('GET', `${ALLOWANCE}/alarm`, me.token)).json()).toEqual({ data: { alarm: false } });
    const [row] = await ctx.database.db
      .select()
      .from(allowanceAccounts)
      .where(eq(allowanceAccounts.userSeqNo, me.id));
    expect(row?.accountSealed).not.toContain('123456');

    // The check is spent: it saves nothing twice; a second registration is ALLOWANCE_ACCOUNT_EXISTS.
    const reused = await put(me.token, { verificationId: check.verificationId });
    expect(reused.json().code).toBe('REFUND_ACCOUNT_CHECK_INVALID');
    const second = await call('POST', ALLOWANCE, me.token, {
      verificationId: (await verified(me)).verificationId
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ALLOWANCE_ACCOUNT_EXISTS');

    const change = await verified(me, { ...HONG, bankCode: '004', accountNumber: '123456789012' });
    const changed = await put(me.token, { verificationId: change.verificationId });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.account).toMatchObject({ bankCode: '004', bankAccountNo: '123******012' });
    expect(changed.json().data.account.changedAt).not.toBeNull();
  });

  it('[400/404] a check of another member or a mismatch saves nothing; changing needs an account', async () => {
    const me = await planner();
    const other = await planner();
    await recheck(me.token);
    await recheck(other.token);
    const othersCheck = await verified(other);
    const stolen = await call('POST', ALLOWANCE, me.token, { verificationId: othersCheck.verificationId });
    expect(stolen.json().code).toBe('REFUND_ACCOUNT_CHECK_INVALID');
    const mismatch = await verified(me, { ...HONG, accountFirstName: '철수' });
    expect(mismatch).toMatchObject({ result: 'MISMATCH', verificationId: null });
    const noAccount = await put(me.token, { verificationId: (await verified(me)).verificationId });
    expect(noAccount.statusCode).toBe(404);
    const bad = await call('POST', ALLOWANCE, me.token, { verificationId: 'nope' });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ code: 'CMM_AccVerifyFirst' }] });
    expect((await call('GET', `${ALLOWANCE}/alarm`, me.token)).json().data.alarm).toBe(true);
  });
});
