import type { SitePageBlock, SitePageBlockKind } from '@mall/domain';

const empty = () => ({ 'ko-KR': '' });

/** A new block of a kind, with id 0 (the server gives it its id when the draft is saved). */
export function newBlock(kind: SitePageBlockKind): SitePageBlock {
  switch (kind) {
    case 'text':
      return { id: 0, kind, title: empty(), html: empty() };
    case 'image':
      return { id: 0, kind, url: '', alt: empty(), caption: empty() };
    case 'milestone':
      return { id: 0, kind, year: new Date().getFullYear(), month: null, text: empty(), imageUrl: null };
    case 'card':
      return { id: 0, kind, title: empty(), html: empty(), imageUrl: null };
    case 'color':
      return { id: 0, kind, name: empty(), hex: '#7B2D6B', note: empty() };
    case 'article':
      return { id: 0, kind, number: 1, title: empty(), html: empty() };
    case 'location':
      return {
        id: 0,
        kind,
        name: empty(),
        address: empty(),
        phone: '',
        hours: empty(),
        subway: empty(),
        bus: empty(),
        car: empty(),
        lat: 37.5665,
        lng: 126.978
      };
  }
}

/** The list with one block moved by `by` places (kept inside the list). */
export function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return list;
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}
