import type { termsKo } from './terms.ko';

export const termsEn: Record<keyof typeof termsKo, string> = {};
