import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '@mall/domain';
import { loadConfig } from '../src/config.ts';
import { createTestContext, type TestContext } from './context.ts';

/** KakaoTalk share through the sandbox sharer (docs/decisions/026). */
let ctx: TestContext;
let productId: number;
let productName: string;
const HOST = 'shop.test';

beforeAll(async () => {
  ctx = await createTestContext();
  const page = await ctx.app.inject({
    method: 'GET',
    url: '/api/product/v1/public/products?pageSize=1',
    headers: { 'accept-language': 'en-US' }
  });
  const first = (page.json().data as ProductPage).list[0]!;
  productId = first.productId;
  productName = first.productName;
});
afterAll(async () => {
  await ctx.close();
});

async function shareUrl(id = productId, language = 'en-US'): Promise<string> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/share/v1/messenger/products/${id}`,
    headers: { 'accept-language': language, host: HOST }
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data.provider).toBe('KAKAO');
  return response.json().data.shareUrl as string;
}

function sandboxGet(url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: { host: HOST } });
}

function sandboxForm(fields: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/__sandbox/kakao-share/picker/link/send',
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString()
  });
}

function templateOf(url: string) {
  const params = new URL(url, `http://${HOST}`).searchParams;
  return { params, template: JSON.parse(params.get('validation_params')!).template_object };
}

describe('GET /api/share/v1/messenger/products/:id', () => {
  it('[200] answers the sharer page with the product feed in the asked language', async () => {
    const url = await shareUrl();
    expect(url.startsWith('/__sandbox/kakao-share/picker/link?')).toBe(true);
    const { params, template } = templateOf(url);
    expect(params.get('app_key')).toBe('sandbox-kakao-js-key');
    expect(params.get('validation_action')).toBe('default');
    expect(template).toMatchObject({
      objectType: 'feed',
      content: {
        title: productName,
        imageUrl: expect.stringMatching(/^http:\/\/shop\.test\/media\/products\/[\w-]+\.png$/),
        imageWidth: 600,
        imageHeight: 600,
        link: {
          webUrl: `http://${HOST}/product/detail/${productId}`,
          mobileWebUrl: `http://${HOST}/product/detail/${productId}`
        }
      },
      buttons: [{ title: 'View product' }]
    });
    // KakaoTalk draws no SVG: the feed's image is a PNG the shop serves.
    const image = await ctx.app.inject({
      method: 'GET',
      url: new URL(template.content.imageUrl).pathname,
      headers: { host: HOST }
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const korean = templateOf(await shareUrl(productId, 'ko-KR')).template;
    expect(korean.buttons[0].title).toBe('상품 보기');
  });

  it('[404] PRODUCT_NOT_FOUND for an unknown product; [400] for a bad id', async () => {
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/share/v1/messenger/products/1',
      headers: { host: HOST }
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('PRODUCT_NOT_FOUND');
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/share/v1/messenger/products/abc',
      headers: { host: HOST }
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the sandbox sharer (/__sandbox/kakao-share)', () => {
  it('shows the feed card the recipient would see, and sending records the message and closes the popup', async () => {
    const url = await shareUrl();
    const picker = await sandboxGet(url);
    expect(picker.statusCode).toBe(200);
    expect(picker.body).toContain('data-testid="feed-card"');
    expect(picker.body).toContain(productName);
    // Images from the shop only (the sandbox is served at the shop's origin).
    expect(picker.headers['content-security-policy']).toContain(`img-src data: 'self';`);
    expect(picker.body).toMatch(/<img src="http:\/\/shop\.test\/media\/products\/[\w-]+\.png"/);
    const { params } = templateOf(url);
    const sent = await sandboxForm({
      app_key: params.get('app_key')!,
      validation_action: 'default',
      validation_params: params.get('validation_params')!,
      chat: 'friends',
      outcome: 'send'
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('data-testid="share-sent"');
    expect(sent.body).toContain('/__sandbox/kakao-share/close.js');
    const log = await sandboxGet('/__sandbox/kakao-share/sent');
    expect(log.json().data[0]).toMatchObject({
      chat: 'friends',
      template: { content: { title: productName } }
    });
  });

  it('cancel closes without a message', async () => {
    const before = (await sandboxGet('/__sandbox/kakao-share/sent')).json().data.length;
    const { params } = templateOf(await shareUrl());
    const cancelled = await sandboxForm({
      app_key: params.get('app_key')!,
      validation_action: 'default',
      validation_params: params.get('validation_params')!,
      chat: 'me',
      outcome: 'cancel'
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await sandboxGet('/__sandbox/kakao-share/sent')).json().data.length).toBe(before);
  });

  it('refuses an unknown app key, a template without an image and links to another domain', async () => {
    const { params, template } = templateOf(await shareUrl());
    const ask = (changes: Record<string, string>) => {
      const query = new URLSearchParams({ ...Object.fromEntries(params), ...changes });
      return sandboxGet(`/__sandbox/kakao-share/picker/link?${query.toString()}`);
    };
    const wrongKey = await ask({ app_key: 'someone-else' });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.body).toContain('-401');
    const noImage = { ...template, content: { ...template.content, imageUrl: undefined } };
    const badTemplate = await ask({ validation_params: JSON.stringify({ template_object: noImage }) });
    expect(badTemplate.statusCode).toBe(400);
    expect(badTemplate.body).toContain('content.imageUrl');
    // A template naming another host's image: the card is shown without it, and the CSP would refuse it anyway.
    const foreignImage = {
      ...template,
      content: { ...template.content, imageUrl: 'https://tracker.test/pixel.png' }
    };
    const withoutImage = await ask({ validation_params: JSON.stringify({ template_object: foreignImage }) });
    expect(withoutImage.statusCode).toBe(200);
    expect(withoutImage.body).toContain('data-testid="feed-card"');
    expect(withoutImage.body).not.toContain('<img src="https://tracker.test');
    expect(withoutImage.body).not.toMatch(/<img/);
    expect(withoutImage.headers['content-security-policy']).not.toContain('tracker.test');
    const foreign = {
      ...template,
      content: {
        ...template.content,
        link: { webUrl: 'https://evil.test/', mobileWebUrl: 'https://evil.test/' }
      }
    };
    const foreignLink = await ask({ validation_params: JSON.stringify({ template_object: foreign }) });
    expect(foreignLink.statusCode).toBe(400);
    expect(foreignLink.body).toContain('domain');
  });
});

describe('KAKAO_SHARE_PROVIDER', () => {
  it('off: no messenger (null) and no sandbox pages', async () => {
    const off = await createTestContext({ env: { KAKAO_SHARE_PROVIDER: 'off' } });
    try {
      const response = await off.app.inject({
        method: 'GET',
        url: `/api/share/v1/messenger/products/${productId}`,
        headers: { host: HOST }
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toBeNull();
      expect((await off.app.inject({ method: 'GET', url: '/__sandbox/kakao-share/sent' })).statusCode).toBe(
        404
      );
    } finally {
      await off.close();
    }
  });

  it("kakao: needs the JS key, opens Kakao's sharer; sandbox is refused in production", () => {
    expect(() => loadConfig({ KAKAO_SHARE_PROVIDER: 'kakao' })).toThrow(/KAKAO_JS_KEY/);
    const real = loadConfig({ KAKAO_SHARE_PROVIDER: 'kakao', KAKAO_JS_KEY: 'abc123' });
    expect(real.kakaoShare).toEqual({
      mode: 'kakao',
      shareUrl: 'https://sharer.kakao.com/picker/link',
      appKey: 'abc123'
    });
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(/KAKAO_SHARE_PROVIDER/);
  });
});
