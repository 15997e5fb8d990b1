import type { feedbackKo } from './feedback.ko';

export const feedbackEn: Record<keyof typeof feedbackKo, string> = {};
