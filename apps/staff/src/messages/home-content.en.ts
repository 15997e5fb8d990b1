import type { homeContentKo } from './home-content.ko';

export const homeContentEn: Record<keyof typeof homeContentKo, string> = {};
