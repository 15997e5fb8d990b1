import {
  isInitialsQuery,
  normalizeSearchText,
  repairKeyboardLayout,
  searchTokens,
  withoutStrayJamo
} from '@mall/domain';
import type { SearchPlan } from './product.repository.ts';

/**
 * What the database looks for when a shopper types `keyword` (ADR 024): the whole keyword without
 * spacing ("수분 크림" finds 수분크림), or else all its words anywhere in the document ("Lumiere cream",
 * "Lumière 크림" across the Latin brand and the Korean name); a keyword of initial consonants only
 * (ㅋㄹ) is looked for in the Korean name's initials. Lone jamo an IME left after the last syllable are
 * dropped (크림ㅁ looks for 크림). Null when nothing is left to look for.
 */
export function searchPlan(typed: string): SearchPlan | null {
  const keyword = withoutStrayJamo(typed);
  const compact = normalizeSearchText(keyword);
  if (!compact) return null;
  const words = searchTokens(keyword);
  const phrases = words.length > 1 ? [[compact], words] : [[compact]];
  return { phrases, initials: isInitialsQuery(keyword) ? compact : null, compact };
}

/** The keyword as typed on the Korean layout and its plan, when the keyword looks mistyped (zmfla → 크림). */
export function repairedPlan(keyword: string): { keyword: string; plan: SearchPlan } | null {
  const repaired = repairKeyboardLayout(keyword);
  const plan = repaired ? searchPlan(repaired) : null;
  return repaired && plan ? { keyword: repaired, plan } : null;
}
