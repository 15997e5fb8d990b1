import { describe, expect, it } from 'vitest';
import { parseListSearchParams } from './list-search-params';

const parse = (search: string) => parseListSearchParams(new URLSearchParams(search));

describe('parseListSearchParams', () => {
  it('reads valid page and sort', () => {
    expect(parse('pageNumber=2&searchOrderType=NEWEST')).toEqual({
      pageNumber: 2,
      searchOrderType: 'NEWEST',
      autoShipYn: undefined
    });
  });
  it('reads the autoship filter: only Y turns it on', () => {
    expect(parse('autoShipYn=Y').autoShipYn).toBe('Y');
    for (const other of ['autoShipYn=N', 'autoShipYn=y', 'autoShipYn=', ''])
      expect(parse(other).autoShipYn).toBeUndefined();
  });
  it.each(['pageNumber=0', 'pageNumber=-3', 'pageNumber=abc', 'pageNumber=2.5', 'pageNumber=9999999', ''])(
    'falls back to page 1 for %j',
    (search) => {
      expect(parse(search).pageNumber).toBe(1);
    }
  );
  it.each(['searchOrderType=newest', 'searchOrderType=CHEAPEST', 'searchOrderType='])(
    'falls back to RECOMMEND for %j',
    (search) => {
      expect(parse(search).searchOrderType).toBe('RECOMMEND');
    }
  );
});
