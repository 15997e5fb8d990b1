import type { CoreMessages } from './ko-KR';

/** What Home's first paint shows; the rest of the namespace is in en-US.more.ts (docs/decisions/060). */
const enUS: CoreMessages = {
  brand: {
    tagline: 'BEAUTY & WELLNESS',
    homeLink: 'Lumière·Vita home'
  },
  common: {
    home: 'Home',
    goHome: 'Go to Home',
    cancel: 'Cancel',
    confirm: 'OK',
    loading: 'Loading…',
    retry: 'Try again',
    close: 'Close'
  },
  a11y: {
    skipToContent: 'Skip to main content',
    mainNavigation: 'Main navigation',
    breadcrumb: 'Breadcrumb',
    pagination: 'Pagination'
  },
  meta: {
    title: '{{page}} | Lumière Vita',
    homeTitle: 'Lumière Vita | Beauty & Wellness'
  },
  shell: {
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    shopCategories: 'Shop by category',
    categoryAll: 'All {{name}}',
    search: 'Search',
    searchSubmit: 'Search',
    searchClose: 'Close search',
    searchExamples: 'Moisture cream|Vitamin C|Sunscreen|Lip tint',
    cart: 'Cart',
    cartCount: 'Cart, {{count}} items',
    notifications: 'Notifications',
    notificationsUnread: 'Notifications, unread',
    languageMenu: 'Country / language',
    languageMenuCurrent: 'Country / language: {{country}}, {{language}}',
    mallToggle: 'Switch between shop and office',
    mall: 'Shop',
    office: 'My Office',
    login: 'Log in',
    signup: 'Sign up',
    guestOrder: 'Guest order lookup',
    myPage: 'My page',
    logout: 'Log out',
    easyBag: 'New easy bag',
    memberGreeting: 'Hello, {{name}}',
    navigating: 'Loading page'
  },
  bottomNav: {
    label: 'Quick navigation',
    home: 'Home',
    category: 'Category',
    search: 'Search',
    myPage: 'My page',
    cart: 'Cart'
  },
  floating: {
    label: 'Page shortcuts',
    toTop: 'Back to top',
    toBottom: 'Go to bottom',
    customerCenter: 'Customer centre'
  },
  home: {
    title: 'Lumière Vita beauty & wellness shop',
    banners: {
      label: 'Featured',
      roledescription: 'carousel',
      slide: 'slide',
      position: '{{current}} of {{total}}',
      previous: 'Previous banner',
      next: 'Next banner',
      pause: 'Pause autoplay',
      play: 'Start autoplay',
      goTo: 'Show banner {{n}}'
    },
    gnb: {
      label: 'Promotion',
      close: 'Close the promotion banner'
    },
    categoriesTitle: 'Categories',
    categoriesError: 'We could not load the categories.',
    bestTitle: 'Best sellers',
    bestSubtitle: 'The products our customers love most',
    newTitle: 'New arrivals',
    newSubtitle: 'Just in from Lumière Vita',
    sectionError: 'We could not load these products.'
  },
  catalogue: {
    sortLabel: 'Sort by',
    autoshipOnly: 'Autoship only',
    sort: {
      RECOMMEND: 'Recommended',
      NEWEST: 'Newest',
      BEST: 'Best selling',
      PRICE_ASC: 'Price: low to high',
      PRICE_DESC: 'Price: high to low',
      RATING: 'Top rated',
      REVIEWS: 'Most reviewed'
    },
    totalCount: '{{count}} products',
    empty: 'No products here yet.',
    emptyPage: 'There are no products on this page.',
    firstPage: 'Go to the first page',
    subCategories: 'Subcategories',
    allInCategory: 'All',
    addToCartLabel: 'Add {{name}} to cart',
    productList: 'Products',
    badge: {
      BEST: 'BEST',
      NEW: 'NEW',
      LIMITED: 'Limited',
      RECOMMEND: 'Pick',
      SPECIAL: 'Special price',
      LAVA: 'Lava',
      RENEWAL: 'Renewed',
      NEW_COLOR: 'New colour',
      PLANNING: 'Special set',
      SEASON: 'Seasonal'
    },
    status: {
      ON_SALE: 'On sale',
      SOLD_OUT: 'Sold out',
      PAUSE: 'Unavailable',
      ALMOST_SOLD_OUT: 'Almost gone'
    },
    pagination: {
      prevBlock: 'Previous pages',
      nextBlock: 'Next pages',
      page: 'Page {{page}}'
    },
    categoryNotFoundTitle: 'Category not found',
    categoryNotFoundBody: 'This category has moved or is no longer available.'
  },
  price: {
    listPrice: 'List price',
    salePrice: 'Price',
    discountRate: 'Discount',
    percent: '{{rate}}%'
  }
};

export default enUS;
