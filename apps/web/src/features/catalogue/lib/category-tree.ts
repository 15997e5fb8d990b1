import { COMPANY_STORY_ROOT_ID, type Category } from '@mall/domain';

/** The shop's own categories (the company-story branch is a menu of pages, not products). */
export function shopRoots(tree: readonly Category[]): Category[] {
  return tree.filter((category) => category.categoryId !== COMPANY_STORY_ROOT_ID);
}

export function companyStoryRoot(tree: readonly Category[]): Category | undefined {
  return tree.find((category) => category.categoryId === COMPANY_STORY_ROOT_ID);
}

/** The chain from a root to the category whose slug is `categoryUrl`, or null when there is none. */
export function findCategoryTrail(tree: readonly Category[], categoryUrl: string): Category[] | null {
  for (const category of shopRoots(tree)) {
    if (category.categoryUrl === categoryUrl) return [category];
    const below = findCategoryTrail(category.children, categoryUrl);
    if (below) return [category, ...below];
  }
  return null;
}

/** Company-story children carry an absolute app path ('/about/history'); shop categories carry a slug. */
export function isAppPath(categoryUrl: string): boolean {
  return categoryUrl.startsWith('/');
}
