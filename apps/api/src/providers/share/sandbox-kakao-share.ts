import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';
import { safeEqual, sandboxPage, sandboxStyle, text } from '../social/sandbox-common.ts';
import { FeedTemplateSchema, type FeedTemplate } from './kakao-share.ts';
import { noStore } from '../../http/route-kit.ts';

/**
 * A KakaoTalk share stand-in (INTEGRATIONS §2.2) under `/__sandbox/kakao-share`, registered only while
 * KAKAO_SHARE_PROVIDER is `sandbox`. Kakao's sharer page in a popup, as the storefront opens it:
 * - `GET /picker/link?app_key&validation_action=default&validation_params={template_object}` checks the app
 *   key, the feed template (objectType, content.title, content.imageUrl, content.link) and that the links are
 *   on the registered domain (the shop's own host here); then shows the feed card the recipient would see
 *   and a chat picker. A bad request is an error page, never a share.
 * - `POST /picker/link/send` records the message and closes the popup (`outcome=cancel` closes without one).
 * - `GET /sent?format=json` lists what was sent, newest first (for tests and demos; this process only).
 */
export const KAKAO_SHARE_SANDBOX_PREFIX = '/__sandbox/kakao-share';
const MAX_SENT = 200;

/** Deterministic chats to send to. */
export const SANDBOX_CHATS = {
  me: { label: '나와의 채팅', en: 'Chat with myself' },
  friends: { label: '뷰티 플래너 모임', en: 'Beauty planners group' },
  family: { label: '우리 가족', en: 'Family' }
} as const;
type ChatId = keyof typeof SANDBOX_CHATS;

export type SentShare = { id: string; sentAt: string; chat: ChatId; template: FeedTemplate };

type Checked =
  { ok: true; template: FeedTemplate; raw: string } | { ok: false; code: string; detail: string };

const STYLE =
  sandboxStyle({ bar: '#FEE500', barText: '#191919', primary: '#FEE500', primaryText: '#191919' }) +
  `.feed{background:#fff;border-radius:12px;overflow:hidden;margin:10px 0;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.feed img{display:block;width:100%;aspect-ratio:1/1;object-fit:cover;background:#eee}.feed .body{padding:10px 12px}
.feed h2{font-size:15px;margin:0 0 4px}.feed p{margin:0;color:#555;font-size:12.5px}.feed .button{display:block;border-top:1px solid #eee;text-align:center;padding:10px;font-weight:700;color:#191919;text-decoration:none}
.to{font-size:12px;color:#667085;margin-top:6px}.sent{font-size:15px;text-align:center;margin:24px 0}`;

const HEADER =
  '<header><div><b>kakaotalk</b><small>카카오톡 공유 · Share on KakaoTalk</small></div><span class="badge">SANDBOX</span></header>';
const FOOTER =
  '테스트 환경입니다. 실제 메시지는 보내지지 않습니다. · Test environment: no real message is sent.';

export function sandboxKakaoShareRoutes(options: { appKey: string; now?: () => Date }): FastifyPluginAsync {
  const now = options.now ?? (() => new Date());
  const sent: SentShare[] = [];

  function check(fields: Record<string, unknown>, appHost: string): Checked {
    if (!safeEqual(text(fields.app_key), options.appKey)) {
      return { ok: false, code: '-401', detail: '등록되지 않은 앱 키입니다. · Unknown app key.' };
    }
    if (text(fields.validation_action) !== 'default') {
      return { ok: false, code: '-2', detail: 'validation_action must be default.' };
    }
    const raw = text(fields.validation_params);
    let parsed: unknown;
    try {
      parsed = (JSON.parse(raw) as { template_object?: unknown } | null)?.template_object;
    } catch {
      parsed = undefined;
    }
    const template = FeedTemplateSchema.safeParse(parsed);
    if (!template.success) {
      const field = template.error.issues[0]?.path.join('.') ?? 'template_object';
      return { ok: false, code: '-2', detail: `템플릿 오류 · Invalid template: ${field}` };
    }
    // Links must be on the app's registered Web platform domain: this shop's own host in the sandbox.
    const { content, buttons = [] } = template.data;
    const links = [content.link, ...buttons.map((button) => button.link)].flatMap((link) => [
      link.webUrl,
      link.mobileWebUrl
    ]);
    if (links.some((link) => new URL(link).host !== appHost)) {
      return {
        ok: false,
        code: '-401',
        detail: '등록되지 않은 도메인의 링크입니다. · Link domain is not registered.'
      };
    }
    return { ok: true, template: template.data, raw };
  }

  function page(
    reply: FastifyReply,
    status: number,
    body: string,
    extra: { imgSrc?: string; close?: boolean } = {}
  ) {
    return sandboxPage(reply, {
      status,
      redirectUri: null,
      title: '카카오톡 공유 (Sandbox)',
      style: STYLE,
      header: HEADER,
      body,
      footer: FOOTER,
      ...(extra.close ? { script: `${KAKAO_SHARE_SANDBOX_PREFIX}/close.js` } : {}),
      ...(extra.imgSrc ? { imgSrc: extra.imgSrc } : {})
    });
  }

  const errorBody = (code: string, detail: string) =>
    `<h1>공유할 수 없습니다 <span class="en">Cannot share</span></h1><div class="alert" role="alert">${escapeHtml(code)} · ${escapeHtml(detail)}</div>`;

  /**
   * The card as the recipient sees it in the chat. Its image is drawn only from the shop's own host:
   * the page's CSP allows no other (a template naming a foreign image shows the card without it).
   */
  function feedCard(template: FeedTemplate, appHost: string) {
    const { content } = template;
    const button = template.buttons?.[0];
    const image =
      new URL(content.imageUrl).host === appHost ? `<img src="${escapeHtml(content.imageUrl)}" alt="">` : '';
    return (
      `<article class="feed" data-testid="feed-card">${image}` +
      `<div class="body"><h2>${escapeHtml(content.title)}</h2>${content.description ? `<p>${escapeHtml(content.description)}</p>` : ''}</div>` +
      `<a class="button" href="${escapeHtml(button?.link.webUrl ?? content.link.webUrl)}" target="_blank" rel="noopener">${escapeHtml(button?.title ?? '자세히 보기')}</a></article>`
    );
  }

  return async (app) => {
    app.get<{ Querystring: Record<string, unknown> }>(
      `${KAKAO_SHARE_SANDBOX_PREFIX}/picker/link`,
      async (request, reply) => {
        const checked = check(request.query, request.host);
        if (!checked.ok) return page(reply, 400, errorBody(checked.code, checked.detail));
        const chats = (Object.keys(SANDBOX_CHATS) as ChatId[])
          .map(
            (id, index) =>
              `<label><input type="radio" name="chat" value="${id}"${index === 0 ? ' checked' : ''}>${SANDBOX_CHATS[id].label} <span class="en">${SANDBOX_CHATS[id].en}</span></label>`
          )
          .join('');
        const hidden = ['app_key', 'validation_action']
          .map(
            (name) => `<input type="hidden" name="${name}" value="${escapeHtml(text(request.query[name]))}">`
          )
          .join('');
        return page(
          reply,
          200,
          `<h1>공유 미리보기 <span class="en">Preview</span></h1>${feedCard(checked.template, request.host)}` +
            `<form method="post" action="${KAKAO_SHARE_SANDBOX_PREFIX}/picker/link/send">${hidden}` +
            `<input type="hidden" name="validation_params" value="${escapeHtml(checked.raw)}">` +
            `<fieldset><legend>보낼 채팅방 · Send to</legend><div class="personas">${chats}</div></fieldset>` +
            `<div class="actions"><button class="primary" type="submit" name="outcome" value="send">보내기<small>Send</small></button>` +
            `<button type="submit" name="outcome" value="cancel">취소<small>Cancel</small></button></div></form>`,
          { imgSrc: "'self'" }
        );
      }
    );

    app.post<{ Body: Record<string, unknown> }>(
      `${KAKAO_SHARE_SANDBOX_PREFIX}/picker/link/send`,
      async (request, reply) => {
        const fields = request.body ?? {};
        const checked = check(fields, request.host);
        if (!checked.ok) return page(reply, 400, errorBody(checked.code, checked.detail));
        if (text(fields.outcome) !== 'send') {
          return page(
            reply,
            200,
            '<p class="sent" role="status">공유를 취소했습니다. <span class="en">Share cancelled.</span></p>',
            { close: true }
          );
        }
        const chat = text(fields.chat) as ChatId;
        if (!Object.hasOwn(SANDBOX_CHATS, chat))
          return page(reply, 400, errorBody('-2', '채팅방을 선택해 주세요. · Pick a chat.'));
        sent.unshift({ id: randomUUID(), sentAt: now().toISOString(), chat, template: checked.template });
        sent.length = Math.min(sent.length, MAX_SENT);
        return page(
          reply,
          200,
          `<p class="sent" role="status" data-testid="share-sent">${escapeHtml(SANDBOX_CHATS[chat].label)}에 보냈습니다. <span class="en">Sent to ${escapeHtml(SANDBOX_CHATS[chat].en)}.</span></p>`,
          { close: true }
        );
      }
    );

    // The closing page's only script (the CSP forbids inline ones): the popup closes itself, as Kakao's does.
    app.get(`${KAKAO_SHARE_SANDBOX_PREFIX}/close.js`, async (_request, reply) =>
      noStore(reply)
        .type('text/javascript; charset=utf-8')
        .send('setTimeout(function () { window.close(); }, 800);\n')
    );

    app.get(`${KAKAO_SHARE_SANDBOX_PREFIX}/sent`, async (_request, reply) =>
      noStore(reply).send({ data: sent })
    );
  };
}
