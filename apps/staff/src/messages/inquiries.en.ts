import type { inquiriesKo } from './inquiries.ko';

export const inquiriesEn: Record<keyof typeof inquiriesKo, string> = {};
