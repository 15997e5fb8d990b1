import type { UserType } from '@mall/domain';
import { useSyncExternalStore } from 'react';
import { createExternalStore } from '../lib/external-store';

/**
 * Who is using the storefront: a guest, or the member from `/member/v1/users/me` (signIn after login or
 * session restore; signOut on logout / invalid token). The access token lives in the API client's
 * memory, the refresh token in an httpOnly cookie; nothing secret is in web storage.
 */
export type { UserType };

export type SessionUser = {
  userSeqNo: number;
  userNumber: string;
  userType: UserType;
  fullName: string;
  acceptId: string | null;
};

export type Session = { kind: 'guest' } | { kind: 'member'; user: SessionUser };

export const GUEST: Session = { kind: 'guest' };

const store = createExternalStore<Session>(GUEST);

export const sessionStore = {
  get: store.get,
  subscribe: store.subscribe,
  signIn: (user: SessionUser) => store.set({ kind: 'member', user }),
  signOut: () => store.set(GUEST)
};

/** SPEC §4: logged in only if a session exists and userSeqNo is not null. */
export function isLoggedIn(session: Session): session is { kind: 'member'; user: SessionUser } {
  return session.kind === 'member' && session.user.userSeqNo != null;
}

export function useSession(): Session {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
