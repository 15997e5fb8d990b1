import { tokenStore } from '../api/token-store';
import { sessionStore } from '../session/session-store';

/** Screens tests: customer1-like member 2 is signed in (session and access token), as after a login. */
export function signInTestMember() {
  sessionStore.signIn({
    userSeqNo: 2,
    userNumber: '2000000001',
    userType: 'BEAUTY_CONSUMER',
    fullName: '이민준',
    acceptId: null
  });
  tokenStore.set('access-token');
}
