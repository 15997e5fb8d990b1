import type { ProductMessages } from './product.ko-KR';

const productZhTW: ProductMessages = {
  detail: {
    autoShip: '定期配送',
    autoShipYes: '可以',
    autoShipNo: '不可',
    coupon: '優惠券',
    couponYes: '可使用',
    couponNo: '不可使用',
    notes: '購買須知',
    buyPeriodNote: '此商品僅於限定期間販售，無法以定期配送訂購。',
    quantityLimitNote: '此商品每次最多可購買 {{max}} 件，無法以定期配送訂購。',
    addToCart: '加入購物車',
    buyNow: '立即購買',
    share: '分享'
  },
  share: {
    title: '分享',
    messenger: 'KakaoTalk',
    messengerLabel: '分享到 KakaoTalk',
    webShare: '其他應用程式',
    webShareLabel: '透過其他應用程式分享',
    copyLink: '複製連結',
    linkLabel: '商品連結',
    popupBlocked: '分享視窗已被封鎖。請在瀏覽器中允許本網站的彈出式視窗後再試一次。'
  },
  notice: {
    title: '商品資訊公告',
    intro: '依韓國《電子商務商品資訊提供公告》由賣家提供之資訊。',
    kind: {
      COSMETICS: '化妝品',
      HEALTH_FOOD: '保健機能食品',
      SMALL_APPLIANCE: '小型電子產品',
      GENERAL: '其他商品'
    },
    show: '展開',
    hide: '收合',
    items: {
      COSMETICS: {
        capacity: '容量或重量',
        specs: '產品主要規格',
        expiry: '保存期限或開封後使用期限',
        usage: '使用方法',
        manufacturer: '化妝品製造商',
        responsibleSeller: '化妝品責任銷售商',
        countryOfOrigin: '製造國',
        ingredients: '全成分',
        functionalReview: '韓國食品醫藥品安全處機能性化妝品審查',
        cautions: '使用注意事項',
        qualityStandard: '品質保證標準',
        consumerPhone: '消費者諮詢電話'
      },
      HEALTH_FOOD: {
        foodType: '食品類型',
        manufacturer: '製造廠名稱及地址',
        dates: '製造日期、有效期限',
        contents: '每包裝單位內容量（重量）、數量',
        rawMaterials: '原料名稱及含量',
        nutrition: '營養標示',
        functionality: '機能資訊',
        intake: '攝取量、攝取方法及注意事項',
        notMedicine: '非預防或治療疾病之藥品',
        gmo: '是否為基因改造保健機能食品',
        imported: '是否為進口產品',
        consumerPhone: '消費者諮詢電話'
      },
      SMALL_APPLIANCE: {
        modelName: '品名及型號',
        certification: 'KC認證資訊',
        powerRating: '額定電壓、消耗功率',
        releaseDate: '同型號上市年月',
        manufacturer: '製造商（進口商）',
        countryOfOrigin: '製造國',
        sizeWeight: '尺寸、重量',
        specs: '主要規格',
        qualityStandard: '品質保證標準',
        consumerPhone: '售後服務負責人及電話'
      },
      GENERAL: {
        modelName: '品名及型號',
        certification: '依法取得之認證、許可等',
        countryOfOrigin: '製造國或原產地',
        manufacturer: '製造商（進口商）',
        consumerPhone: '消費者諮詢電話'
      }
    }
  },
  returns: {
    title: '配送・換貨・退貨說明',
    deliveryTitle: '配送說明',
    deliveryFee: '運費{{fee}}，購物滿{{threshold}}免運',
    deliveryTime:
      '付款完成後{{dispatch}}個工作天內出貨，出貨後{{min}}~{{max}}個工作天內送達（週末及國定假日除外，濟州及離島地區可能多需1~2天）。',
    exchangeTitle: '換貨・退貨說明',
    period: '因個人因素換貨或退貨，請於收到商品之日起{{days}}日內申請。',
    mismatch:
      '商品與標示、廣告內容或契約不符時，可於收到商品之日起{{months}}個月內，或知悉該事實之日起{{days}}日內申請。',
    fee: '因個人因素退貨之運費為單程{{oneWay}}（免運訂單為來回{{bothWays}}），換貨運費為來回{{bothWays}}，由顧客負擔。商品瑕疵或寄錯商品由賣家負擔。',
    refund: '退貨商品送達之日起{{days}}個工作天內退款。',
    refusedTitle: '無法換貨・退貨的情形（韓國《電子商務消費者保護法》第17條第2項）',
    refused: {
      DAMAGED_BY_BUYER: '因顧客之責導致商品滅失或毀損（為確認內容物而拆開包裝者除外）',
      USED_OR_CONSUMED: '因使用或部分消耗導致商品價值顯著減少（如化妝品開封使用、保健機能食品開封或食用）',
      RESALE_IMPOSSIBLE_WITH_TIME: '因時間經過致商品價值顯著減少而難以再販售',
      COPYABLE_PACKAGING_OPENED: '可複製之商品包裝已拆封',
      MADE_TO_ORDER: '依顧客訂單個別製作之商品，且已事先告知並取得書面同意'
    },
    howTitle: '申請方式',
    howMember: '會員：請於「我的頁面」的訂單紀錄中選擇訂單，申請換貨或退貨。',
    howGuest: '非會員：請於非會員訂單查詢中找到訂單後申請。',
    howPhone: '客服中心 {{phone}}（平日10:00~17:00）',
    orderListLink: '訂單紀錄',
    guestLookupLink: '非會員訂單查詢',
    addressLabel: '退貨地址',
    address: '(17098) 京畿道龍仁市處仁區浦谷邑屯田路45 Lumière Vita物流中心 退貨負責人'
  },
  stickyBar: {
    label: '購買'
  },
  ALT_CopySuccess: '已複製連結。',
  ALT_CopyFailed: '無法複製連結，請再試一次。',
  ALT_CopyItemMissing: '沒有可複製的內容。'
};

export default productZhTW;
