/**
 * The review screens' paths (issue 21 item 1, docs/decisions/090). Kept out of `shared/config/`, whose modules are
 * all in Home's first-load chunk: only lazy chunks and the route table's second half import this.
 */
export const reviewPaths = {
  write: (orderLineId: number) => `/mypage/reviews/write/${orderLineId}`,
  mine: () => '/mypage/reviews',
  beautyProfile: () => '/mypage/beautyProfile'
};

export const reviewPatterns = {
  write: '/mypage/reviews/write/:orderLineId',
  mine: '/mypage/reviews',
  beautyProfile: '/mypage/beautyProfile'
} as const;
