import type { updatesKo } from './updates.ko';

export const updatesEn: Record<keyof typeof updatesKo, string> = {};
