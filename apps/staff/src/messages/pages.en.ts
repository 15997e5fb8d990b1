import type { pagesKo } from './pages.ko';

export const pagesEn: Record<keyof typeof pagesKo, string> = {};
