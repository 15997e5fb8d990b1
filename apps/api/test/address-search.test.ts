import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressSearchMessage,
  AddressSearchAnswerSchema,
  JusoSchema,
  type AddressSearchAnswer,
  type Juso,
  type PostcodeAddress
} from '@mall/domain';
import { KAKAO_POSTCODE_SCRIPT_URL, loadConfig } from '../src/config.ts';
import { createJusoProvider, fetchTransport, JUSO_MAX_ANSWER_BYTES } from '../src/providers/address/juso.ts';
import { createTestContext, type TestContext } from './context.ts';
import { nextAddress } from './members.ts';

const KEY = 'test-juso-key-0001';
const SANDBOX = '/__sandbox/juso/addrlink/addrLinkApi.do';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false, env: { JUSO_CONFM_KEY: KEY } });
});
afterAll(async () => {
  await ctx.close();
});

async function search(app: TestContext['app'], query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await app.inject({
    method: 'GET',
    url: `/api/address?${params}`,
    remoteAddress: nextAddress()
  });
  return { status: response.statusCode, body: response.json<AddressSearchAnswer>() };
}

/** The answer is the provider's shape exactly: every key, every value a string, nothing else. */
function expectJusoShape(answer: AddressSearchAnswer) {
  expect(AddressSearchAnswerSchema.strict().safeParse(answer).success).toBe(true);
  for (const row of answer.results.juso ?? []) {
    expect(Object.keys(row).sort()).toEqual(Object.keys(JusoSchema.shape).sort());
    expect(Object.values(row).every((value) => typeof value === 'string')).toBe(true);
  }
  expect(Object.values(answer.results.common).every((value) => typeof value === 'string')).toBe(true);
}

describe('GET /api/address (sandbox provider)', () => {
  it.each([
    ['테헤란로 152', '서울특별시 강남구 테헤란로 152 (역삼동)'],
    ['테헤란로152', '서울특별시 강남구 테헤란로 152 (역삼동)'],
    ['역삼동 737', '서울특별시 강남구 테헤란로 152 (역삼동)'],
    ['강남파이낸스센터', '서울특별시 강남구 테헤란로 152 (역삼동)'],
    ['세종대로 209', '서울특별시 종로구 세종대로 209 (세종로)'],
    ['세종로 77-6', '서울특별시 종로구 세종대로 209 (세종로)']
  ])('[200] finds %s by road, lot number or building name, spacing ignored', async (keyword, roadAddr) => {
    const { status, body } = await search(ctx.app, { keyword });
    expect(status).toBe(200);
    expectJusoShape(body);
    expect(body.results.common).toMatchObject({
      errorCode: '0',
      errorMessage: '정상',
      totalCount: '1',
      currentPage: '1',
      countPerPage: '10'
    });
    expect(body.results.juso?.[0]).toMatchObject({ roadAddr, zipNo: expect.stringMatching(/^[0-9]{5}$/) });
  });

  it('[200] a road name finds every building on it; the row carries jibun, English, codes and the building', async () => {
    const { body } = await search(ctx.app, { keyword: '세종대로' });
    expect(body.results.common.totalCount).toBe('2');
    const row = body.results.juso?.find((r) => r.buldMnnm === '209');
    expect(row).toEqual({
      roadAddr: '서울특별시 종로구 세종대로 209 (세종로)',
      roadAddrPart1: '서울특별시 종로구 세종대로 209',
      roadAddrPart2: ' (세종로)',
      jibunAddr: '서울특별시 종로구 세종로 77-6 정부서울청사',
      engAddr: '209 Sejong-daero, Jongno-gu, Seoul',
      zipNo: '03171',
      admCd: '1111011900',
      rnMgtSn: '111103100012',
      bdMgtSn: expect.stringMatching(/^[0-9]{25}$/),
      detBdNmList: '',
      bdNm: '정부서울청사',
      bdKdcd: '0',
      siNm: '서울특별시',
      sggNm: '종로구',
      emdNm: '세종로',
      liNm: '',
      rn: '세종대로',
      udrtYn: '0',
      buldMnnm: '209',
      buldSlno: '0',
      mtYn: '0',
      lnbrMnnm: '77',
      lnbrSlno: '6',
      emdNo: '01'
    } satisfies Juso);
  });

  it('[200] apartments by brand; 세종 without 시군구; rural 읍·리 rows', async () => {
    const apartments = await search(ctx.app, { keyword: '래미안', countPerPage: 100 });
    expect(Number(apartments.body.results.common.totalCount)).toBeGreaterThan(100);
    expect(
      apartments.body.results.juso?.every((row) => row.bdNm.includes('래미안') && row.bdKdcd === '1')
    ).toBe(true);
    expect(apartments.body.results.juso?.every((row) => row.roadAddrPart2.includes(row.bdNm))).toBe(true);
    const sejong = await search(ctx.app, { keyword: '한누리대로 2130' });
    expect(sejong.body.results.juso?.[0]).toMatchObject({
      siNm: '세종특별자치시',
      sggNm: '',
      roadAddr: '세종특별자치시 한누리대로 2130 (보람동)',
      zipNo: '30151'
    });
    const rural = await search(ctx.app, { keyword: '담양읍 객사리' });
    expect(rural.body.results.juso?.[0]).toMatchObject({
      emdNm: '담양읍',
      liNm: '객사리',
      roadAddr: '전라남도 담양군 담양읍 추성로 1371',
      roadAddrPart2: ''
    });
    const anyRi = await search(ctx.app, { keyword: '가평군 리', countPerPage: 100 });
    expect(
      anyRi.body.results.juso?.some(
        (row) => row.liNm.endsWith('리') && /^경기도 가평군 (.+[읍면]) /.test(row.roadAddr)
      )
    ).toBe(true);
  });

  it('[200] covers all 17 시도, each with postcodes in its own range', async () => {
    const ranges: Record<string, [number, number]> = {
      서울특별시: [1000, 8999],
      부산광역시: [46000, 49999],
      대구광역시: [41000, 43999],
      인천광역시: [21000, 23999],
      광주광역시: [61000, 62999],
      대전광역시: [34000, 35999],
      울산광역시: [44000, 45999],
      세종특별자치시: [30000, 30199],
      경기도: [10000, 18999],
      강원특별자치도: [24000, 26999],
      충청북도: [27000, 29999],
      충청남도: [31000, 33999],
      전북특별자치도: [54000, 56999],
      전라남도: [57000, 59999],
      경상북도: [36000, 40999],
      경상남도: [50000, 53999],
      제주특별자치도: [63000, 63699]
    };
    for (const [sido, [from, to]] of Object.entries(ranges)) {
      // A province name alone is refused (E0006), so ask for it with its main avenue's suffix.
      const { body } = await search(ctx.app, { keyword: `${sido} 대로`, countPerPage: 100 });
      expect(body.results.common.errorCode, sido).toBe('0');
      const rows = body.results.juso ?? [];
      expect(rows.length, sido).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.siNm).toBe(sido);
        expect(Number(row.zipNo), `${sido} ${row.zipNo}`).toBeGreaterThanOrEqual(from);
        expect(Number(row.zipNo), `${sido} ${row.zipNo}`).toBeLessThanOrEqual(to);
      }
    }
  });

  it('[200] pages: echoes currentPage and countPerPage, totalCount stays exact', async () => {
    const first = await search(ctx.app, { keyword: '래미안', currentPage: 1, countPerPage: 10 });
    const total = Number(first.body.results.common.totalCount);
    const lastPage = Math.ceil(total / 10);
    const last = await search(ctx.app, { keyword: '래미안', currentPage: lastPage, countPerPage: 10 });
    expect(last.body.results.common).toMatchObject({
      currentPage: String(lastPage),
      countPerPage: '10',
      totalCount: String(total)
    });
    expect(last.body.results.juso).toHaveLength(total - (lastPage - 1) * 10);
    const beyond = await search(ctx.app, { keyword: '래미안', currentPage: lastPage + 1 });
    expect(beyond.body.results).toMatchObject({
      common: { totalCount: String(total), errorCode: '0' },
      juso: []
    });
    const all = await search(ctx.app, { keyword: '래미안', countPerPage: 100, currentPage: 1 });
    const second = await search(ctx.app, { keyword: '래미안', countPerPage: 100, currentPage: 2 });
    const ids = [...(all.body.results.juso ?? []), ...(second.body.results.juso ?? [])].map(
      (row) => row.bdMgtSn
    );
    expect(new Set(ids).size).toBe(total);
    // Defaults: page 1, 10 rows.
    const defaults = await search(ctx.app, { keyword: '래미안' });
    expect(defaults.body.results.common).toMatchObject({ currentPage: '1', countPerPage: '10' });
    expect(defaults.body.results.juso).toEqual(first.body.results.juso);
  });

  it.each([
    ['countPerPage', '0'],
    ['countPerPage', '101'],
    ['currentPage', '0'],
    ['currentPage', 'abc'],
    ['countPerPage', '1e2']
  ])('[400] %s=%s is outside the paging rules', async (name, value) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/address?keyword=세종대로&${name}=${value}`,
      remoteAddress: nextAddress()
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0]).toMatchObject({ field: name });
  });

  it.each([
    ['', 'E0005', 'CMM_ErrorText_4'],
    ['   ', 'E0005', 'CMM_ErrorText_4'],
    ['가', 'E0008', 'CMM_ErrorText_5'],
    ['1', 'E0008', 'CMM_ErrorText_5'],
    ['12345', 'E0009', 'CMM_ErrorText_6'],
    ['가'.repeat(41), 'E0010', 'CMM_ErrorText_7'],
    ['a'.repeat(81), 'E0010', 'CMM_ErrorText_7'],
    ['테헤란로 12345678901', 'E0011', 'CMM_ErrorText_6'],
    ['!!12', 'E0012', 'CMM_ErrorText_6'],
    ['테헤란로[152]', 'E0013', 'CMM_ErrorText_7'],
    ['서울', 'E0006', 'CMM_ErrorText_7'],
    ['경기도', 'E0006', 'CMM_ErrorText_7'],
    ['시 로', 'E0015', 'CMM_ErrorText_2']
  ])('[200] keyword %j → %s (%s), juso null', async (keyword, code, message) => {
    const { status, body } = await search(ctx.app, { keyword });
    expect(status).toBe(200);
    expectJusoShape(body);
    expect(body.results).toEqual({
      common: {
        errorCode: code,
        errorMessage: expect.any(String),
        totalCount: '0',
        currentPage: '1',
        countPerPage: '10'
      },
      juso: null
    });
    expect(addressSearchMessage(body.results.common)).toBe(message);
  });

  it('[200] the 100 and 5000 edges: a list with advice, then advice only', async () => {
    const exact = await search(ctx.app, { keyword: '테헤란로 152' });
    expect(addressSearchMessage(exact.body.results.common)).toBeNull();
    const many = await search(ctx.app, { keyword: '래미안' });
    expect(addressSearchMessage(many.body.results.common)).toBe('CMM_ErrorText_3');
    const tooMany = await search(ctx.app, { keyword: '번길' });
    expect(Number(tooMany.body.results.common.totalCount)).toBeGreaterThan(5000);
    expect(addressSearchMessage(tooMany.body.results.common)).toBe('CMM_ErrorText_2');
    const none = await search(ctx.app, { keyword: '없는거리 999' });
    expect(none.body.results).toMatchObject({ common: { errorCode: '0', totalCount: '0' }, juso: [] });
    expect(addressSearchMessage(none.body.results.common)).toBe('CMM_ErrorText_1');
  });

  it('[200] the proxy strips what the official sample strips (%, =, <, >, SQL words) before asking', async () => {
    for (const keyword of [
      '테헤란로 152 %',
      'SELECT 테헤란로 152',
      '테헤란로=152',
      'drop 테헤란로 152 union'
    ]) {
      const { body } = await search(ctx.app, { keyword });
      expect(body.results.common, keyword).toMatchObject({ errorCode: '0', totalCount: '1' });
    }
    // Only whole words: a road whose romanised name holds "or" is untouched.
    const { body } = await search(ctx.app, { keyword: '%%' });
    expect(body.results.common.errorCode).toBe('E0005');
  });
});

describe('the sandbox endpoint itself (/__sandbox/juso/addrlink/addrLinkApi.do)', () => {
  const direct = (query: Record<string, string>, method: 'GET' | 'POST' = 'GET') =>
    method === 'GET'
      ? ctx.app.inject({ method, url: `${SANDBOX}?${new URLSearchParams(query)}` })
      : ctx.app.inject({
          method,
          url: SANDBOX,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(query).toString()
        });

  it('[200] E0001 for a wrong or missing confmKey, before any keyword check', async () => {
    for (const confmKey of ['wrong-key-123', '']) {
      const response = await direct({ confmKey, keyword: '', resultType: 'json' });
      expect(response.statusCode).toBe(200);
      expect(response.json().results).toEqual({
        common: {
          errorCode: 'E0001',
          errorMessage: '승인되지 않은 KEY 입니다.',
          totalCount: '0',
          currentPage: '1',
          countPerPage: '10'
        },
        juso: null
      });
    }
  });

  it("[200] refuses crafted keywords the provider's way, SQL words and < > included (no hygiene here)", async () => {
    for (const [keyword, code] of [
      ['테헤란로 OR 1', 'E0013'],
      ['테헤란로 <152>', 'E0013'],
      ['서울 ]', 'E0013'],
      ['서울 특별시', 'E0006']
    ]) {
      const response = await direct({ confmKey: KEY, keyword: keyword!, resultType: 'json' }, 'POST');
      expect(response.json().results.common.errorCode, keyword).toBe(code);
    }
  });

  it('[200] GET and POST agree; XML unless resultType=json; paging echoed; countPerPage capped at 100', async () => {
    const query = {
      confmKey: KEY,
      keyword: '래미안',
      currentPage: '2',
      countPerPage: '5',
      resultType: 'json'
    };
    const byGet = await direct(query);
    const byPost = await direct(query, 'POST');
    expect(byGet.json()).toEqual(byPost.json());
    expect(byGet.json().results.common).toMatchObject({ currentPage: '2', countPerPage: '5' });
    const xml = await direct({ confmKey: KEY, keyword: '테헤란로 152' });
    expect(xml.headers['content-type']).toMatch(/^text\/xml/);
    expect(xml.body).toContain('<errorCode>0</errorCode>');
    expect(xml.body).toContain('<roadAddr>서울특별시 강남구 테헤란로 152 (역삼동)</roadAddr>');
    const capped = await direct({
      confmKey: KEY,
      keyword: '래미안',
      countPerPage: '500',
      resultType: 'json'
    });
    expect(capped.json().results.common.countPerPage).toBe('100');
  });
});

describe('the real juso adapter against the sandbox over HTTP', () => {
  let real: TestContext;
  let url: string;
  beforeAll(async () => {
    // The sandbox app listens on an ephemeral port; the other app is configured as for the real provider.
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}${SANDBOX}`;
    real = await createTestContext({
      seed: false,
      env: { ADDRESS_PROVIDER: 'juso', JUSO_API_URL: url, JUSO_CONFM_KEY: KEY }
    });
  });
  afterAll(async () => {
    await real.close();
  });

  it('[200] answers what the sandbox answers, over the network path', async () => {
    for (const keyword of ['테헤란로 152', '래미안', '번길', '시 로', '서울 ]']) {
      const viaReal = await search(real.app, { keyword, currentPage: 2, countPerPage: 7 });
      const viaSandbox = await search(ctx.app, { keyword, currentPage: 2, countPerPage: 7 });
      expect(viaReal.status).toBe(200);
      expect(viaReal.body, keyword).toEqual(viaSandbox.body);
    }
    // Configured as real, the app serves no sandbox of its own.
    expect((await real.app.inject({ method: 'GET', url: SANDBOX })).statusCode).toBe(404);
  });

  it('[200] a wrong key is the provider\'s E0001 (the storefront shows "unavailable")', async () => {
    const wrong = await createTestContext({
      seed: false,
      env: { ADDRESS_PROVIDER: 'juso', JUSO_API_URL: url, JUSO_CONFM_KEY: 'not-the-key-1' }
    });
    try {
      const { body } = await search(wrong.app, { keyword: '테헤란로 152' });
      expect(body.results).toMatchObject({ common: { errorCode: 'E0001', totalCount: '0' }, juso: null });
      expect(addressSearchMessage(body.results.common)).toBe('error.SERVICE_UNAVAILABLE');
    } finally {
      await wrong.close();
    }
  });

  it('-999 when the provider hangs past the time-out, is unreachable, or answers something else', async () => {
    const hanging = http.createServer(() => {});
    const garbage = http.createServer((_request, response) => response.end('<html>maintenance</html>'));
    await Promise.all(
      [hanging, garbage].map(
        (server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      )
    );
    const at = (server: http.Server) =>
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/addrlink/addrLinkApi.do`;
    try {
      const query = { keyword: '테헤란로 152', currentPage: 1, countPerPage: 10 };
      for (const apiUrl of [at(hanging), at(garbage), 'http://127.0.0.1:9/addrlink/addrLinkApi.do']) {
        const provider = createJusoProvider({
          apiUrl,
          confmKey: KEY,
          transport: fetchTransport,
          timeoutMs: 300
        });
        const answer = await provider.search(query);
        expect(answer.results, apiUrl).toEqual({
          common: {
            errorCode: '-999',
            errorMessage: '시스템에러',
            totalCount: '0',
            currentPage: '1',
            countPerPage: '10'
          },
          juso: null
        });
      }
    } finally {
      hanging.closeAllConnections();
      await Promise.all([hanging, garbage].map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });

  it('-999 when the provider answers more than any page can be, declared or streamed; nothing past the cap is read', async () => {
    const big = JSON.stringify({
      results: {
        common: { errorCode: '0', totalCount: '1' },
        juso: [{ roadAddr: 'x'.repeat(JUSO_MAX_ANSWER_BYTES) }]
      }
    });
    let streamed = 0;
    const declared = http.createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(big)
    );
    const chunked = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      // 64 KB at a time for as long as the client reads: an endless answer.
      const chunk = 'x'.repeat(64 * 1024);
      const pump = () => {
        while (!response.destroyed && streamed < 50 * JUSO_MAX_ANSWER_BYTES) {
          streamed += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
    });
    await Promise.all(
      [declared, chunked].map(
        (server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      )
    );
    const at = (server: http.Server) =>
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/addrlink/addrLinkApi.do`;
    try {
      for (const server of [declared, chunked]) {
        const provider = createJusoProvider({
          apiUrl: at(server),
          confmKey: KEY,
          transport: fetchTransport,
          timeoutMs: 5000
        });
        const answer = await provider.search({ keyword: '테헤란로 152', currentPage: 1, countPerPage: 10 });
        expect(answer.results.common.errorCode).toBe('-999');
      }
      expect(streamed).toBeLessThan(10 * JUSO_MAX_ANSWER_BYTES);
    } finally {
      declared.closeAllConnections();
      chunked.closeAllConnections();
      await Promise.all([declared, chunked].map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });

  it('answers at most countPerPage rows, whatever the provider sends', async () => {
    const provider = createJusoProvider({
      apiUrl: 'https://juso.example/addrLinkApi.do',
      confmKey: KEY,
      transport: async () => ({
        status: 200,
        text: JSON.stringify({
          results: {
            common: {
              errorCode: '0',
              errorMessage: '정상',
              totalCount: '25',
              currentPage: '1',
              countPerPage: '10'
            },
            juso: Array.from({ length: 25 }, (_, i) => ({
              roadAddr: `서울특별시 강남구 테헤란로 ${i + 1}`,
              zipNo: '06236'
            }))
          }
        })
      })
    });
    const answer = await provider.search({ keyword: '테헤란로', currentPage: 1, countPerPage: 10 });
    expect(answer.results.common.totalCount).toBe('25');
    expect(answer.results.juso).toHaveLength(10);
  });

  it('reads the provider defensively: numbers become strings, missing fields empty, extras dropped', async () => {
    const provider = createJusoProvider({
      apiUrl: 'https://juso.example/addrLinkApi.do',
      confmKey: KEY,
      transport: async (_url, form) => {
        expect(Object.fromEntries(form)).toEqual({
          confmKey: KEY,
          currentPage: '1',
          countPerPage: '10',
          keyword: '테헤란로 152',
          resultType: 'json'
        });
        return {
          status: 200,
          text: JSON.stringify({
            results: {
              common: {
                errorCode: '0',
                errorMessage: '정상',
                totalCount: 1,
                currentPage: 1,
                countPerPage: 10
              },
              juso: [
                {
                  roadAddr: '서울특별시 강남구 테헤란로 152',
                  zipNo: '06236',
                  buldMnnm: 152,
                  hemdNm: '역삼1동'
                }
              ]
            }
          })
        };
      }
    });
    const answer = await provider.search({ keyword: ' 테헤란로  152 ', currentPage: 1, countPerPage: 10 });
    expectJusoShape(answer);
    expect(answer.results.common.totalCount).toBe('1');
    expect(answer.results.juso?.[0]).toMatchObject({
      roadAddr: '서울특별시 강남구 테헤란로 152',
      buldMnnm: '152',
      jibunAddr: ''
    });
    expect(answer.results.juso?.[0]).not.toHaveProperty('hemdNm');
  });
});

describe('the postcode widget', () => {
  it('[200] GET /api/address/widget names the sandbox script, served as JavaScript defining window.kakao.Postcode', async () => {
    const widget = await ctx.app.inject({ method: 'GET', url: '/api/address/widget' });
    expect(widget.json()).toEqual({ data: { postcodeScriptUrl: '/__sandbox/postcode/postcode.v2.js' } });
    const script = await ctx.app.inject({ method: 'GET', url: '/__sandbox/postcode/postcode.v2.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(script.body).toContain('window.kakao.Postcode = Postcode');
    expect(script.body).toMatch(/COMPLETE_CLOSE[\s\S]*FORCE_CLOSE/);
    // Our own host only: no CDN is allowed while the sandbox serves the widget.
    expect(script.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it("[200] the widget's search answers rows with every field of Kakao's Address, from the same data set", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/__sandbox/postcode/search?q=${encodeURIComponent('파크리오')}`
    });
    const answer = response.json<{ count: number; error: unknown; items: Partial<PostcodeAddress>[] }>();
    expect(answer).toMatchObject({ count: 1, error: null });
    expect(answer.items[0]).toEqual({
      zonecode: '05510',
      roadAddress: '서울 송파구 올림픽로 435',
      roadAddressEnglish: '435 Ollimpik-ro, Songpa-gu, Seoul',
      jibunAddress: '서울 송파구 신천동 17',
      jibunAddressEnglish: '17, Sincheon-dong, Songpa-gu, Seoul',
      buildingCode: expect.stringMatching(/^[0-9]{25}$/),
      buildingName: '파크리오',
      apartment: 'Y',
      sido: '서울',
      sidoEnglish: 'Seoul',
      sigungu: '송파구',
      sigunguEnglish: 'Songpa-gu',
      sigunguCode: '11710',
      roadnameCode: '3123005',
      bcode: '1171010200',
      roadname: '올림픽로',
      roadnameEnglish: 'Ollimpik-ro',
      bname: '신천동',
      bnameEnglish: 'Sincheon-dong',
      bname1: '',
      bname1English: '',
      bname2: '신천동',
      bname2English: 'Sincheon-dong',
      hname: '신천동'
    });
    const full = await ctx.app.inject({
      method: 'GET',
      url: `/__sandbox/postcode/search?shorthand=0&q=${encodeURIComponent('한누리대로 2130')}`
    });
    expect(full.json().items[0]).toMatchObject({
      sido: '세종특별자치시',
      sigungu: '',
      roadAddress: '세종특별자치시 한누리대로 2130',
      zonecode: '30151'
    });
    const rural = await ctx.app.inject({
      method: 'GET',
      url: `/__sandbox/postcode/search?q=${encodeURIComponent('담양군청')}`
    });
    expect(rural.json().items[0]).toMatchObject({
      sido: '전남',
      bname: '객사리',
      bname1: '담양읍',
      bname2: '객사리',
      hname: ''
    });
    const refused = await ctx.app.inject({ method: 'GET', url: '/__sandbox/postcode/search?q=a' });
    expect(refused.json()).toMatchObject({ count: 0, error: { code: 'E0008' }, items: [] });
  });

  it("[200] kakao: Kakao's script, allowed by the page CSP; off: null and no sandbox script", async () => {
    const kakao = await createTestContext({
      seed: false,
      withWeb: true,
      env: { POSTCODE_PROVIDER: 'kakao' }
    });
    try {
      expect(
        (await kakao.app.inject({ method: 'GET', url: '/api/address/widget' })).json().data.postcodeScriptUrl
      ).toBe(KAKAO_POSTCODE_SCRIPT_URL);
      const page = await kakao.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['content-security-policy']).toContain("script-src 'self' https://t1.kakaocdn.net");
      expect(page.headers['content-security-policy']).toContain('frame-src');
      // Not registered: an unmounted sandbox path is the API's 404, neither a script nor the storefront's page.
      const script = await kakao.app.inject({ method: 'GET', url: '/__sandbox/postcode/postcode.v2.js' });
      expect(script.statusCode).toBe(404);
      expect(script.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(script.body).not.toContain('kakao.Postcode');
    } finally {
      await kakao.close();
    }
    // Kakao's script served from our own path still draws its search in Kakao's frame.
    const copy = await createTestContext({
      seed: false,
      withWeb: true,
      env: { POSTCODE_PROVIDER: 'kakao', POSTCODE_SCRIPT_URL: '/vendor/postcode.v2.js' }
    });
    try {
      const csp = (await copy.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-src 'self' https://postcode.map.kakao.com https://postcode.map.daum.net");
    } finally {
      await copy.close();
    }
    const off = await createTestContext({ seed: false, withWeb: true, env: { POSTCODE_PROVIDER: 'off' } });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/address/widget' })).json()).toEqual({
        data: { postcodeScriptUrl: null }
      });
      const page = await off.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['content-security-policy']).not.toContain('kakaocdn');
      const search = await off.app.inject({ method: 'GET', url: '/__sandbox/postcode/search?q=테헤란로' });
      expect(search.statusCode).toBe(404);
      expect(search.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await off.close();
    }
    // Two more apps of their own, each migrating its database: more than one test's default on a busy machine.
  }, 90_000);
});

describe('address configuration', () => {
  it('sandbox by default; juso needs its key; production refuses both sandboxes', () => {
    expect(loadConfig({}).address).toEqual({
      provider: 'sandbox',
      apiUrl: SANDBOX,
      confmKey: expect.any(String),
      postcode: 'sandbox',
      postcodeScriptUrl: '/__sandbox/postcode/postcode.v2.js'
    });
    expect(() => loadConfig({ ADDRESS_PROVIDER: 'juso' })).toThrow(
      /JUSO_CONFM_KEY: required when ADDRESS_PROVIDER=juso/
    );
    expect(
      loadConfig({ ADDRESS_PROVIDER: 'juso', JUSO_CONFM_KEY: 'devU01TX0FVVEgyMDI2' }).address
    ).toMatchObject({
      apiUrl: 'https://business.juso.go.kr/addrlink/addrLinkApi.do',
      confmKey: 'devU01TX0FVVEgyMDI2'
    });
    expect(() => loadConfig({ ADDRESS_PROVIDER: 'kakao' })).toThrow(/ADDRESS_PROVIDER/);
    expect(() => loadConfig({ JUSO_API_URL: 'ftp://juso.example' })).toThrow(/JUSO_API_URL/);
    expect(() => loadConfig({ POSTCODE_SCRIPT_URL: 'http://cdn.example/postcode.js' })).toThrow(
      /POSTCODE_SCRIPT_URL/
    );
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(/ADDRESS_PROVIDER[\s\S]*POSTCODE_PROVIDER/);
  });
});
