import { generateKeyPairSync } from 'node:crypto';

/** Apple's .p8 key is a PKCS#8 EC P-256 key; a fresh one, never sent anywhere. */
const applePrivateKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

/**
 * A production configuration with every provider real (or off where the shop allows it), pointed at hosts
 * under `.example.test` that do not exist: what a real deployment sets (README "Deploying for real"), with fake
 * keys. Nothing in it may be called while the app is built.
 */
export const PRODUCTION_ENV: Record<string, string> = {
  APP_MODE: 'production',
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://shop.example.test',
  AUTH_SECRET: 'production-test-auth-secret-0123456789abcdef',
  TRUST_PROXY: '1',
  MAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://mailer:mail-password@smtp.example.test:587',
  MAIL_FROM: 'Lumière Vita <no-reply@shop.example.test>',
  IDENTITY_PROVIDER: 'nice',
  NICE_CLIENT_ID: '5f1a2b3c-0000-4000-8000-00000000c11d',
  NICE_CLIENT_SECRET: 'c0ffee0123456789abcdef0123456789',
  NICE_PRODUCT_ID: '2101979031',
  NICE_API_BASE: 'https://nice-api.example.test:22001',
  NICE_POPUP_URL: 'https://nice.example.test/CheckPlusSafeModel/service.cb',
  KAKAO_PROVIDER: 'kakao',
  KAKAO_AUTH_BASE: 'https://kauth.example.test',
  KAKAO_API_BASE: 'https://kapi.example.test',
  KAKAO_CLIENT_ID: 'kakao-rest-api-key',
  KAKAO_CLIENT_SECRET: 'kakao-client-secret',
  KAKAO_REDIRECT_URI: 'https://shop.example.test/api/oauth/social/kakao/callback',
  KAKAO_SHARE_PROVIDER: 'kakao',
  KAKAO_SHARE_URL: 'https://sharer.example.test/picker/link',
  KAKAO_JS_KEY: 'kakaojavascriptkey0123',
  NAVER_PROVIDER: 'naver',
  NAVER_AUTH_BASE: 'https://nid.example.test',
  NAVER_API_BASE: 'https://openapi.example.test',
  NAVER_CLIENT_ID: 'naver-client-id',
  NAVER_CLIENT_SECRET: 'naver-client-secret',
  NAVER_REDIRECT_URI: 'https://shop.example.test/api/oauth/social/naver/callback',
  APPLE_PROVIDER: 'apple',
  APPLE_AUTH_BASE: 'https://appleid.example.test',
  APPLE_ISSUER: 'https://appleid.example.test',
  APPLE_CLIENT_ID: 'test.example.shop.web',
  APPLE_TEAM_ID: 'ABCDE12345',
  APPLE_KEY_ID: 'KEY1234567',
  APPLE_PRIVATE_KEY: applePrivateKey,
  APPLE_REDIRECT_URI: 'https://shop.example.test/api/oauth/social/apple/callback',
  ADDRESS_PROVIDER: 'juso',
  JUSO_API_URL: 'https://juso.example.test/addrlink/addrLinkApi.do',
  JUSO_CONFM_KEY: 'U01TX0FVVEgyMDI2MTEyNTA',
  POSTCODE_PROVIDER: 'kakao',
  MAP_PROVIDER: 'naver',
  NAVER_MAP_API_URL: 'https://map.example.test/map-static/v2/raster',
  NAVER_MAP_CLIENT_ID: 'map-client-id',
  NAVER_MAP_CLIENT_SECRET: 'map-client-secret',
  POSTCODE_SCRIPT_URL: 'https://postcode.example.test/postcode.v2.js',
  PAYMENT_PROVIDER: 'toss',
  TOSS_API_BASE: 'https://toss-api.example.test',
  TOSS_SDK_SRC: 'https://toss-js.example.test/v2/standard',
  TOSS_CLIENT_KEY: 'live_ck_productionTestClientKey0001',
  TOSS_SECRET_KEY: 'live_sk_productionTestSecretKey0001',
  TRACKING_PROVIDER: 'delivery-tracker',
  ACCOUNT_HOLDER_PROVIDER: 'toss',
  ACCOUNT_HOLDER_SECRET_KEY: 'live_sk_productionTestSecretKey0001',
  DELIVERY_TRACKER_API_URL: 'https://tracker.example.test/graphql',
  DELIVERY_TRACKER_CLIENT_ID: 'tracker-client-id',
  DELIVERY_TRACKER_CLIENT_SECRET: 'tracker-client-secret',
  FIELD_ENCRYPTION_KEY: 'production-test-field-key-0123456789abcdef',
  BACK_OFFICE_URL: 'https://office.example.test',
  BACK_OFFICE_CLIENT_SECRET: 'production-test-office-secret-0123456789'
};

/** Each provider's sandbox setting, which APP_MODE=production must refuse one by one. */
export const SANDBOX_SETTINGS: Record<string, string>[] = [
  { MAIL_PROVIDER: 'sandbox' },
  { IDENTITY_PROVIDER: 'sandbox' },
  { KAKAO_PROVIDER: 'sandbox' },
  { KAKAO_SHARE_PROVIDER: 'sandbox' },
  { NAVER_PROVIDER: 'sandbox' },
  { APPLE_PROVIDER: 'sandbox' },
  { ADDRESS_PROVIDER: 'sandbox' },
  { POSTCODE_PROVIDER: 'sandbox' },
  { MAP_PROVIDER: 'sandbox' },
  {
    PAYMENT_PROVIDER: 'sandbox',
    TOSS_CLIENT_KEY: '',
    TOSS_SECRET_KEY: '',
    TOSS_API_BASE: '',
    TOSS_SDK_SRC: ''
  },
  { ACCOUNT_HOLDER_PROVIDER: 'sandbox', ACCOUNT_HOLDER_SECRET_KEY: '' },
  {
    TRACKING_PROVIDER: 'sandbox',
    DELIVERY_TRACKER_API_URL: '',
    DELIVERY_TRACKER_CLIENT_ID: '',
    DELIVERY_TRACKER_CLIENT_SECRET: ''
  },
  { BACK_OFFICE_URL: '', BACK_OFFICE_CLIENT_SECRET: '' },
  { SEED_DEMO: 'on' }
];
