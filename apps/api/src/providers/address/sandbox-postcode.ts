import type { FastifyPluginAsync } from 'fastify';
import { SIDO_NAMES, type Juso, type PostcodeAddress } from '@mall/domain';
import { text } from '../social/sandbox-common.ts';
import { romanizePlace } from './romanize.ts';
import { pageNumber, searchSandboxJuso } from './sandbox-juso.ts';
import { sidoEnglish } from './sandbox-juso-data.ts';
import { POSTCODE_WIDGET_SCRIPT } from './sandbox-postcode-script.ts';
import { noStore } from '../../http/route-kit.ts';

/**
 * The Kakao postcode widget stand-in (INTEGRATIONS §4.1), registered while POSTCODE_PROVIDER is `sandbox`:
 * - `GET /__sandbox/postcode/postcode.v2.js` defines `window.kakao.Postcode` synchronously (embed, open;
 *   oncomplete, onclose, onsearch, onresize), like Kakao's script;
 * - `GET /__sandbox/postcode/search?q&page&size&shorthand` is its search, over the same data set as the
 *   road-address sandbox, answering rows already in the widget's `Address` shape.
 */
export const SANDBOX_POSTCODE_PREFIX = '/__sandbox/postcode';
export const SANDBOX_POSTCODE_SCRIPT = `${SANDBOX_POSTCODE_PREFIX}/postcode.v2.js`;

/** The fields a row fixes; the widget adds the ones that depend on the click (address, types, query). */
export type PostcodeRow = Omit<
  PostcodeAddress,
  | 'address'
  | 'addressEnglish'
  | 'addressType'
  | 'userSelectedType'
  | 'noSelected'
  | 'userLanguageType'
  | 'query'
  | 'autoRoadAddress'
  | 'autoRoadAddressEnglish'
  | 'autoJibunAddress'
  | 'autoJibunAddressEnglish'
  | 'postcode'
  | 'postcode1'
  | 'postcode2'
  | 'postcodeSeq'
>;

const SHORT_SIDO = new Map(SIDO_NAMES.map(([full, short]) => [full, short ?? full]));

/** One juso row as the widget reports it; `shorthand` writes the 시도 short ("서울"), as Kakao does by default. */
export function postcodeRow(row: Juso, shorthand: boolean): PostcodeRow {
  const sido = shorthand ? (SHORT_SIDO.get(row.siNm) ?? row.siNm) : row.siNm;
  const swap = (address: string) =>
    address.startsWith(row.siNm) ? `${sido}${address.slice(row.siNm.length)}` : address;
  const isRi = row.liNm !== '';
  const bname = isRi ? row.liNm : row.emdNm;
  const bname1 = isRi ? row.emdNm : '';
  // Kakao's jibun address stops at the lot number; juso's adds the building name.
  const jibun =
    row.bdNm && row.jibunAddr.endsWith(` ${row.bdNm}`)
      ? row.jibunAddr.slice(0, -row.bdNm.length - 1)
      : row.jibunAddr;
  const lot = `${row.mtYn === '1' ? 'San ' : ''}${row.lnbrMnnm}${row.lnbrSlno !== '0' ? `-${row.lnbrSlno}` : ''}`;
  const sigunguEnglish = row.sggNm.split(' ').filter(Boolean).reverse().map(romanizePlace).join(', ');
  const english = (...parts: string[]) => parts.filter(Boolean).join(', ');
  return {
    zonecode: row.zipNo,
    roadAddress: swap(row.roadAddrPart1),
    roadAddressEnglish: row.engAddr,
    jibunAddress: swap(jibun),
    jibunAddressEnglish: english(
      lot,
      isRi ? romanizePlace(row.liNm) : '',
      romanizePlace(row.emdNm),
      sigunguEnglish,
      sidoEnglish(row.siNm)
    ),
    buildingCode: row.bdMgtSn,
    buildingName: row.bdNm,
    apartment: row.bdKdcd === '1' ? 'Y' : 'N',
    sido,
    sidoEnglish: sidoEnglish(row.siNm),
    sigungu: row.sggNm,
    sigunguEnglish,
    sigunguCode: row.admCd.slice(0, 5),
    roadnameCode: row.rnMgtSn.slice(5),
    bcode: row.admCd,
    roadname: row.rn,
    roadnameEnglish: romanizePlace(row.rn),
    bname,
    bnameEnglish: romanizePlace(bname),
    bname1,
    bname1English: bname1 ? romanizePlace(bname1) : '',
    bname2: bname,
    bname2English: romanizePlace(bname),
    hname: isRi ? '' : row.emdNm
  };
}

export function sandboxPostcodeRoutes(): FastifyPluginAsync {
  return async (app) => {
    app.get(SANDBOX_POSTCODE_SCRIPT, async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(POSTCODE_WIDGET_SCRIPT)
    );

    app.get(`${SANDBOX_POSTCODE_PREFIX}/search`, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const page = pageNumber(text(query.page), 1, 100_000);
      const size = pageNumber(text(query.size), 10, 50);
      const answer = searchSandboxJuso({ keyword: text(query.q), currentPage: page, countPerPage: size });
      const { errorCode, errorMessage, totalCount } = answer.results.common;
      noStore(reply);
      return {
        count: Number(totalCount),
        page,
        size,
        error: errorCode === '0' ? null : { code: errorCode, message: errorMessage },
        items: (answer.results.juso ?? []).map((row) => postcodeRow(row, text(query.shorthand) !== '0'))
      };
    });
  };
}
