import type { FastifyReply } from 'fastify';
import { escapeHtml as e } from '../../lib/html.ts';
import { SANDBOX_TOSS_PREFIX } from '../../config.ts';
import type { sandboxTossPayments } from './sandbox-toss.table.ts';
import { won } from '../../lib/seoul.ts';
import { sandboxCsp, sendSandboxPage } from '../sandbox-page.ts';

type Row = typeof sandboxTossPayments.$inferSelect;

/** Issuer codes the test card form offers (INTEGRATIONS §6.2). */
export const SANDBOX_CARD_COMPANIES: readonly (readonly [code: string, name: string, testNumber: string])[] =
  [
    ['41', '신한카드', '4330123412341234'],
    ['61', '현대카드', '5433123412341234'],
    ['51', '삼성카드', '5107123412341234'],
    ['11', 'KB국민카드', '4673123412341234'],
    ['21', '하나카드', '4048123412341234'],
    ['33', '우리카드', '5365123412341234'],
    ['71', '롯데카드', '4017123412341234'],
    ['91', 'NH농협카드', '5461123412341234'],
    ['31', 'BC카드', '9490123412341234'],
    ['15', '카카오뱅크', '5361123412341234']
  ];

const STYLE = `*{box-sizing:border-box}body{margin:0;font:15px/1.5 "Apple SD Gothic Neo","Malgun Gothic","Noto Sans KR",system-ui,sans-serif;color:#191f28;background:#f2f4f6}
.test{background:#fff4e5;color:#8a4b00;border-bottom:1px solid #ffd8a8;text-align:center;font-weight:700;font-size:13px;padding:8px 12px}
header{background:#fff;border-bottom:1px solid #e5e8eb;padding:12px 16px;display:flex;align-items:center;gap:8px}
header .logo{display:inline-grid;place-items:center;width:28px;height:28px;border-radius:8px;background:#3182f6;color:#fff;font-weight:800;font-size:13px}
header b{font-size:16px}header small{color:#6b7684;font-size:12px;margin-left:auto}
main{max-width:480px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:16px;padding:16px;margin:0 0 12px;box-shadow:0 1px 2px rgba(0,0,0,.04)}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:6px 12px;align-items:baseline}dt{color:#6b7684;font-size:13px}dd{margin:0;text-align:right;word-break:break-all}
.total dd{font-size:22px;font-weight:800;color:#191f28}
h1{font-size:18px;margin:0 0 12px}h2{font-size:15px;margin:0 0 10px}
label{display:block;font-size:13px;color:#4e5968;margin:10px 0 4px}
select,input[type=text]{width:100%;padding:11px 12px;border:1px solid #d1d6db;border-radius:10px;font:inherit;background:#fff;color:#191f28}
select:focus,input:focus,button:focus{outline:2px solid #3182f6;outline-offset:1px}
fieldset{border:1px dashed #ffb54d;border-radius:12px;margin:12px 0 0;padding:8px 12px 10px;background:#fffaf2}
legend{font-size:13px;font-weight:700;color:#8a4b00;padding:0 4px}
.outcomes label{display:flex;align-items:center;gap:8px;margin:6px 0;color:#191f28;font-size:14px}.outcomes input{width:18px;height:18px;margin:0}
.actions{display:grid;grid-template-columns:1fr 2fr;gap:8px;margin-top:16px}
button{font:inherit;font-weight:700;border-radius:12px;padding:14px 8px;border:0;cursor:pointer}
button.pay{background:#3182f6;color:#fff}
.back{display:block;margin-top:16px;padding:14px 8px;border-radius:12px;background:#3182f6;color:#fff;font-weight:700;text-align:center;text-decoration:none}.back:focus{outline:2px solid #1b64da;outline-offset:2px}button.cancel{background:#e8f3ff;color:#1b64da}
.alert{background:#fff0f0;border:1px solid #ffcdd2;color:#c62828;border-radius:10px;padding:10px 12px;margin:0 0 12px;font-size:13.5px}
.code{font-family:ui-monospace,Menlo,monospace;font-size:12.5px;color:#4e5968;word-break:break-all}
.hint{color:#8b95a1;font-size:12px;margin:6px 0 0}
footer{padding:4px 16px 20px;color:#8b95a1;font-size:11.5px;text-align:center}
@media (min-width:768px){main{padding:32px 16px}}`;

/** A page of the sandbox: no script at all, its own CSP; forms post here, redirects may reach the shop's return URLs. */
function page(
  reply: FastifyReply,
  input: { status: number; title: string; body: string; formTargets?: string[] }
) {
  const origins = new Set<string>();
  for (const target of input.formTargets ?? []) {
    try {
      origins.add(new URL(target).origin);
    } catch {
      // Checked before rendering; nothing to add.
    }
  }
  return sendSandboxPage(reply, {
    status: input.status,
    csp: sandboxCsp({
      scriptSrc: "'none'",
      formAction: `'self'${[...origins].map((o) => ` ${o}`).join('')}`,
      frameAncestors: "'self'"
    }),
    headers: [['referrer-policy', 'no-referrer']],
    title: input.title,
    style: STYLE,
    badge:
      `<div class="test" role="note">테스트 결제 — 실제로 결제되지 않습니다 <span lang="en">(sandbox, no real payment)</span></div>` +
      `<header><span class="logo" aria-hidden="true">T</span><b>토스페이먼츠</b><small>샌드박스 결제창</small></header>`,
    body: input.body,
    footer: 'Toss Payments sandbox · Lumière Vita · 실제 카드 정보를 입력하지 마세요'
  });
}

export function checkoutPage(
  reply: FastifyReply,
  input: { payment: Row; merchant: string; installments: boolean; error?: string; status?: number }
) {
  const p = input.payment;
  const [firstCode, , firstNumber] = SANDBOX_CARD_COMPANIES[0]!;
  const companies = SANDBOX_CARD_COMPANIES.map(
    ([code, name]) => `<option value="${e(code)}"${code === firstCode ? ' selected' : ''}>${e(name)}</option>`
  ).join('');
  const months = input.installments
    ? `<label for="installment">할부 기간</label><select id="installment" name="installment"><option value="0" selected>일시불</option>${[
        2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
      ]
        .map((m) => `<option value="${m}">${m}개월</option>`)
        .join('')}</select>`
    : `<input type="hidden" name="installment" value="0"><p class="hint">5만원 미만은 일시불로만 결제됩니다.</p>`;
  const body =
    (input.error ? `<div class="alert" role="alert">${e(input.error)}</div>` : '') +
    `<section class="card" aria-labelledby="order-h"><h1 id="order-h">결제하기</h1><dl>` +
    `<dt>상점</dt><dd>${e(input.merchant)}</dd><dt>주문명</dt><dd>${e(p.orderName)}</dd><dt>주문번호</dt><dd class="code">${e(p.orderId)}</dd>` +
    `</dl><dl class="total" style="margin-top:10px"><dt>결제 금액</dt><dd>${e(won(p.totalAmount))}</dd></dl></section>` +
    `<form class="card" method="post" action="${e(`${SANDBOX_TOSS_PREFIX}/checkout/${encodeURIComponent(p.paymentKey)}`)}">` +
    `<h2>테스트 카드</h2>` +
    `<label for="cardCompany">카드사</label><select id="cardCompany" name="cardCompany">${companies}</select>` +
    `<label for="cardNumber">카드 번호</label><input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="off" value="${e(firstNumber)}" aria-describedby="card-hint">` +
    `<p class="hint" id="card-hint">테스트용 번호가 미리 입력되어 있습니다. 실제 카드 번호를 입력하지 마세요.</p>` +
    months +
    `<fieldset class="outcomes"><legend>테스트 결과 선택 (Test outcome)</legend>` +
    `<label><input type="radio" name="outcome" value="approve" checked> 승인 (인증 완료 → 상점으로 이동)</label>` +
    `<label><input type="radio" name="outcome" value="reject"> 카드사 거절 (REJECT_CARD_COMPANY)</label>` +
    `<label><input type="radio" name="outcome" value="abort"> 승인 중단 (PAY_PROCESS_ABORTED)</label></fieldset>` +
    `<div class="actions"><button class="cancel" type="submit" name="action" value="cancel" formnovalidate>취소</button>` +
    `<button class="pay" type="submit" name="action" value="pay">${e(won(p.totalAmount))} 결제하기</button></div></form>`;
  return page(reply, {
    status: input.status ?? 200,
    title: '토스페이먼츠 테스트 결제',
    body,
    formTargets: [p.successUrl, p.failUrl]
  });
}

/** What a card registered in the billing window does when the shop charges it later (the form's test outcomes). */
export const BILLING_OUTCOMES = {
  approve: '정상 카드 등록 (이후 자동결제 승인)',
  'refuse-charges': '한도초과 테스트카드 등록 (이후 자동결제 거절 REJECT_CARD_COMPANY)',
  fail: '카드 등록 실패 (REJECT_CARD_COMPANY)'
} as const;

/**
 * The billing window (자동결제 카드 등록, INTEGRATIONS §1.12): the request travels in hidden fields and the form
 * posts back to `billing`, which checks it again. The card is a test card per company (no number to type); the
 * outcome says what its later charges do.
 */
export function billingPage(
  reply: FastifyReply,
  input: {
    merchant: string;
    request: { clientKey: string; customerKey: string; successUrl: string; failUrl: string };
    cardCompany?: string;
    error?: string;
    status?: number;
  }
) {
  const r = input.request;
  const selected = SANDBOX_CARD_COMPANIES.some(([code]) => code === input.cardCompany)
    ? input.cardCompany
    : SANDBOX_CARD_COMPANIES[0]![0];
  const companies = SANDBOX_CARD_COMPANIES.map(
    ([code, name, number]) =>
      `<option value="${e(code)}"${code === selected ? ' selected' : ''}>${e(name)} · ${e(number.replace(/(\d{4})(?=\d)/g, '$1 '))}</option>`
  ).join('');
  const hidden = (['clientKey', 'customerKey', 'successUrl', 'failUrl'] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${e(r[name])}">`)
    .join('');
  const outcomes = Object.entries(BILLING_OUTCOMES)
    .map(
      ([value, label], index) =>
        `<label><input type="radio" name="outcome" value="${value}"${index === 0 ? ' checked' : ''}> ${e(label)}</label>`
    )
    .join('');
  const body =
    (input.error ? `<div class="alert" role="alert">${e(input.error)}</div>` : '') +
    `<section class="card" aria-labelledby="billing-h"><h1 id="billing-h">자동결제 카드 등록</h1><dl>` +
    `<dt>상점</dt><dd>${e(input.merchant)}</dd><dt>결제 수단</dt><dd>카드 (자동결제)</dd></dl>` +
    `<p class="hint">등록한 카드로 상점이 정기 주문을 자동으로 결제합니다. 지금은 결제되지 않습니다.</p></section>` +
    `<form class="card" method="post" action="${e(`${SANDBOX_TOSS_PREFIX}/billing`)}">${hidden}` +
    `<h2>테스트 카드</h2>` +
    `<label for="cardCompany">카드사</label><select id="cardCompany" name="cardCompany" aria-describedby="card-hint">${companies}</select>` +
    `<p class="hint" id="card-hint">카드사마다 정해진 테스트 카드 번호로 등록됩니다. 실제 카드 정보를 입력하지 마세요.</p>` +
    `<fieldset class="outcomes"><legend>테스트 결과 선택 (Test outcome)</legend>${outcomes}</fieldset>` +
    `<div class="actions"><button class="cancel" type="submit" name="action" value="cancel" formnovalidate>취소</button>` +
    `<button class="pay" type="submit" name="action" value="register">카드 등록하기</button></div></form>`;
  return page(reply, {
    status: input.status ?? 200,
    title: '토스페이먼츠 테스트 카드 등록',
    body,
    formTargets: [r.successUrl, r.failUrl]
  });
}

/**
 * A refused window: what went wrong, and always the way back to the shop (`back`, worked out by the caller:
 * the shop's failUrl with the code when it can be trusted, else the shop's front page). The page has no script,
 * so "close the window" could not be a button; a real link is the one way back that always works.
 */
export function checkoutErrorPage(
  reply: FastifyReply,
  input: { status: number; code: string; message: string; back: string; heading?: string | undefined }
) {
  const heading = input.heading ?? '결제를 진행할 수 없습니다';
  return page(reply, {
    status: input.status,
    title: heading,
    body:
      `<section class="card"><h1>${e(heading)}</h1><div class="alert" role="alert">${e(input.message)}</div>` +
      `<p class="code">${e(input.code)}</p><p class="hint">상점으로 돌아가 다시 시도해주세요.</p>` +
      `<a class="back" href="${e(input.back)}">상점으로 돌아가기</a></section>`
  });
}

export function receiptPage(reply: FastifyReply, input: { payment: Row; merchant: string }) {
  const p = input.payment;
  const statusText: Record<string, string> = {
    DONE: '결제 완료',
    PARTIAL_CANCELED: '부분 취소',
    CANCELED: '결제 취소'
  };
  const cancels = p.cancels
    .map(
      (c) =>
        `<dt>취소 ${e(c.canceledAt.slice(0, 16).replace('T', ' '))}</dt><dd>−${e(won(c.cancelAmount))} (${e(c.cancelReason)})</dd>`
    )
    .join('');
  const body =
    `<section class="card"><h1>카드 매출 전표</h1><dl>` +
    `<dt>상점</dt><dd>${e(input.merchant)}</dd><dt>주문명</dt><dd>${e(p.orderName)}</dd><dt>주문번호</dt><dd class="code">${e(p.orderId)}</dd>` +
    `<dt>상태</dt><dd>${e(statusText[p.status] ?? p.status)}</dd>` +
    `<dt>카드</dt><dd>${e(SANDBOX_CARD_COMPANIES.find(([code]) => code === p.cardIssuerCode)?.[1] ?? '')} ${e(p.cardNumber ?? '')}</dd>` +
    `<dt>할부</dt><dd>${p.installmentPlanMonths > 0 ? `${p.installmentPlanMonths}개월` : '일시불'}</dd>` +
    `<dt>승인번호</dt><dd class="code">${e(p.approveNo ?? '')}</dd>` +
    `<dt>승인 금액</dt><dd>${e(won(p.totalAmount))}</dd>${cancels}` +
    `</dl><dl class="total" style="margin-top:10px"><dt>남은 금액</dt><dd>${e(won(p.balanceAmount))}</dd></dl></section>`;
  return page(reply, { status: 200, title: '카드 매출 전표 (테스트)', body });
}
