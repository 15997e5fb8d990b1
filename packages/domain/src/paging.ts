import { MAX_PAGINATION_LINKS } from './constants.ts';

/**
 * The page numbers to show as links: a window of at most `maxLinks` pages in blocks
 * (1-10, 11-20, ...) as Korean shops page, containing the current page.
 */
export function paginationWindow(
  current: number,
  totalPages: number,
  maxLinks = MAX_PAGINATION_LINKS
): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), totalPages);
  const blockStart = Math.floor((page - 1) / maxLinks) * maxLinks + 1;
  const blockEnd = Math.min(blockStart + maxLinks - 1, totalPages);
  const pages: number[] = [];
  for (let n = blockStart; n <= blockEnd; n += 1) pages.push(n);
  return pages;
}

export function totalPageCount(totalItems: number, pageSize: number): number {
  return Math.ceil(totalItems / pageSize);
}
