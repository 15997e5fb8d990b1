import type { LocalizedText } from '@mall/domain';

/**
 * Each seed brand's name as shoppers write it in Korean (and Chinese where a Chinese name is in use):
 * a Korean shopper types `아쿠아듀` or `루미에르`, not "Aqua Dew". Stored on each product (`brand_name`)
 * and searched with it (ADR 024). The brand column keeps the Latin name, which is the English one.
 */
export const seedBrandNames: Record<string, LocalizedText> = {
  'Aqua Dew': { 'ko-KR': '아쿠아 듀', 'zh-TW': '水露' },
  'Dami Botanique': { 'ko-KR': '다미 보타니크' },
  'Hanbit Lab': { 'ko-KR': '한빛랩' },
  'Lumière Vita': { 'ko-KR': '루미에르 비타' },
  'Maeum Home': { 'ko-KR': '마음홈' },
  Oriel: { 'ko-KR': '오리엘' },
  'Vita Garden': { 'ko-KR': '비타가든' }
};
