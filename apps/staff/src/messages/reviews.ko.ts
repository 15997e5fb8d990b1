/** The review desk's texts (issue 21, docs/decisions/090). */
export const reviewsKo = {
  'reviews.nav': '상품 리뷰',
  'reviews.title': '상품 리뷰',
  'reviews.tabs': '리뷰 상태',
  'reviews.status.VISIBLE': '게시 중',
  'reviews.status.HIDDEN': '숨김',
  'reviews.empty': '리뷰가 없습니다.',
  'reviews.rating': '별점 {{rating}}점',
  'reviews.photos': '사진 {{count}}장',
  'reviews.reason': '숨김 사유',
  'reviews.hide': '숨기기',
  'reviews.show': '다시 게시',
  'reviews.reasonRequired': '숨김 사유를 입력해 주세요.',
  'reviews.hiddenDone': '리뷰를 숨겼습니다.',
  'reviews.shownDone': '리뷰를 다시 게시했습니다.',
  'reviews.pointsTakenBack':
    '숨기면 이 리뷰로 적립된 {{points}}P를 회수합니다. 다시 게시해도 돌려주지 않습니다.',
  'reviews.hiddenReason': '숨김 사유: {{reason}}'
};
