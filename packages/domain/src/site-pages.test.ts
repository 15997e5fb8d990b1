import { describe, expect, it } from 'vitest';
import { isSitePageSlug, SITE_PAGE_PATHS } from './site-page-paths.ts';
import { pickFilledText, SitePageContentSchema } from './site-pages.ts';

const content = (overrides: Record<string, unknown> = {}) => ({
  title: { 'ko-KR': '연혁' },
  lead: { 'ko-KR': '' },
  heroImageUrl: '/media/pages/hero.svg',
  blocks: [],
  ...overrides
});
const text = (id: number) => ({ id, kind: 'text', title: { 'ko-KR': '' }, html: { 'ko-KR': '<p>본문</p>' } });

describe('site pages', () => {
  it('knows the closed list of pages and their SPEC §2 paths', () => {
    expect(Object.keys(SITE_PAGE_PATHS)).toHaveLength(16);
    expect(SITE_PAGE_PATHS['guide-item']).toBe('/guideItem');
    expect(isSitePageSlug('esg-rightway')).toBe(true);
    expect(isSitePageSlug('toString')).toBe(false);
  });

  it('picks the asked language, else English, else Korean; an empty translation is missing', () => {
    const text = { 'ko-KR': '연혁', 'en-US': 'History', 'zh-TW': '' };
    expect(pickFilledText(text, 'zh-TW')).toBe('History');
    expect(pickFilledText({ 'ko-KR': '연혁', 'en-US': '' }, 'en-US')).toBe('연혁');
  });

  it.each([
    ['an image from another host', content({ heroImageUrl: 'https://cdn.example/a.png' })],
    ['a path out of the media folder', content({ heroImageUrl: '/media/../secret' })],
    ['an empty Korean title', content({ title: { 'ko-KR': ' ' } })],
    ['two blocks with one id', content({ blocks: [text(3), text(3)] })],
    [
      'a colour that is no hex code',
      content({
        blocks: [{ id: 0, kind: 'color', name: { 'ko-KR': '플럼' }, hex: 'plum', note: { 'ko-KR': '' } }]
      })
    ],
    [
      'a latitude off the globe',
      content({
        blocks: [
          {
            id: 0,
            kind: 'location',
            name: { 'ko-KR': '본사' },
            address: { 'ko-KR': '서울' },
            phone: '',
            hours: { 'ko-KR': '' },
            subway: { 'ko-KR': '' },
            bus: { 'ko-KR': '' },
            car: { 'ko-KR': '' },
            lat: 91,
            lng: 127
          }
        ]
      })
    ]
  ])('refuses %s', (_name, value) => {
    expect(SitePageContentSchema.safeParse(value).success).toBe(false);
  });

  it('takes new blocks (id 0) side by side', () => {
    expect(SitePageContentSchema.safeParse(content({ blocks: [text(0), text(0), text(4)] })).success).toBe(
      true
    );
  });
});
