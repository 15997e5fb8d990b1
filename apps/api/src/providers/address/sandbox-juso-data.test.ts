import { describe, expect, it } from 'vitest';
import { SIDO_NAMES } from '@mall/domain';
import { romanizePlace } from './romanize.ts';
import { generateJusoRows } from './sandbox-juso-data.ts';

describe('the sandbox road-address data set', () => {
  const rows = generateJusoRows();

  it("is the same on every run (seeded), and large enough for the provider's 9,000-hit refusal", () => {
    expect(generateJusoRows()).toEqual(rows);
    expect(rows.length).toBeGreaterThan(9000);
    expect(rows.length).toBeLessThan(20000);
    expect(generateJusoRows(7)).not.toEqual(rows);
  });

  it('covers every 시도, with consistent parts in every row', () => {
    expect(new Set(rows.map((row) => row.siNm))).toEqual(new Set(SIDO_NAMES.map(([full]) => full)));
    for (const row of rows) {
      expect(row.roadAddr).toBe(`${row.roadAddrPart1}${row.roadAddrPart2}`);
      expect(row.zipNo).toMatch(/^[0-9]{5}$/);
      expect(row.admCd).toMatch(/^[0-9]{10}$/);
      expect(row.rnMgtSn).toMatch(/^[0-9]{12}$/);
      expect(row.bdMgtSn).toMatch(/^[0-9]{25}$/);
      expect(row.roadAddrPart1).toContain(`${row.rn} ${row.buldMnnm}`);
      expect(row.jibunAddr.startsWith(row.siNm)).toBe(true);
      expect(row.engAddr).toMatch(/^[0-9-]+ [A-Z][A-Za-z0-9 ,-]+$/);
      if (row.bdKdcd === '1') expect(row.roadAddrPart2).toContain(row.bdNm);
    }
    // Unique street addresses.
    expect(new Set(rows.map((row) => row.roadAddrPart1)).size).toBe(rows.length);
  });

  it('has 세종 without 시군구, rural 읍·면 with 리, mountain lots and apartments', () => {
    expect(rows.filter((row) => row.siNm === '세종특별자치시').every((row) => row.sggNm === '')).toBe(true);
    const rural = rows.filter((row) => row.liNm !== '');
    expect(rural.length).toBeGreaterThan(1000);
    expect(
      rural.every((row) => /[읍면]$/.test(row.emdNm) && row.roadAddrPart1.includes(` ${row.emdNm} `))
    ).toBe(true);
    expect(rows.some((row) => row.mtYn === '1' && row.jibunAddr.includes(' 산'))).toBe(true);
    expect(rows.filter((row) => row.bdKdcd === '1').length).toBeGreaterThan(1000);
  });
});

describe('romanizePlace', () => {
  it.each([
    ['강남구', 'Gangnam-gu'],
    ['종로구', 'Jongno-gu'],
    ['테헤란로', 'Teheran-ro'],
    ['세종대로', 'Sejong-daero'],
    ['올림픽로', 'Ollimpik-ro'],
    ['테헤란로7길', 'Teheran-ro 7-gil'],
    ['소나무로36번길', 'Sonamu-ro 36beon-gil'],
    ['가평읍', 'Gapyeong-eup'],
    ['태평로1가', 'Taepyeongno 1-ga'],
    ['신천동', 'Sincheon-dong']
  ])('%s → %s', (name, latin) => {
    expect(romanizePlace(name)).toBe(latin);
  });
});
