import type { centreKo } from './centre.ko';

export const centreEn: Record<keyof typeof centreKo, string> = {};
