import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual
} from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { CARD_COMPANIES, CARRIERS, type CardCompany, type Carrier } from '@mall/domain';
import type {
  IdentityCallback,
  IdentityProvider,
  IdentityRequest,
  IdentityRequestInput
} from './identity-provider.ts';
import { escapeHtml } from '../../lib/html.ts';
import { POPUP_OPENER_POLICY } from '../../http/security-headers.ts';
import { codeOf, NICE_CARD_CO, NICE_MOBILE_CO, nicePerson } from './nice-codes.ts';
import { sandboxCsp, sendSandboxPage } from '../sandbox-page.ts';
import { noStore } from '../../http/route-kit.ts';

/**
 * A sandbox that behaves like NICE CheckPlus "통합형" (INTEGRATIONS §5.2b): the merchant seals the
 * request (`enc_data` + `integrity_value` under a `token_version_id`), the popup is a form POST to
 * `.../CheckPlusSafeModel/service.cb` with `m=service`, and the vendor sends the popup back to
 * `returnurl` with the same three fields carrying the sealed result. Deviations, all sandbox-only:
 * AES-256-GCM instead of AES-128-CBC, keys derived from one client secret instead of the crypto-token
 * call, and the result codes below ([U] in INTEGRATIONS §7: the real tables are in the contract).
 */
export const SANDBOX_RESULT_CODES = {
  VERIFIED: '0000',
  CANCELED: '0001',
  FAILED: '0002',
  TIMEOUT: '0003'
} as const;
const SITE_CODE = 'SBX0001';
const PREFIX = '/__sandbox/identity';
const SERVICE_PATH = `${PREFIX}/CheckPlusSafeModel/service.cb`;
const COMPLETE_PATH = `${PREFIX}/CheckPlusSafeModel/complete`;

/** The carrier (`mobileco`) and card company (`cardco`) codes are NICE's (nice-codes.ts). */
const MOBILE_CO = NICE_MOBILE_CO;
const CARD_CO = NICE_CARD_CO;
const CARRIER_LABEL: Record<Carrier, string> = {
  SKT: 'SKT',
  KT: 'KT',
  LGU: 'LG U+',
  SKT_MVNO: 'SKT 알뜰폰',
  KT_MVNO: 'KT 알뜰폰',
  LGU_MVNO: 'LG U+ 알뜰폰'
};
const CARD_LABEL: Record<CardCompany, string> = {
  SHINHAN: '신한카드',
  SAMSUNG: '삼성카드',
  HYUNDAI: '현대카드',
  KOOKMIN: 'KB국민카드',
  LOTTE: '롯데카드',
  HANA: '하나카드',
  WOORI: '우리카드',
  BC: 'BC카드',
  NONGHYUP: 'NH농협카드'
};

/** Deterministic people: the same persona always yields the same CI/DI (duplicate-account tests). */
export const SANDBOX_PERSONAS = {
  'adult-female': {
    label: '성인 여성',
    en: 'Adult, female',
    name: '김민지',
    birth: '19920417',
    gender: '0',
    national: '0',
    mobile: '01012345678'
  },
  'adult-male': {
    label: '성인 남성',
    en: 'Adult, male',
    name: '이준호',
    birth: '19881102',
    gender: '1',
    national: '0',
    mobile: '01023456789'
  },
  minor: {
    label: '미성년자',
    en: 'Minor',
    name: '박서윤',
    birth: '20110630',
    gender: '0',
    national: '0',
    mobile: '01034567890'
  },
  foreigner: {
    label: '외국인',
    en: 'Foreign resident',
    name: 'WILSON EMMA',
    birth: '19900214',
    gender: '0',
    national: '1',
    mobile: '01045678901'
  }
} as const;
type PersonaId = keyof typeof SANDBOX_PERSONAS;

type SealedRequest = {
  requestno: string;
  returnurl: string;
  sitecode: string;
  authtype: 'M' | 'C';
  methodtype: 'get';
  popupyn: 'Y';
  exp: number;
};
type SealedResult = {
  resultcode: string;
  requestno: string;
  responseno: string;
  enctime: string;
  sitecode: string;
  authtype: 'M' | 'C';
  name?: string;
  utf8_name?: string;
  birthdate?: string;
  gender?: string;
  nationalinfo?: string;
  mobileco?: string;
  mobileno?: string;
  cardco?: string;
  ci?: string;
  di?: string;
};

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** Per-request keys from the client secret and the token version id (NICE derives them per token too). */
function keys(secret: string, tokenVersionId: string) {
  return {
    enc: createHmac('sha256', secret).update(`enc:${tokenVersionId}`).digest(),
    mac: createHmac('sha256', secret).update(`mac:${tokenVersionId}`).digest()
  };
}

function seal(secret: string, tokenVersionId: string, value: object) {
  const k = keys(secret, tokenVersionId);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', k.enc, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  const encData = b64url(Buffer.concat([iv, body, cipher.getAuthTag()]));
  return { encData, integrity: b64url(createHmac('sha256', k.mac).update(encData).digest()) };
}

function open<T>(
  secret: string,
  fields: Record<string, unknown>
): { tokenVersionId: string; value: T } | null {
  const tokenVersionId = text(fields.token_version_id);
  const encData = text(fields.enc_data);
  const integrity = text(fields.integrity_value);
  if (!TOKEN.test(tokenVersionId) || !encData || encData.length > 8000 || !integrity) return null;
  const k = keys(secret, tokenVersionId);
  const expected = createHmac('sha256', k.mac).update(encData).digest();
  const given = Buffer.from(integrity, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const raw = Buffer.from(encData, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', k.enc, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(12, raw.length - 16)),
      decipher.final()
    ]).toString('utf8');
    return { tokenVersionId, value: JSON.parse(plain) as T };
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const TOKEN = /^[A-Za-z0-9_-]{20}$/;

/** CI 88 base64 characters, DI 64 hex characters, both stable per person (and DI per site). */
function connectingInfo(name: string, birth: string, gender: string) {
  const ci = createHash('sha512').update(`sandbox-ci:${name}:${birth}:${gender}`).digest('base64');
  const di = createHash('sha256').update(`sandbox-di:${SITE_CODE}:${ci}`).digest('hex');
  return { ci, di };
}

export function createSandboxIdentity(secret: string): {
  provider: IdentityProvider;
  routes: FastifyPluginAsync;
} {
  const provider: IdentityProvider = {
    name: 'sandbox',

    async createRequest(input: IdentityRequestInput): Promise<IdentityRequest> {
      const tokenVersionId = b64url(randomBytes(15));
      const sealed = seal(secret, tokenVersionId, {
        requestno: input.requestNo,
        returnurl: input.returnUrl,
        sitecode: SITE_CODE,
        authtype: input.method === 'CARD' ? 'C' : 'M',
        methodtype: 'get',
        popupyn: 'Y',
        exp: Math.floor(input.expiresAt.getTime() / 1000)
      } satisfies SealedRequest);
      const baseUrl = `${input.origin}${PREFIX}`;
      return {
        tokenVersionId,
        baseUrl,
        action: `${input.origin}${SERVICE_PATH}`,
        fields: {
          m: 'service',
          token_version_id: tokenVersionId,
          enc_data: sealed.encData,
          integrity_value: sealed.integrity
        },
        encData: sealed.encData,
        // The keys come from the installation secret and the token: nothing per request to keep.
        keep: null
      };
    },

    callbackToken(fields: Record<string, unknown>): string | null {
      const token = text(fields.token_version_id);
      return TOKEN.test(token) ? token : null;
    },

    readCallback(fields: Record<string, unknown>): IdentityCallback | null {
      const opened = open<SealedResult>(secret, fields);
      if (!opened || opened.value.sitecode !== SITE_CODE || typeof opened.value.requestno !== 'string')
        return null;
      const r = opened.value;
      const outcome = codeOf(SANDBOX_RESULT_CODES, r.resultcode) ?? 'FAILED';
      const person = outcome === 'VERIFIED' ? nicePerson(r) : null;
      if (outcome === 'VERIFIED' && !person) return null;
      return {
        tokenVersionId: opened.tokenVersionId,
        requestNo: r.requestno,
        responseNo: r.responseno || null,
        vendorCode: r.resultcode,
        outcome,
        person
      };
    }
  };

  const routes: FastifyPluginAsync = async (app) => {
    // The vendor's popup: a form POST from the storefront (GET also works, for a quick look).
    app.route<{ Body: Record<string, unknown>; Querystring: Record<string, unknown> }>({
      method: ['GET', 'POST'],
      url: SERVICE_PATH,
      handler: async (request, reply) => {
        const fields = request.method === 'POST' ? (request.body ?? {}) : request.query;
        const opened = text(fields.m) === 'service' ? open<SealedRequest>(secret, fields) : null;
        if (!opened || opened.value.sitecode !== SITE_CODE) {
          return page(
            reply,
            null,
            400,
            errorBody('잘못된 요청입니다', 'Invalid request: the request data could not be verified.')
          );
        }
        const expired = opened.value.exp * 1000 <= Date.now();
        return page(reply, opened.value.returnurl, 200, pickerBody(fields, opened.value, expired));
      }
    });

    // The person's choice: seal a result and send the popup back to the merchant's return URL.
    app.post<{ Body: Record<string, unknown> }>(COMPLETE_PATH, async (request, reply) => {
      const fields = request.body ?? {};
      const opened = open<SealedRequest>(secret, fields);
      if (!opened || opened.value.sitecode !== SITE_CODE) {
        return page(
          reply,
          null,
          400,
          errorBody('잘못된 요청입니다', 'Invalid request: the request data could not be verified.')
        );
      }
      const req = opened.value;
      const chosen = text(fields.outcome);
      const outcome: keyof typeof SANDBOX_RESULT_CODES =
        req.exp * 1000 <= Date.now() || chosen === 'timeout'
          ? 'TIMEOUT'
          : chosen === 'success'
            ? 'VERIFIED'
            : chosen === 'cancel'
              ? 'CANCELED'
              : 'FAILED';
      const now = new Date();
      const result: SealedResult = {
        resultcode: SANDBOX_RESULT_CODES[outcome],
        requestno: req.requestno,
        responseno: `SBX${now.getTime()}${randomBytes(3).toString('hex').toUpperCase()}`,
        enctime: now.toISOString().replace(/\D/g, '').slice(0, 14),
        sitecode: SITE_CODE,
        authtype: req.authtype
      };
      if (outcome === 'VERIFIED') {
        const person = personFrom(fields, req.authtype);
        if ('error' in person) {
          return page(reply, req.returnurl, 400, pickerBody(fields, req, false, person.error));
        }
        Object.assign(result, person);
      }
      const sealed = seal(secret, opened.tokenVersionId, result);
      const target = new URL(req.returnurl);
      target.searchParams.set('token_version_id', opened.tokenVersionId);
      target.searchParams.set('enc_data', sealed.encData);
      target.searchParams.set('integrity_value', sealed.integrity);
      return noStore(reply)
        .code(303)
        .header(...POPUP_OPENER_POLICY)
        .redirect(target.toString(), 303);
    });
  };

  return { provider, routes };
}

/** The persona, optionally overridden by what the tester typed; validated like a vendor would. */
function personFrom(
  fields: Record<string, unknown>,
  authtype: 'M' | 'C'
): Partial<SealedResult> | { error: string } {
  const personaId = text(fields.persona) as PersonaId;
  const persona = Object.hasOwn(SANDBOX_PERSONAS, personaId) ? SANDBOX_PERSONAS[personaId] : null;
  if (!persona) return { error: '인증할 사용자를 선택해 주세요. · Pick a persona.' };
  const name = text(fields.name).trim() || persona.name;
  const birth = text(fields.birth).replace(/\D/g, '') || persona.birth;
  const mobile = text(fields.mobile).replace(/\D/g, '') || persona.mobile;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (name.length > 40 || /[\u0000-\u001f\u007f<>]/.test(name))
    return { error: '이름을 확인해 주세요. · Check the name.' };
  const date = new Date(`${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}T00:00:00Z`);
  if (
    !/^(19|20)\d{6}$/.test(birth) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10).replaceAll('-', '') !== birth
  ) {
    return { error: '생년월일 8자리를 확인해 주세요. · Birth date must be YYYYMMDD.' };
  }
  const base = {
    name,
    utf8_name: encodeURIComponent(name),
    birthdate: birth,
    gender: persona.gender,
    nationalinfo: persona.national,
    ...connectingInfo(name, birth, persona.gender)
  };
  if (authtype === 'C') {
    const card = text(fields.cardco) as CardCompany;
    if (!CARD_COMPANIES.includes(card)) return { error: '카드사를 선택해 주세요. · Pick a card company.' };
    return { ...base, cardco: CARD_CO[card] };
  }
  const carrier = text(fields.carrier) as Carrier;
  if (!CARRIERS.includes(carrier)) return { error: '통신사를 선택해 주세요. · Pick a carrier.' };
  if (!/^01[016789]\d{7,8}$/.test(mobile))
    return { error: '휴대폰번호를 확인해 주세요. · Check the mobile number.' };
  return { ...base, mobileco: MOBILE_CO[carrier], mobileno: mobile };
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:14px/1.45 "Apple SD Gothic Neo","Malgun Gothic","Noto Sans KR",system-ui,sans-serif;color:#1d2430;background:#f3f5f8}
header{background:#1f3a8a;color:#fff;padding:10px 16px;display:flex;align-items:center;justify-content:space-between}
header b{font-size:15px;letter-spacing:-.2px}header small{opacity:.8;font-size:11px;display:block}.badge{background:#f59e0b;color:#1d2430;font-size:10px;font-weight:700;border-radius:4px;padding:2px 6px}
main{padding:12px 16px}h1{font-size:16px;margin:0}h1 small,.en{color:#667085;font-weight:400;font-size:11.5px}
fieldset{border:0;margin:10px 0 0;padding:0}legend{font-weight:700;font-size:13px;margin-bottom:6px}
.personas{display:grid;grid-template-columns:1fr 1fr;gap:6px}.personas label{display:block;background:#fff;border:1px solid #d0d5dd;border-radius:8px;padding:6px 8px;cursor:pointer;font-size:12.5px}
.personas input{margin:0 4px 0 0}.personas label:has(input:checked){border-color:#1f3a8a;box-shadow:0 0 0 1px #1f3a8a;background:#eef2ff}
select,input[type=text]{width:100%;padding:6px 8px;border:1px solid #d0d5dd;border-radius:6px;font:inherit;background:#fff}
details{margin-top:8px;font-size:12.5px}summary{cursor:pointer;color:#344054}.row{display:grid;grid-template-columns:1fr 1fr 1fr;gap:6px;margin-top:6px}
.actions{display:grid;grid-template-columns:2fr 1fr 1fr;gap:6px;margin-top:12px}button{font:inherit;border-radius:8px;padding:9px 6px;border:1px solid #d0d5dd;background:#fff;cursor:pointer;line-height:1.2}
button small{display:block;font-size:10.5px;opacity:.8}button.primary{background:#1f3a8a;border-color:#1f3a8a;color:#fff;font-weight:700}
.timeout{margin-top:8px;text-align:center}.timeout button{border:0;background:none;color:#667085;text-decoration:underline;padding:2px;font-size:12px}
.alert{background:#fef3f2;border:1px solid #fecdca;color:#b42318;border-radius:8px;padding:8px 10px;margin:8px 0;font-size:12.5px}
.notice{background:#fffaeb;border:1px solid #fedf89;border-radius:8px;padding:6px 10px;margin-top:8px;font-size:11.5px;color:#93370d}
footer{padding:6px 16px 12px;color:#98a2b3;font-size:10.5px;text-align:center}`;

function page(reply: FastifyReply, returnUrl: string | null, status: number, body: string) {
  // The popup only ever posts to itself and is sent back to the merchant's return URL.
  const formAction = returnUrl ? `'self' ${new URL(returnUrl).origin}` : "'self'";
  return sendSandboxPage(reply, {
    status,
    csp: sandboxCsp({ formAction }),
    headers: [POPUP_OPENER_POLICY],
    title: '본인확인 서비스 (Sandbox)',
    style: STYLE,
    badge: `<header><div><b>본인확인 서비스</b><small>Identity verification · 안심본인인증</small></div><span class="badge">SANDBOX</span></header>`,
    body,
    footer:
      '테스트 환경입니다. 실제 본인확인이 이루어지지 않습니다. · Test environment: no real verification takes place.'
  });
}

function errorBody(title: string, english: string) {
  return `<h1>${escapeHtml(title)}</h1><p class="en">${escapeHtml(english)}</p><p>창을 닫고 다시 시도해 주세요.<br><span class="en">Close this window and try again.</span></p>`;
}

function pickerBody(fields: Record<string, unknown>, req: SealedRequest, expired: boolean, error?: string) {
  const hidden = ['token_version_id', 'enc_data', 'integrity_value']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(text(fields[name]))}">`)
    .join('');
  const card = req.authtype === 'C';
  const chosenPersona = text(fields.persona) || 'adult-female';
  const title = card ? '카드 본인확인' : '휴대폰 본인확인';
  const english = card ? 'Card identity verification' : 'Mobile phone identity verification';
  if (expired) {
    return `<h1>${title} <small>${english}</small></h1><div class="alert">요청 유효시간이 지났습니다.<br>The request has expired.</div><form method="post" action="${COMPLETE_PATH}">${hidden}<div class="actions" style="grid-template-columns:1fr"><button class="primary" name="outcome" value="timeout">돌아가기<small>Return to the shop</small></button></div></form>`;
  }
  const personas = (Object.entries(SANDBOX_PERSONAS) as [PersonaId, (typeof SANDBOX_PERSONAS)[PersonaId]][])
    .map(
      ([id, p]) =>
        `<label><input type="radio" name="persona" value="${id}"${id === chosenPersona ? ' checked' : ''}>${escapeHtml(p.name)} · ${p.birth.slice(0, 4)}.${p.birth.slice(4, 6)}.${p.birth.slice(6)}<br><span class="en">${escapeHtml(p.label)} · ${escapeHtml(p.en)}</span></label>`
    )
    .join('');
  const options = card
    ? CARD_COMPANIES.map(
        (c) => `<option value="${c}"${text(fields.cardco) === c ? ' selected' : ''}>${CARD_LABEL[c]}</option>`
      ).join('')
    : CARRIERS.map(
        (c) =>
          `<option value="${c}"${text(fields.carrier) === c ? ' selected' : ''}>${CARRIER_LABEL[c]}</option>`
      ).join('');
  const picker = card
    ? `<fieldset><legend>카드사 선택 <span class="en">Card company</span></legend><select name="cardco" aria-label="카드사">${options}</select></fieldset>`
    : `<fieldset><legend>통신사 선택 <span class="en">Mobile carrier</span></legend><select name="carrier" aria-label="통신사">${options}</select></fieldset>`;
  const overrides = `<details><summary>직접 입력 <span class="en">Override the persona (optional)</span></summary><div class="row"><input type="text" name="name" maxlength="40" placeholder="이름 Name" value="${escapeHtml(text(fields.name))}"><input type="text" name="birth" maxlength="8" inputmode="numeric" placeholder="생년월일 YYYYMMDD" value="${escapeHtml(text(fields.birth))}">${card ? '' : `<input type="text" name="mobile" maxlength="11" inputmode="numeric" placeholder="휴대폰 Mobile" value="${escapeHtml(text(fields.mobile))}">`}</div></details>`;
  return (
    `<h1>${title} <small>${english}</small></h1>` +
    (error ? `<div class="alert" role="alert">${escapeHtml(error)}</div>` : '') +
    `<form method="post" action="${COMPLETE_PATH}">${hidden}${picker}<fieldset><legend>인증할 사용자 <span class="en">Persona</span></legend><div class="personas">${personas}</div></fieldset>${overrides}` +
    `<div class="actions"><button class="primary" name="outcome" value="success">인증 완료<small>Verify</small></button><button name="outcome" value="fail">인증 실패<small>Fail</small></button><button name="outcome" value="cancel">취소<small>Cancel</small></button></div>` +
    `<div class="timeout"><button name="outcome" value="timeout">시간 초과 재현 · Simulate a timeout</button></div></form>`
  );
}
