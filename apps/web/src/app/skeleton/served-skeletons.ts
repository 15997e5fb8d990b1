/**
 * The storefront's first paint before any JavaScript (ADR 059): the header and a skeleton of each entry
 * screen, as plain HTML. The build writes them to `dist/skeletons.json` (vite.config.ts); the API puts the
 * header and the page's skeleton into the served index.html, with the page's largest image where it knows
 * it. The same skeletons stand in for the next screen while a navigation loads (RouteSkeleton).
 *
 * Plain strings, not components: the build and the API use them without React. Their Tailwind classes are
 * found in this file like any other. The markup mirrors the real screens' boxes (header heights, the banner
 * and gallery aspect ratios, the 2/4-column grids) so the page that replaces it lands in the same places.
 */

export type SkeletonKind = 'home' | 'category' | 'product' | 'search' | 'page';

/** Replaced by the API with the visitor's-language "loading" text. */
export const LOADING_TOKEN = '__LOADING__';
/**
 * The page's largest image, when the API knows it (Home's first banner, a product's main image): the API
 * replaces the whole comment with the element inside, its `__LCP_SRC__` / `__LCP_SRC_WIDE__` filled in,
 * or drops the comment.
 */
export const LCP_SLOT = /<!--lcp:([\s\S]*?)-->/;

const bone = 'rounded-lg bg-cream-deep';

const header = `<header class="sticky top-0 z-40 border-b border-line bg-cream">
<div class="hidden border-b border-line/70 lg:block"><div class="container-page h-9"></div></div>
<div class="container-page flex h-14 items-center gap-1 md:h-[68px] md:gap-4">
<span class="-ml-2.5 size-10 lg:hidden"></span>
<a href="/" class="flex shrink-0 flex-col items-start leading-none"><span class="whitespace-nowrap font-display text-[22px] font-bold tracking-tight text-plum md:text-[26px]">Lumière<span class="text-coral">·</span>Vita</span></a>
<div class="flex flex-1 justify-center px-2"><span class="hidden h-10 w-full max-w-md rounded-full border border-line bg-white md:block"></span></div>
<span class="size-10 rounded-full"></span>
</div>
<div class="hidden h-12 border-t border-line lg:block"></div>
</header>`;

const status = `<p role="status" class="sr-only">${LOADING_TOKEN}</p>`;

const card = `<li><div class="aspect-square ${bone} rounded-xl"></div><div class="mt-3 h-4 w-4/5 ${bone}"></div><div class="mt-2 h-4 w-1/2 ${bone}"></div></li>`;
const grid = (cards: number) =>
  `<ul class="grid grid-cols-2 gap-x-3 gap-y-8 md:grid-cols-4 md:gap-x-4 lg:gap-x-6">${card.repeat(cards)}</ul>`;

const home = `<div class="pb-8">${status}
<div class="container-page pt-4 md:pt-8"><div class="relative overflow-hidden rounded-3xl bg-white"><div class="aspect-[750/760] w-full bg-cream-deep md:aspect-[1440/560]"><!--lcp:<picture><source media="(min-width: 768px)" srcset="__LCP_SRC_WIDE__" width="1440" height="560" /><img src="__LCP_SRC__" alt="" width="750" height="760" fetchpriority="high" decoding="sync" class="aspect-[750/760] w-full object-cover md:aspect-[1440/560]" /></picture>--></div></div></div>
<div class="container-page mt-8"><div class="h-7 w-40 ${bone}"></div><div class="mt-4">${grid(4)}</div></div>
</div>`;

const product = `<div class="container-page py-6 md:py-10">${status}
<div class="h-4 w-48 ${bone}"></div>
<div class="mt-4 grid gap-8 md:grid-cols-2 md:gap-10 lg:gap-16">
<div class="aspect-square w-full overflow-hidden rounded-2xl bg-cream-deep"><!--lcp:<img src="__LCP_SRC__" alt="" width="800" height="800" fetchpriority="high" class="aspect-square w-full object-cover" />--></div>
<div><div class="h-4 w-24 ${bone}"></div><div class="mt-3 h-8 w-4/5 ${bone}"></div><div class="mt-6 h-7 w-1/3 ${bone}"></div><div class="mt-8 h-24 w-full ${bone}"></div><div class="mt-8 h-12 w-full rounded-full bg-cream-deep"></div></div>
</div></div>`;

const list = `<div class="container-page py-6 md:py-10">${status}
<div class="h-8 w-48 ${bone}"></div><div class="mt-5 flex gap-2"><span class="h-9 w-20 rounded-full bg-cream-deep"></span><span class="h-9 w-20 rounded-full bg-cream-deep"></span><span class="h-9 w-20 rounded-full bg-cream-deep"></span></div>
<div class="mt-8">${grid(8)}</div></div>`;

const page = `<div class="container-page py-6 md:py-10">${status}<div class="h-8 w-48 ${bone}"></div><div class="mt-6 h-40 w-full ${bone}"></div><div class="mt-4 h-40 w-full ${bone}"></div></div>`;

export const ROUTE_SKELETONS: Record<SkeletonKind, string> = {
  home,
  category: list,
  product,
  search: list,
  page
};

/** The served page: header, then the screen's skeleton in the main area the app renders into. */
export function servedSkeleton(kind: SkeletonKind): string {
  return `${header}<main id="main" class="min-h-[60vh]">${ROUTE_SKELETONS[kind]}</main>`;
}

/** What the build writes: one whole #root body per kind. */
export function skeletonFile(): Record<SkeletonKind, string> {
  const kinds = Object.keys(ROUTE_SKELETONS) as SkeletonKind[];
  return Object.fromEntries(kinds.map((kind) => [kind, servedSkeleton(kind)])) as Record<
    SkeletonKind,
    string
  >;
}

/** Which skeleton a path shows (the same shapes the API matches, docs/decisions/059). */
export function skeletonKindOf(pathname: string): SkeletonKind {
  if (pathname === '/') return 'home';
  if (/^\/product\/detail\/[0-9]+\/?$/.test(pathname)) return 'product';
  if (/^\/product\/[^/]+\/?$/.test(pathname) && !pathname.startsWith('/product/detail')) return 'category';
  if (/^\/search\/?$/.test(pathname)) return 'search';
  return 'page';
}
