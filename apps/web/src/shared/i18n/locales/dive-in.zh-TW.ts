import type { DiveInMessages } from './dive-in.ko-KR';

const diveInZhTW: DiveInMessages = {
  title: 'Dive-in',
  subtitle: '美容規劃師與品牌分享的美妝短影音',
  plannerTitle: '{{name}} 的 Dive-in',
  plannerSubtitle: '{{name}} 規劃師的影片',
  feedLabel: '影片列表',
  filters: {
    tags: '依標籤瀏覽',
    all: '全部',
    sort: '排序',
    NEWEST: '最新',
    POPULAR: '熱門'
  },
  video: {
    label: '{{name}} 的影片',
    views: '{{views}} 次觀看',
    products: '商品 {{count}}',
    productsLabel: '商品 {{count}} 件：查看影片中的商品',
    soundOn: '開啟聲音',
    soundOff: '關閉聲音',
    play: '播放',
    pause: '暫停',
    next: '下一部影片',
    previous: '上一部影片',
    position: '第 {{count}} 部影片'
  },
  empty: '目前還沒有影片。',
  emptyFiltered: '此標籤目前還沒有影片。',
  loadFailed: '無法載入影片。',
  retry: '重試',
  loadingMore: '正在載入更多影片…',
  end: '您已看完所有影片。',
  detail: {
    title: '影片中的商品',
    close: '關閉',
    loading: '載入中…',
    loadFailed: '無法載入影片資訊。',
    notFound: '找不到此影片，可能已刪除或不再公開。',
    bagEmpty: '此影片沒有連結的商品。'
  },
  product: {
    endingSoon: '即將結束',
    points: '累積 {{points}}',
    addToCart: '加入',
    addToCartLabel: '將 {{name}} 加入購物車',
    chooseOption: '選擇選項',
    chooseOptionLabel: '前往選擇 {{name}} 的選項',
    soldOutLabel: '{{name}} 已售完'
  }
};

export default diveInZhTW;
