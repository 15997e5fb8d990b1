import type { Juso } from '@mall/domain';
import { generateJusoRows } from './sandbox-juso-data.ts';

/**
 * Keyword search over the sandbox data set, the way people search juso: road address, jibun address,
 * building name and road name, spacing ignored ("테헤란로152" = "테헤란로 152"). Every word must match;
 * a word of digits ("152", "77-6") matches a building or lot number exactly, not any digits.
 */
type Entry = { row: Juso; text: string; numbers: Set<string>; road: string };

type JusoIndex = { search(keyword: string): Juso[] };

const NUMBER_WORD = /^(산)?([0-9]+)(-[0-9]+)?$/;
const compact = (text: string) => text.normalize('NFC').replace(/\s+/g, '').toLowerCase();

function entryOf(row: Juso): Entry {
  const numbers = new Set([
    row.buldMnnm,
    `${row.buldMnnm}-${row.buldSlno}`,
    row.lnbrMnnm,
    `${row.lnbrMnnm}-${row.lnbrSlno}`,
    ...(row.mtYn === '1' ? [`산${row.lnbrMnnm}`, `산${row.lnbrMnnm}-${row.lnbrSlno}`] : [])
  ]);
  return {
    row,
    text: compact(`${row.roadAddr} ${row.jibunAddr} ${row.bdNm} ${row.detBdNmList}`),
    numbers,
    road: compact(`${row.roadAddrPart1} ${row.bdNm}`)
  };
}

function createJusoIndex(rows: readonly Juso[]): JusoIndex {
  const entries = rows.map(entryOf);
  return {
    search(keyword) {
      const words = keyword.trim().split(/\s+/).filter(Boolean);
      const numberWords = words.filter((word) => NUMBER_WORD.test(word));
      const textWords = words.filter((word) => !NUMBER_WORD.test(word)).map(compact);
      const whole = compact(keyword);
      const hits = entries.filter(
        (entry) =>
          textWords.every((word) => entry.text.includes(word)) &&
          numberWords.every((word) => entry.numbers.has(word))
      );
      // Road-address and building matches before lot-number-only ones; each group keeps the rows' order
      // (region and street), so no sort is needed.
      const onRoad = hits.filter((entry) => entry.road.includes(whole));
      const byLotOnly = hits.filter((entry) => !entry.road.includes(whole));
      return [...onRoad, ...byLotOnly].map((entry) => entry.row);
    }
  };
}

let shared: JusoIndex | undefined;

/** The sandbox data set, generated once per process on first use (about 0.2 s). */
export function sandboxJusoIndex(): JusoIndex {
  shared ??= createJusoIndex(sortedRows(generateJusoRows()));
  return shared;
}

/** Region, 시군구, road, then building number: the order a list of results reads well in. */
function sortedRows(rows: Juso[]): Juso[] {
  const sidoOrder = new Map<string, number>();
  for (const row of rows) if (!sidoOrder.has(row.siNm)) sidoOrder.set(row.siNm, sidoOrder.size);
  return [...rows].sort(
    (a, b) =>
      (sidoOrder.get(a.siNm) ?? 0) - (sidoOrder.get(b.siNm) ?? 0) ||
      a.sggNm.localeCompare(b.sggNm, 'ko') ||
      a.rn.localeCompare(b.rn, 'ko') ||
      Number(a.buldMnnm) - Number(b.buldMnnm) ||
      Number(a.buldSlno) - Number(b.buldSlno)
  );
}
