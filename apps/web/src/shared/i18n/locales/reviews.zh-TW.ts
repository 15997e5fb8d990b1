import type { ReviewsMessages } from './reviews.ko-KR';

const reviewsZhTW: ReviewsMessages = {
  section: {
    title: '評論',
    count: '{{count}} 則評論',
    average: '平均評分',
    outOf: '滿分 5 分，{{rating}} 分',
    starRow: '{{star}} 分',
    starCount: '{{count}} 則',
    photoReviews: '{{count}} 則照片評論',
    empty: '目前還沒有評論。',
    emptyFiltered: '目前還沒有此膚質的評論。',
    filterLabel: '依膚質篩選',
    all: '全部',
    more: '更多評論',
    error: '無法載入評論。'
  },
  review: {
    stars: '評分 {{rating}} 分',
    helpful: '有幫助 {{count}}',
    helpfulLogin: '登入後即可按「有幫助」。',
    photoAlt: '{{reviewer}} 的評論照片 {{index}}',
    option: '選項：{{option}}',
    mine: '我的評論',
    profile: '膚質資訊'
  },
  skinType: { DRY: '乾性', OILY: '油性', COMBINATION: '混合性', NORMAL: '中性', SENSITIVE: '敏感性' },
  skinTone: { FAIR: '非常白皙', LIGHT: '白皙', MEDIUM: '自然', TAN: '小麥色', DEEP: '深色' },
  skinConcern: {
    ACNE: '痘痘',
    WRINKLES: '皺紋',
    PIGMENTATION: '斑點',
    PORES: '毛孔',
    REDNESS: '泛紅',
    DRYNESS: '乾燥',
    DULLNESS: '暗沉'
  },
  profile: {
    title: '美妝檔案',
    intro: '儲存膚質資訊後，會與您撰寫的評論一同顯示，方便膚質相近的顧客找到評論。',
    skinType: '膚質',
    skinTone: '膚色',
    skinConcerns: '肌膚困擾（最多 {{max}} 項）',
    none: '不選擇',
    save: '儲存',
    saving: '儲存中…',
    saved: '已儲存美妝檔案。'
  },
  write: {
    title: '撰寫評論',
    product: '評論商品',
    rating: '評分',
    ratingValue: '{{rating}} 分',
    text: '評論內容',
    textHint: '請輸入 {{min}} 至 {{max}} 個字。',
    counter: '{{count}} / {{max}}',
    photos: '照片（選填）',
    photosHint: 'JPG、PNG 最多 {{max}} 張，每張 {{maxMb}}MB',
    addPhoto: '新增照片',
    photoAlt: '附加照片 {{index}}',
    removePhoto: '刪除照片 {{index}}',
    points: '文字評論 {{text}}P・照片評論 {{photo}}P',
    profileShown: '與評論一同顯示的膚質資訊：{{summary}}',
    profileMissing: '設定美妝檔案後，評論會一同顯示您的膚質資訊。',
    profileLink: '設定美妝檔案',
    submit: '送出評論',
    submitting: '送出中…',
    done: '已送出評論，獲得 {{points}}P。',
    cannot: '此商品無法撰寫評論。',
    toMine: '查看我的評論',
    toOrders: '返回訂單記錄'
  },
  rule: {
    RV_SelectRating: '請選擇評分。',
    RV_TextLength: '請輸入 {{min}} 至 {{max}} 個字。',
    RV_ConcernsMax: '肌膚困擾最多可選 {{max}} 項。',
    VA_InvalidCharacters: '內容包含無法使用的字元。'
  },
  mine: {
    title: '我的評論',
    intro: '已配送完成的訂單中，每項商品可撰寫一則評論。',
    empty: '您尚未撰寫評論。',
    hidden: '此評論依營運政策已被隱藏。原因：{{reason}}',
    points: '獲得 {{points}}',
    pointsReversed: '已收回 {{points}}（請見點數明細）',
    orders: '從訂單記錄撰寫評論',
    profile: '美妝檔案'
  }
};

export default reviewsZhTW;
