import { isLoggedIn, sessionStore, useSession, type Session } from './session-store';

/**
 * Who the catalogue is asked for, as part of every catalogue query key: answers differ by viewer (the member
 * category endpoint, SP/BP for active planners, docs/decisions/026), so a login, logout or conversion must
 * not reuse another viewer's cached answer. The type is in the key so a conversion to planner refetches.
 */
export type CatalogueViewer = 'guest' | `member:${number}:${string}`;

export function catalogueViewer(session: Session): CatalogueViewer {
  return isLoggedIn(session) ? `member:${session.user.userSeqNo}:${session.user.userType}` : 'guest';
}

/** For loaders and query options built outside React. */
export const currentCatalogueViewer = (): CatalogueViewer => catalogueViewer(sessionStore.get());

export function useCatalogueViewer(): CatalogueViewer {
  return catalogueViewer(useSession());
}
