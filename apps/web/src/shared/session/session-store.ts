import { useSyncExternalStore } from 'react';
import { createExternalStore } from '../lib/external-store';

/**
 * Who is using the storefront. Until the login issue lands this always holds a guest; the login flow
 * will call `signIn` with the `/member/v1/users/me` answer and `signOut` on logout / invalid token.
 * The access token itself lives in the API client's memory (never in storage).
 */
export const USER_TYPES = ['BEAUTY_CONSUMER', 'NON_REF_CUSTOMER', 'SOLE_PROPRIETORSHIP'] as const;
export type UserType = (typeof USER_TYPES)[number];

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
