import { expect, test } from './fixtures.ts';

type Completed = {
  zonecode: string;
  address: string;
  addressType: string;
  roadAddress: string;
  jibunAddress: string;
  buildingName: string;
  apartment: string;
  sido: string;
  sigungu: string;
  query: string;
};
type Recorded = { events: [string, unknown][] };

/**
 * The sandbox postcode widget on the started product's own page, under its real CSP (docs/decisions/031):
 * the script the API names loads, embeds, searches the sandbox data set and hands back Kakao's Address.
 * The storefront's address dialogs are their own journeys (address.e2e.ts).
 */
test.describe('address search sandbox: the postcode widget', () => {
  test('loads from /api/address/widget, embeds, searches and completes with the Address fields', async ({
    page,
    request
  }) => {
    const widget = (await (await request.get('/api/address/widget')).json()) as {
      data: { postcodeScriptUrl: string };
    };
    expect(widget.data.postcodeScriptUrl).toBe('/__sandbox/postcode/postcode.v2.js');
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|postcode/i.test(message.text()))
        problems.push(message.text());
    });
    await page.goto('/');
    await page.addScriptTag({ url: widget.data.postcodeScriptUrl });
    await page.evaluate(() => {
      const host = document.createElement('div');
      host.id = 'postcode-host';
      host.style.height = '420px';
      document.body.prepend(host);
      const w = window as unknown as Recorded & {
        kakao: { Postcode: new (options: object) => { embed(el: Element): void } };
      };
      w.events = [];
      new w.kakao.Postcode({
        oncomplete: (address: unknown) => w.events.push(['complete', address]),
        onclose: (state: unknown) => w.events.push(['close', state]),
        onsearch: (search: unknown) => w.events.push(['search', search])
      }).embed(host);
    });
    const widgetBox = page.locator('#postcode-host [data-sandbox-postcode]');
    await widgetBox.getByRole('searchbox', { name: '주소 검색어' }).fill('테헤란로 152');
    await widgetBox.getByRole('button', { name: '검색' }).click();
    await expect(widgetBox.getByRole('status')).toHaveText('검색 결과 1건');
    await widgetBox.getByRole('button', { name: /도로명 서울 강남구 테헤란로 152/ }).click();
    await expect(widgetBox).toHaveCount(0);
    const events = await page.evaluate(() => (window as unknown as Recorded).events);
    expect(events.map(([name]) => name)).toEqual(['search', 'complete', 'close']);
    expect(events[0]?.[1]).toEqual({ q: '테헤란로 152', count: 1 });
    expect(events[1]?.[1] as Completed).toMatchObject({
      zonecode: '06236',
      address: '서울 강남구 테헤란로 152',
      addressType: 'R',
      roadAddress: '서울 강남구 테헤란로 152',
      jibunAddress: '서울 강남구 역삼동 737',
      buildingName: '강남파이낸스센터',
      apartment: 'N',
      sido: '서울',
      sigungu: '강남구',
      query: '테헤란로 152'
    });
    expect(events[2]?.[1]).toBe('COMPLETE_CLOSE');
    expect(problems).toEqual([]);
  });
});
