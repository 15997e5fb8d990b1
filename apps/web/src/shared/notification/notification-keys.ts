import type { Language } from '@mall/domain';
import { MEMBER_QUERY_ROOT } from '../session/account-api';

/** The notification centre's queries, under the member's key root (logout drops them). */
export const notificationKeys = {
  all: [MEMBER_QUERY_ROOT, 'notification'] as const,
  check: () => [...notificationKeys.all, 'check'] as const,
  page: (tab: string, page: number, language: Language) =>
    [...notificationKeys.all, tab, page, language] as const
};
