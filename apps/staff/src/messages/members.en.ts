import type { membersKo } from './members.ko';

export const membersEn: Record<keyof typeof membersKo, string> = {};
