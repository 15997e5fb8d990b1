import { describe, expect, it } from 'vitest';
import { contentStateOf, isContentLink, isMediaImage, MainBannerDeskBodySchema } from './content-desk.ts';

describe('isContentLink', () => {
  it.each([
    ['/product/skin-care', true],
    ['/event/12?from=home#top', true],
    ['https://lumiere.example/spring', true],
    ['https://lumiere.example:8443/a', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html,<script>', false],
    ['http://lumiere.example', false],
    ['https://user:pw@evil.example', false],
    ['https://evil.example@lumiere.example', false],
    ['/path with space', false],
    ['product', false]
  ])('%s → %s', (link, ok) => expect(isContentLink(link)).toBe(ok));
});

describe('isMediaImage', () => {
  it.each([
    ['/media/editorial/AbC_-123.jpg', true],
    ['/media/content/banner-spring-glow-pc.svg', true],
    ['/media/../secret.jpg', false],
    ['/media/editorial/.hidden.jpg', false],
    ['/media/editorial/file.exe', false],
    ['https://cdn.example/media/a.jpg', false],
    ['/uploads/a.jpg', false]
  ])('%s → %s', (url, ok) => expect(isMediaImage(url)).toBe(ok));
});

describe('contentStateOf', () => {
  const now = Date.parse('2026-11-27T00:00:00Z');
  it('hidden first, then scheduled, ended, live; open bounds are open', () => {
    expect(contentStateOf({ display: false, startAt: null, endAt: null }, now)).toBe('HIDDEN');
    expect(contentStateOf({ display: true, startAt: '2026-11-28T00:00:00Z', endAt: null }, now)).toBe(
      'SCHEDULED'
    );
    expect(contentStateOf({ display: true, startAt: null, endAt: '2026-11-27T00:00:00Z' }, now)).toBe(
      'ENDED'
    );
    expect(contentStateOf({ display: true, startAt: null, endAt: null }, now)).toBe('LIVE');
  });
});

describe('MainBannerDeskBodySchema', () => {
  it('drops empty translations and turns an empty link into null', () => {
    const parsed = MainBannerDeskBodySchema.parse({
      title: { 'ko-KR': ' 봄 ', 'en-US': '', 'zh-TW': '春' },
      subtitle: { 'ko-KR': '부제' },
      alt: { 'ko-KR': '대체' },
      pcImageUrl: '/media/editorial/a.jpg',
      mobileImageUrl: '/media/editorial/b.jpg',
      link: '',
      linkTarget: 'SELF',
      display: true,
      startAt: null,
      endAt: null,
      sortOrder: 0
    });
    expect(parsed.title).toEqual({ 'ko-KR': '봄', 'zh-TW': '春' });
    expect(parsed.link).toBeNull();
  });
});
