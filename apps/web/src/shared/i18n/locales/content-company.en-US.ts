import type { ContentMessages } from './content.ko-KR';

/** Texts of the company part of the `content` namespace (issue 19): about, ESG and guide pages. */
const companyEnUS: ContentMessages['company'] = {
  nav: {
    label: 'About us menu',
    groups: { about: 'About us', esg: 'ESG', guide: 'Guides' },
    pages: {
      'about-business': 'Values',
      'about-history': 'History',
      'about-rnd': 'R&D',
      'about-ci': 'CI',
      'about-contribution': 'Contribution',
      'about-ev': 'Green EV',
      'about-location': 'Location',
      'esg-fair': 'Fair trade',
      'esg-ethics': 'Ethics',
      'esg-customer': 'Consumer-centred',
      'esg-safety': 'Safety',
      'esg-rightway': 'Member code',
      'esg-compliance': 'Report centre',
      guide: 'Shopping guide',
      'guide-item': 'Membership',
      sample: 'Samples'
    }
  },
  loading: 'Loading the page.',
  notFound: { title: 'Page not found', body: 'This page has moved or is not published yet.' },
  loadError: 'We could not load this page.',
  retry: 'Try again',
  updatedAt: 'Updated {{date}}',
  timeline: { label: 'History timeline', month: '{{month}}' },
  location: {
    address: 'Address',
    addressIn: 'In other languages',
    phone: 'Phone',
    hours: 'Opening hours',
    directions: 'Getting here',
    subway: 'Subway',
    bus: 'Bus',
    car: 'By car',
    mapAlt: 'Map of {{name}}',
    openMap: 'Open the map',
    languages: { 'ko-KR': '한국어', 'en-US': 'English', 'zh-TW': '中文' }
  },
  colors: { label: 'Brand colours' },
  rightway: {
    articles: 'Articles',
    number: 'Article {{number}}',
    previous: 'Previous article',
    next: 'Next article',
    backToList: 'Back to the list'
  }
};

export default companyEnUS;
