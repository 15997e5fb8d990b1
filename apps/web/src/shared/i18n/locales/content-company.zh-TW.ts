import type { ContentMessages } from './content.ko-KR';

/** Texts of the company part of the `content` namespace (issue 19): about, ESG and guide pages. */
const companyZhTW: ContentMessages['company'] = {
  nav: {
    label: '公司介紹選單',
    groups: { about: '公司介紹', esg: 'ESG經營', guide: '使用指南' },
    pages: {
      'about-business': '企業價值',
      'about-history': '沿革',
      'about-rnd': '研發',
      'about-ci': 'CI',
      'about-contribution': '社會貢獻',
      'about-ev': '綠色電動車',
      'about-location': '交通指南',
      'esg-fair': '公平交易',
      'esg-ethics': '倫理守法',
      'esg-customer': '消費者中心',
      'esg-safety': '安全',
      'esg-rightway': '會員倫理守則',
      'esg-compliance': '網路檢舉中心',
      guide: '購物指南',
      'guide-item': '會員權益',
      sample: '試用品說明'
    }
  },
  loading: '頁面載入中。',
  notFound: { title: '找不到頁面', body: '此頁面已移動或尚未公開。' },
  loadError: '無法載入此頁面。',
  retry: '重試',
  updatedAt: '{{date}} 更新',
  timeline: { label: '沿革時間軸', month: '{{month}}月' },
  location: {
    address: '地址',
    addressIn: '其他語言',
    phone: '電話',
    hours: '營業時間',
    directions: '交通方式',
    subway: '地鐵',
    bus: '公車',
    car: '自行開車',
    mapAlt: '{{name}}位置地圖',
    openMap: '放大地圖',
    languages: { 'ko-KR': '한국어', 'en-US': 'English', 'zh-TW': '中文' }
  },
  colors: { label: '品牌色彩' },
  rightway: {
    articles: '條文目錄',
    number: '第{{number}}條',
    previous: '上一條',
    next: '下一條',
    backToList: '回到目錄'
  }
};

export default companyZhTW;
