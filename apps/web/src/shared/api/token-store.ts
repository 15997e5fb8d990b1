/** The access token lives in memory only; the refresh token is an httpOnly cookie the browser sends. */
let accessToken: string | null = null;

export const tokenStore = {
  get: () => accessToken,
  set: (token: string | null) => {
    accessToken = token;
  }
};
