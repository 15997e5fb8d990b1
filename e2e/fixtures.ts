import { expect, test as base, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, loginByApi } from './login.ts';

/** Where the storefront keeps "a refresh cookie may exist" (apps/web STORAGE_KEYS.sessionHint). */
const SESSION_HINT_KEY = 'mall.sessionHint';
const clientAuth = `Basic ${Buffer.from('mall-web:').toString('base64')}`;

type StorageState = {
  cookies: unknown[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

/**
 * A signed-in browser storage for `loginId`: a password grant with auto-login through a request client of
 * its own (its httpOnly refresh cookie `mall_rt` goes into the state) and the localStorage hint an
 * auto-login writes, on top of the storage every journey starts with. The storefront restores the member
 * from the cookie when the first page opens; the access token lives in memory, never in the state.
 */
async function signedInState(api: APIRequestContext, base: StorageState, loginId: string, origin: string) {
  const response = await api.post('/api/oauth/token', {
    headers: { Authorization: clientAuth },
    form: { grant_type: 'password', username: loginId, password: DEMO_PASSWORD, auto_login: 'Y' }
  });
  expect(response.status(), `password login of ${loginId}`).toBe(200);
  const { cookies } = await api.storageState();
  const hint = { name: SESSION_HINT_KEY, value: JSON.stringify('persistent') };
  const origins = base.origins.some((entry) => entry.origin === origin)
    ? base.origins.map((entry) =>
        entry.origin === origin ? { ...entry, localStorage: [...entry.localStorage, hint] } : entry
      )
    : [...base.origins, { origin, localStorage: [hint] }];
  return { cookies: [...base.cookies, ...cookies], origins };
}

type Fixtures = {
  /**
   * A seeded demo member (`test.use({ member: 'customer1' })`) the test's browser starts signed in as,
   * for journeys that are not about logging in. Each test gets a login of its own: refresh tokens rotate
   * and a rotated one presented again revokes its family (docs/decisions/052), so a state shared between
   * tests would sign the later ones out, and a test that logs out or changes the password touches no other.
   */
  member: string | undefined;
  /** Signs in a member the test made itself (a fresh sign-up), through the API; ends on Home. */
  loginAs: (loginId: string, password: string) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  member: [undefined, { option: true }],
  storageState: async ({ member, storageState, playwright, baseURL }, use) => {
    if (!member || !baseURL) return use(storageState);
    const initial = (
      typeof storageState === 'object' ? storageState : { cookies: [], origins: [] }
    ) as StorageState;
    const api = await playwright.request.newContext({ baseURL });
    try {
      const state = await signedInState(api, initial, member, new URL(baseURL).origin);
      await use(state as typeof storageState);
    } finally {
      await api.dispose();
    }
  },
  loginAs: async ({ page }, use) => {
    await use((loginId, password) => loginByApi(page, loginId, password));
  }
});

export { expect };
