import os from 'node:os';
import path from 'node:path';
import * as z from 'zod';
import {
  BUSINESS_NUMBER_PATTERN,
  DEFAULT_COMPANY_REFERRER_NUMBER,
  ftcBusinessInfoUrl,
  type LegalInfo,
  type LocalizedText
} from '@mall/domain';
import { productionProblems, providerProblems } from './config-requirements.ts';
import { cookiesAlwaysSecure } from './http/cookies.ts';
import { DELIVERY_TRACKER_API_URL } from './providers/tracking/delivery-tracker.ts';
import {
  SANDBOX_TRACKER_CLIENT_ID,
  SANDBOX_TRACKER_CLIENT_SECRET,
  SANDBOX_TRACKER_PATH
} from './providers/tracking/sandbox-tracking.ts';

/**
 * The demo company's legal facts (docs/decisions/093); a real shop sets its own. [U] The escrow confirmation
 * address is Toss Payments' 구매안전서비스 가입 확인 page as merchants link it; set ESCROW_CONFIRM_URL to the one the
 * provider gives with the shop's merchant id.
 */
export const DEMO_LEGAL = {
  businessRegistrationNumber: '214-88-31570',
  privacyOfficer: {
    name: { 'ko-KR': '박지민', 'en-US': 'Park Jimin', 'zh-TW': '朴智敏' },
    position: { 'ko-KR': '고객지원팀장', 'en-US': 'Head of Customer Support', 'zh-TW': '客服部主管' },
    email: 'privacy@lumierevita.example',
    phone: '1588-0000'
  },
  escrow: {
    provider: { 'ko-KR': '토스페이먼츠', 'en-US': 'Toss Payments', 'zh-TW': 'Toss Payments' },
    confirmUrl: 'https://pgweb.tosspayments.com/ms/escrow/s_escrowYn.do?mertid=lumierevita_demo'
  }
} as const;

/**
 * A configured text with its translations: the Korean variable decides; unset, the demo text in every language
 * (a shop that names its own officer never shows the demo's translations).
 */
function configuredText(
  [ko, en, zh]: [string | undefined, string | undefined, string | undefined],
  demo: LocalizedText
): LocalizedText {
  if (!ko) return demo;
  return { 'ko-KR': ko, ...(en ? { 'en-US': en } : {}), ...(zh ? { 'zh-TW': zh } : {}) };
}

/** The one place that reads the environment (ARCHITECTURE §2). */
export const EnvSchema = z.object({
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// URL')
    .optional(),
  /**
   * API processes (docs/decisions/064): `1`, a number, or `auto` (one per core). More than one needs DATABASE_URL
   * and REDIS_URL.
   */
  API_PROCESSES: z
    .string()
    .regex(/^(auto|[1-9][0-9]?)$/, 'auto or a number from 1 to 99')
    .default('1'),
  /** Namespace of the catalogue cache keys in Redis (tests use one per run). */
  CACHE_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'letters, digits, : _ - only')
    .default('mall-cache:'),
  MEDIA_DIR: z.string().min(1).optional(),
  /** The ffmpeg that checks and prepares dive-in videos; default the one the npm package brings (ADR 084). */
  FFMPEG_PATH: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  STAFF_DIST_DIR: z.string().min(1).optional(),
  MAINTENANCE: z.enum(['on', 'off']).default('off'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /**
   * Multiplies the strict per-route limits (mail codes, password guesses, identity starts). Keep 1 in
   * production; a test product that every journey reaches from one address needs more.
   */
  RATE_LIMIT_ROUTE_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /**
   * Which proxies may name the client in X-Forwarded-For: `false`, a hop count, or a comma-separated
   * list of proxy addresses/CIDRs. `true` would trust a header the client writes itself.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(false|[1-9][0-9]?|[0-9a-fA-F:./]+(,[0-9a-fA-F:./]+)*)$/,
      'must be false, a hop count or proxy addresses'
    )
    .default('false'),
  /**
   * `demo` (default) runs with demo data and sandbox providers, whose pages let anyone read codes and
   * play any person. `production` refuses to start with either.
   */
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  /** Only `production` matters here: it requires PUBLIC_ORIGIN (below). */
  NODE_ENV: z.string().optional(),
  /**
   * The shop's public origin (`https://shop.example.com`, no path), used for absolute links in shared-page
   * previews, robots.txt and sitemap.xml (docs/decisions/021). Unset: the request's own origin when it
   * looks like a plain host name.
   */
  PUBLIC_ORIGIN: z
    .string()
    .regex(
      /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?\/?$/,
      'must be an http(s) origin without path, e.g. https://shop.example.com'
    )
    .optional(),
  SEED_DEMO: z.enum(['on', 'off']).optional(),
  /** `sandbox` (default: a mailbox page, nothing leaves the machine) or `smtp` (a real server, below). */
  MAIL_PROVIDER: z.enum(['sandbox', 'smtp']).default('sandbox'),
  /** `smtp://user:pass@host:587` or `smtps://…:465`; or the SMTP_HOST/PORT/USER/PASS parts. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.-]+$|^\[[0-9a-fA-F:]+\]$/, 'must be a host name')
    .optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** `on`: TLS from the start (port 465); `off` (default): plain, upgraded with STARTTLS when offered. */
  SMTP_SECURE: z.enum(['on', 'off']).default('off'),
  SMTP_USER: z.string().min(1).max(320).optional(),
  SMTP_PASS: z.string().min(1).max(1000).optional(),
  /** The sender, e.g. `Lumière Vita <no-reply@example.com>`. */
  MAIL_FROM: z.string().min(3).max(320).regex(/@/, 'must contain an address').optional(),
  /**
   * Identity verification (휴대폰/카드 본인확인, docs/decisions/007, 040): `sandbox` (default, a NICE-like popup under
   * /__sandbox/identity) or `nice` (NICE CheckPlus 통합형, with the NICE_* keys below).
   */
  IDENTITY_PROVIDER: z.enum(['sandbox', 'nice']).default('sandbox'),
  /** The NICE API client id and secret (sent only server-to-server, never logged) and the product id of 본인인증. */
  NICE_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,100}$/, 'must be the NICE client id (letters, digits and -)')
    .optional(),
  NICE_CLIENT_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,200}$/, 'must be the NICE client secret (16 or more letters and digits)')
    .optional(),
  NICE_PRODUCT_ID: z
    .string()
    .regex(/^[0-9]{4,20}$/, 'must be the NICE product id (digits)')
    .optional(),
  /** NICE's API server (token and crypto-token calls). */
  NICE_API_BASE: z
    .string()
    .regex(
      /^https:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[^\s?#]*)?$/,
      'must be an https URL without query or fragment'
    )
    .optional(),
  /** The CheckPlus popup the storefront posts the sealed request to (m=service). */
  NICE_POPUP_URL: z
    .string()
    .regex(
      /^https:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[^\s?#]*)?$/,
      'must be an https URL without query or fragment'
    )
    .optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Seals secrets at rest (staff TOTP secrets, refund account numbers): set it so database backups hold no key. */
  FIELD_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Kakao Login (docs/decisions/010): `sandbox` (default), `kakao` (the real one) or `off`. */
  KAKAO_PROVIDER: z.enum(['sandbox', 'kakao', 'off']).default('sandbox'),
  KAKAO_AUTH_BASE: z
    .string()
    .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, 'must be an http(s) URL or a path')
    .optional(),
  KAKAO_API_BASE: z
    .string()
    .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, 'must be an http(s) URL or a path')
    .optional(),
  KAKAO_CLIENT_ID: z.string().min(1).max(200).optional(),
  KAKAO_CLIENT_SECRET: z.string().min(1).max(200).optional(),
  KAKAO_REDIRECT_URI: z
    .string()
    .regex(
      /^https?:\/\/[^\s]+\/api\/oauth\/social\/kakao\/callback$/,
      'must be the absolute URL of /api/oauth/social/kakao/callback'
    )
    .optional(),
  KAKAO_PKCE: z.enum(['on', 'off']).default('on'),
  /**
   * KakaoTalk share (카카오톡 공유, docs/decisions/026): `sandbox` (default), `kakao` (the real sharer) or `off`
   * (no messenger button). The storefront opens KAKAO_SHARE_URL in a popup with the feed template.
   */
  KAKAO_SHARE_PROVIDER: z.enum(['sandbox', 'kakao', 'off']).default('sandbox'),
  KAKAO_SHARE_URL: z
    .string()
    .regex(/^(https?:\/\/[^\s?#]+|\/[^\s?#]*)$/, 'must be an http(s) URL or a path, without query')
    .optional(),
  /** The Kakao app's JavaScript key (public by design: Kakao checks the page's registered domain). */
  KAKAO_JS_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be the app key')
    .optional(),
  /**
   * The back office planners are handed off to (docs/decisions/015): an absolute http(s) URL without a
   * query or fragment. Unset: the sandbox back office under /__sandbox/backoffice (demo only).
   */
  BACK_OFFICE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s?#]+$/, 'must be an absolute http(s) URL without query or fragment')
    .optional(),
  /** The back office's OAuth client secret (client id mall-office); required with BACK_OFFICE_URL. */
  BACK_OFFICE_CLIENT_SECRET: z.string().min(32, 'must be at least 32 characters').max(200).optional(),
  /** Naver Login (docs/decisions/013): `sandbox` (default), `naver` (the real one) or `off`. */
  NAVER_PROVIDER: z.enum(['sandbox', 'naver', 'off']).default('sandbox'),
  NAVER_AUTH_BASE: z
    .string()
    .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, 'must be an http(s) URL or a path')
    .optional(),
  NAVER_API_BASE: z
    .string()
    .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, 'must be an http(s) URL or a path')
    .optional(),
  NAVER_CLIENT_ID: z.string().min(1).max(200).optional(),
  NAVER_CLIENT_SECRET: z.string().min(1).max(200).optional(),
  NAVER_REDIRECT_URI: z
    .string()
    .regex(
      /^https?:\/\/[^\s]+\/api\/oauth\/social\/naver\/callback$/,
      'must be the absolute URL of /api/oauth/social/naver/callback'
    )
    .optional(),
  /** Sign in with Apple (docs/decisions/013): `sandbox` (default), `apple` (the real one) or `off`. */
  APPLE_PROVIDER: z.enum(['sandbox', 'apple', 'off']).default('sandbox'),
  APPLE_AUTH_BASE: z
    .string()
    .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, 'must be an http(s) URL or a path')
    .optional(),
  /** The id_token issuer to accept (https://appleid.apple.com for the real one). */
  APPLE_ISSUER: z.string().min(1).max(200).optional(),
  APPLE_JWKS_URL: z
    .string()
    .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, 'must be an http(s) URL or a path')
    .optional(),
  /** The Services ID. */
  APPLE_CLIENT_ID: z.string().min(1).max(200).optional(),
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character Team ID')
    .optional(),
  APPLE_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character Key ID')
    .optional(),
  /** The .p8 key (PKCS#8 PEM); "\\n" escapes are accepted for one-line environments. */
  APPLE_PRIVATE_KEY: z
    .string()
    .regex(
      /-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----/,
      'must be the PKCS#8 PEM of the .p8 key'
    )
    .optional(),
  APPLE_REDIRECT_URI: z
    .string()
    .regex(
      /^https:\/\/[^\s]+\/api\/oauth\/social\/apple\/callback$/,
      'must be the https URL of /api/oauth/social/apple/callback'
    )
    .optional(),
  /** Road-address search behind GET /api/address (docs/decisions/031): `sandbox` (default) or `juso` (도로명주소 API). */
  ADDRESS_PROVIDER: z.enum(['sandbox', 'juso']).default('sandbox'),
  /** The 도로명주소 API approval key (confmKey); required for `juso`, the sandbox's key otherwise. Sent only server-to-server. */
  JUSO_CONFM_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/=_-]{8,200}$/, 'must be the issued approval key')
    .optional(),
  JUSO_API_URL: z
    .string()
    .regex(/^(https?:\/\/[^\s?#]+|\/[^\s?#]*)$/, 'must be an http(s) URL or a path, without query')
    .optional(),
  /** The postcode widget the storefront loads: `sandbox` (default), `kakao` (Kakao's script) or `off` (our search list only). */
  POSTCODE_PROVIDER: z.enum(['sandbox', 'kakao', 'off']).default('sandbox'),
  POSTCODE_SCRIPT_URL: z
    .string()
    .regex(/^(https:\/\/[^\s?#]+|\/[^\s?#]*)$/, 'must be an https URL or a path, without query')
    .optional(),
  /** Card payments (docs/decisions/034, 035): `sandbox` (default, /__sandbox/toss) or `toss` (Toss Payments). */
  /** Courier tracking (docs/decisions/066): `sandbox` (default, under /__sandbox/tracker) or `delivery-tracker`. */
  TRACKING_PROVIDER: z.enum(['sandbox', 'delivery-tracker']).default('sandbox'),
  DELIVERY_TRACKER_API_URL: z
    .string()
    .regex(/^(https?:\/\/[^\s?#]+|\/[^\s?#]*)$/, 'must be an http(s) URL or a path, without query')
    .optional(),
  DELIVERY_TRACKER_CLIENT_ID: z.string().min(1).max(200).optional(),
  DELIVERY_TRACKER_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  /** The sandbox's clock: minutes between a parcel's events (a whole delivery takes five steps). */
  TRACKING_SANDBOX_STEP_MINUTES: z.coerce.number().positive().max(1440).default(2),
  /**
   * The refund account's holder check (docs/decisions/070): `sandbox` (default, magic numbers in
   * providers/account-holder/README.md) or `toss` (Toss Payments' 부가 API with ACCOUNT_HOLDER_SECRET_KEY).
   */
  ACCOUNT_HOLDER_PROVIDER: z.enum(['sandbox', 'toss']).default('sandbox'),
  /**
   * The location page's map (docs/decisions/078): `sandbox` (default, a drawn street map), `naver` (NAVER Cloud Static
   * Map, fetched server-to-server with NAVER_MAP_CLIENT_ID/SECRET) or `off` (address and directions, no map).
   */
  MAP_PROVIDER: z.enum(['sandbox', 'naver', 'off']).default('sandbox'),
  NAVER_MAP_API_URL: z.url().optional(),
  NAVER_MAP_CLIENT_ID: z.string().min(1).max(200).optional(),
  NAVER_MAP_CLIENT_SECRET: z.string().min(1).max(200).optional(),
  /** The secret key of the Toss 부가 API contract (often the payment's live secret key); never logged. */
  ACCOUNT_HOLDER_SECRET_KEY: z.string().min(1).max(200).optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'toss']).default('sandbox'),
  /** Toss's API server: a path means this app (the sandbox), reached in-process. */
  TOSS_API_BASE: z
    .string()
    .regex(/^(https?:\/\/[^\s?#]+|\/[^\s?#]*)$/, 'must be an http(s) URL or a path, without query')
    .optional(),
  /** The payment window's API-individual client key (public by design). */
  TOSS_CLIENT_KEY: z
    .string()
    .regex(
      /^(test|live)_ck_[A-Za-z0-9_-]{1,200}$/,
      'must be an API-individual client key (test_ck_… or live_ck_…)'
    )
    .optional(),
  /** The matching secret key; sent only server-to-server, never logged. */
  TOSS_SECRET_KEY: z
    .string()
    .regex(
      /^(test|live)_sk_[A-Za-z0-9_-]{1,200}$/,
      'must be an API-individual secret key (test_sk_… or live_sk_…)'
    )
    .optional(),
  /** The company's own referrer number: no planner banner, never credited (docs/decisions/075). */
  COMPANY_REFERRER_NUMBER: z
    .string()
    .regex(/^[0-9]{10}$/, 'must be a ten-digit member number')
    .default(DEFAULT_COMPANY_REFERRER_NUMBER),
  /** The SDK script the storefront loads. */
  TOSS_SDK_SRC: z
    .string()
    .regex(/^(https:\/\/[^\s?#]+|\/[^\s?#]*)$/, 'must be an https URL or a path, without query')
    .optional(),
  /**
   * The shop's legal facts for the footer and checkout (docs/decisions/093): the business registration number the
   * 사업자정보 확인 link (공정거래위원회) opens, the 개인정보보호책임자 and the 구매안전서비스 provider with its 가입사실
   * 확인 page. The defaults are the demo company's.
   */
  BUSINESS_REGISTRATION_NUMBER: z
    .string()
    .regex(BUSINESS_NUMBER_PATTERN, 'must be a business registration number like 214-88-31570')
    .default(DEMO_LEGAL.businessRegistrationNumber),
  /** The officer's name and position in Korean; `_EN` and `_ZH_TW` give the translations (else English, else Korean). */
  PRIVACY_OFFICER_NAME: z.string().trim().min(1).max(40).optional(),
  PRIVACY_OFFICER_NAME_EN: z.string().trim().min(1).max(60).optional(),
  PRIVACY_OFFICER_NAME_ZH_TW: z.string().trim().min(1).max(40).optional(),
  PRIVACY_OFFICER_POSITION: z.string().trim().min(1).max(60).optional(),
  PRIVACY_OFFICER_POSITION_EN: z.string().trim().min(1).max(80).optional(),
  PRIVACY_OFFICER_POSITION_ZH_TW: z.string().trim().min(1).max(60).optional(),
  PRIVACY_OFFICER_EMAIL: z.email('must be an e-mail address').default(DEMO_LEGAL.privacyOfficer.email),
  PRIVACY_OFFICER_PHONE: z
    .string()
    .regex(/^[0-9]{2,4}-[0-9]{3,4}-[0-9]{4}$|^[0-9]{4}-[0-9]{4}$/, 'must be a phone number like 02-1234-5678')
    .default(DEMO_LEGAL.privacyOfficer.phone),
  ESCROW_PROVIDER_NAME: z.string().trim().min(1).max(60).optional(),
  ESCROW_PROVIDER_NAME_EN: z.string().trim().min(1).max(60).optional(),
  ESCROW_PROVIDER_NAME_ZH_TW: z.string().trim().min(1).max(60).optional(),
  ESCROW_CONFIRM_URL: z
    .string()
    .regex(/^https:\/\/[^\s#]+$/, 'must be an https URL')
    .default(DEMO_LEGAL.escrow.confirmUrl)
});

/** Card payments through Toss or its sandbox (docs/decisions/035). The secret key never reaches the browser or a log. */
export type PaymentConfig = {
  provider: 'sandbox' | 'toss';
  apiBase: string;
  clientKey: string;
  secretKey: string;
  sdkSrc: string;
};

/** Courier tracking through Delivery Tracker or its sandbox (docs/decisions/066); the secret is never logged. */
export type TrackingConfig = {
  provider: 'sandbox' | 'delivery-tracker';
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  sandboxStepMinutes: number;
};

/** The sandbox's fixed demo keys (published: the sandbox takes no real money). */
export const SANDBOX_TOSS_CLIENT_KEY = 'test_ck_sandbox_lumierevita_demo';
export const SANDBOX_TOSS_SECRET_KEY = 'test_sk_sandbox_lumierevita_demo';
export const SANDBOX_TOSS_PREFIX = '/__sandbox/toss';
const TOSS_API_BASE = 'https://api.tosspayments.com';
const TOSS_SDK_SRC = 'https://js.tosspayments.com/v2/standard';

export type KakaoShareConfig = {
  mode: 'sandbox' | 'kakao' | 'off';
  /** The sharer page opened in the popup. */
  shareUrl: string;
  appKey: string;
};

export type KakaoConfig = {
  mode: 'sandbox' | 'kakao' | 'off';
  authBase: string;
  apiBase: string;
  clientId: string;
  /** Unset in sandbox mode: an installation secret is generated and shared with the sandbox. */
  clientSecret: string | null;
  /** The redirect URI registered with Kakao; unset (sandbox only) means derived from the request's origin. */
  redirectUri: string | null;
  pkce: boolean;
};

/** Identity verification (docs/decisions/007, 040). The client secret never reaches the browser or a log. */
export type IdentityConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'nice';
      clientId: string;
      clientSecret: string;
      productId: string;
      apiBase: string;
      popupUrl: string;
    };

export const NICE_API_BASE = 'https://svc.niceapi.co.kr:22001';
export const NICE_POPUP_URL = 'https://nice.checkplus.co.kr/CheckPlusSafeModel/service.cb';

/** How outgoing mail leaves (docs/decisions/020). Secrets stay here; they are never logged. */
export type MailConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'smtp';
      url: string | null;
      host: string | null;
      port: number;
      secure: boolean;
      user: string | null;
      pass: string | null;
      from: string;
    };

export type NaverConfig = {
  mode: 'sandbox' | 'naver' | 'off';
  authBase: string;
  apiBase: string;
  clientId: string;
  /** Unset in sandbox mode: an installation secret shared with the sandbox. */
  clientSecret: string | null;
  redirectUri: string | null;
};

export type AppleConfig = {
  mode: 'sandbox' | 'apple' | 'off';
  authBase: string;
  issuer: string;
  jwksUrl: string;
  clientId: string;
  teamId: string;
  keyId: string;
  /** Unset in sandbox mode: the sandbox generates the team key pair and hands over the private half. */
  privateKey: string | null;
  redirectUri: string | null;
};

/** Address search and the postcode widget (docs/decisions/031). The key never reaches the browser. */
export type AddressConfig = {
  provider: 'sandbox' | 'juso';
  apiUrl: string;
  confmKey: string;
  postcode: 'sandbox' | 'kakao' | 'off';
  /** The script the storefront loads; null when the widget is off. */
  postcodeScriptUrl: string | null;
};

export const KAKAO_POSTCODE_SCRIPT_URL =
  'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
const JUSO_API_URL = 'https://business.juso.go.kr/addrlink/addrLinkApi.do';
const SANDBOX_JUSO_URL = '/__sandbox/juso/addrlink/addrLinkApi.do';
const SANDBOX_POSTCODE_URL = '/__sandbox/postcode/postcode.v2.js';

/** The location page's map (docs/decisions/078); the secret never reaches the browser. */
export type MapConfig = {
  provider: 'sandbox' | 'naver' | 'off';
  apiUrl: string;
  clientId: string;
  clientSecret: string;
};

export type Config = {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** How many API processes serve (1: this one; more: a cluster primary and its workers). */
  apiProcesses: number;
  cacheKeyPrefix: string;
  mediaDir: string;
  /** Set: this ffmpeg; null: the npm package's (media/public-videos.ts `bundledFfmpegPath`). */
  ffmpegPath: string | null;
  webDistDir: string;
  /** The built staff console (apps/staff), served under /staff (docs/decisions/067). */
  staffDistDir: string;
  maintenance: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  rateLimitMax: number;
  rateLimitRouteScale: number;
  trustProxy: false | number | string[];
  /** The public origin without trailing slash; null: derived per request (docs/decisions/021). */
  publicOrigin: string | null;
  /** Every cookie carries Secure whatever the request looked like (src/http/cookies.ts, docs/decisions/043). */
  secureCookies: boolean;
  /** Signs access tokens; when unset, a secret generated once and kept in the database is used. */
  authSecret: string | undefined;
  /** The secret field keys derive from; when unset, one generated once and kept in the database. */
  fieldEncryptionKey: string | undefined;
  /** Fill an empty database with the demo catalogue and demo members (off for a real shop). */
  seedDemo: boolean;
  mailProvider: 'sandbox' | 'smtp';
  mail: MailConfig;
  identity: IdentityConfig;
  kakao: KakaoConfig;
  kakaoShare: KakaoShareConfig;
  map: MapConfig;
  naver: NaverConfig;
  apple: AppleConfig;
  backOffice: BackOfficeConfig;
  address: AddressConfig;
  payment: PaymentConfig;
  tracking: TrackingConfig;
  accountHolder: { provider: 'sandbox' | 'toss'; secretKey: string | null; apiBase: string | null };
  /** The company's own referrer number (COMPANY_REFERRER_NUMBER): no banner, never credited (ADR 075). */
  companyReferrerNumber: string;
  /** The footer's and checkout's legal facts (docs/decisions/093). */
  legal: LegalInfo;
};

export type BackOfficeConfig = {
  /** Null: the sandbox back office served by this API (demo mode only). */
  url: string | null;
  /** Null in sandbox mode: an installation secret is generated and shared with the sandbox. */
  clientSecret: string | null;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const appRoot = path.resolve(import.meta.dirname, '../../..');

/** Validates the environment once; a bad value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as shells and .env files commonly leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      // Names and rules only: a rejected value may hold a password (DATABASE_URL) or a secret.
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    );
  }
  const e = parsed.data;
  // Without it, sitemap.xml, robots.txt and preview links follow the Host header a client sends.
  if (e.NODE_ENV === 'production' && !e.PUBLIC_ORIGIN) {
    throw new ConfigError([
      "PUBLIC_ORIGIN: required when NODE_ENV=production (the shop's public origin, e.g. https://shop.example.com); otherwise links in sitemap.xml, robots.txt and share previews would follow the request's Host header"
    ]);
  }
  // What each provider's real mode needs, and which sandboxes a real shop may not run: one table (config-requirements.ts).
  const incomplete = providerProblems(e);
  if (incomplete.length > 0) throw new ConfigError(incomplete);
  const apiProcesses = e.API_PROCESSES === 'auto' ? os.availableParallelism() : Number(e.API_PROCESSES);
  if (apiProcesses > 1) {
    // Several processes share one database and hear each other's cache bumps and logouts through Redis.
    const missing = [
      ...(e.DATABASE_URL
        ? []
        : [
            'API_PROCESSES: more than one process needs DATABASE_URL (the embedded database has one process)'
          ]),
      ...(e.REDIS_URL
        ? []
        : [
            'API_PROCESSES: more than one process needs REDIS_URL (logouts, rate limits and cache changes reach every process through it)'
          ])
    ];
    if (missing.length > 0) throw new ConfigError(missing);
  }
  if (e.APP_MODE === 'production') {
    const unsafe = [
      ...(e.SEED_DEMO === 'on'
        ? ['SEED_DEMO: demo members with a published password are not allowed when APP_MODE=production']
        : []),
      ...productionProblems(e)
    ];
    if (unsafe.length > 0) throw new ConfigError(unsafe);
  }
  const sandboxKakao = e.KAKAO_PROVIDER !== 'kakao';
  const sandboxNaver = e.NAVER_PROVIDER !== 'naver';
  const sandboxApple = e.APPLE_PROVIDER !== 'apple';
  const appleAuthBase =
    e.APPLE_AUTH_BASE ?? (sandboxApple ? '/__sandbox/apple' : 'https://appleid.apple.com');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    apiProcesses,
    cacheKeyPrefix: e.CACHE_KEY_PREFIX,
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    ffmpegPath: e.FFMPEG_PATH ?? null,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(appRoot, 'apps/web/dist')),
    staffDistDir: path.resolve(e.STAFF_DIST_DIR ?? path.join(appRoot, 'apps/staff/dist')),
    maintenance: e.MAINTENANCE === 'on',
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    rateLimitRouteScale: e.RATE_LIMIT_ROUTE_SCALE,
    trustProxy:
      e.TRUST_PROXY === 'false'
        ? false
        : /^[0-9]+$/.test(e.TRUST_PROXY)
          ? Number(e.TRUST_PROXY)
          : e.TRUST_PROXY.split(','),
    publicOrigin: e.PUBLIC_ORIGIN ? e.PUBLIC_ORIGIN.replace(/\/$/, '').toLowerCase() : null,
    secureCookies: cookiesAlwaysSecure({ appMode: e.APP_MODE, publicOrigin: e.PUBLIC_ORIGIN }),
    companyReferrerNumber: e.COMPANY_REFERRER_NUMBER,
    legal: {
      businessRegistrationNumber: e.BUSINESS_REGISTRATION_NUMBER,
      businessInfoUrl: ftcBusinessInfoUrl(e.BUSINESS_REGISTRATION_NUMBER),
      privacyOfficer: {
        name: configuredText(
          [e.PRIVACY_OFFICER_NAME, e.PRIVACY_OFFICER_NAME_EN, e.PRIVACY_OFFICER_NAME_ZH_TW],
          DEMO_LEGAL.privacyOfficer.name
        ),
        position: configuredText(
          [e.PRIVACY_OFFICER_POSITION, e.PRIVACY_OFFICER_POSITION_EN, e.PRIVACY_OFFICER_POSITION_ZH_TW],
          DEMO_LEGAL.privacyOfficer.position
        ),
        email: e.PRIVACY_OFFICER_EMAIL,
        phone: e.PRIVACY_OFFICER_PHONE
      },
      escrow: {
        provider: configuredText(
          [e.ESCROW_PROVIDER_NAME, e.ESCROW_PROVIDER_NAME_EN, e.ESCROW_PROVIDER_NAME_ZH_TW],
          DEMO_LEGAL.escrow.provider
        ),
        confirmUrl: e.ESCROW_CONFIRM_URL
      }
    },
    authSecret: e.AUTH_SECRET,
    fieldEncryptionKey: e.FIELD_ENCRYPTION_KEY,
    seedDemo: (e.SEED_DEMO ?? (e.APP_MODE === 'demo' ? 'on' : 'off')) === 'on',
    mailProvider: e.MAIL_PROVIDER,
    mail:
      e.MAIL_PROVIDER === 'smtp'
        ? {
            provider: 'smtp',
            url: e.SMTP_URL ?? null,
            host: e.SMTP_HOST ?? null,
            port: e.SMTP_PORT ?? (e.SMTP_SECURE === 'on' ? 465 : 587),
            secure: e.SMTP_SECURE === 'on',
            user: e.SMTP_USER ?? null,
            pass: e.SMTP_PASS ?? null,
            from: e.MAIL_FROM ?? ''
          }
        : { provider: 'sandbox' },
    identity:
      e.IDENTITY_PROVIDER === 'nice'
        ? {
            provider: 'nice',
            clientId: e.NICE_CLIENT_ID ?? '',
            clientSecret: e.NICE_CLIENT_SECRET ?? '',
            productId: e.NICE_PRODUCT_ID ?? '',
            apiBase: (e.NICE_API_BASE ?? NICE_API_BASE).replace(/\/+$/, ''),
            popupUrl: e.NICE_POPUP_URL ?? NICE_POPUP_URL
          }
        : { provider: 'sandbox' },
    kakao: {
      mode: e.KAKAO_PROVIDER,
      authBase: e.KAKAO_AUTH_BASE ?? (sandboxKakao ? '/__sandbox/kakao' : 'https://kauth.kakao.com'),
      apiBase: e.KAKAO_API_BASE ?? (sandboxKakao ? '/__sandbox/kakao' : 'https://kapi.kakao.com'),
      clientId: e.KAKAO_CLIENT_ID ?? 'sandbox-kakao-rest-api-key',
      clientSecret: e.KAKAO_CLIENT_SECRET ?? null,
      redirectUri: e.KAKAO_REDIRECT_URI ?? null,
      pkce: e.KAKAO_PKCE === 'on'
    },
    kakaoShare: {
      mode: e.KAKAO_SHARE_PROVIDER,
      shareUrl:
        e.KAKAO_SHARE_URL ??
        // [U] The real SDK's sharer page (INTEGRATIONS §2.2 documents only Kakao.Share.sendDefault).
        (e.KAKAO_SHARE_PROVIDER === 'kakao'
          ? 'https://sharer.kakao.com/picker/link'
          : '/__sandbox/kakao-share/picker/link'),
      appKey: e.KAKAO_JS_KEY ?? 'sandbox-kakao-js-key'
    },
    backOffice: { url: e.BACK_OFFICE_URL ?? null, clientSecret: e.BACK_OFFICE_CLIENT_SECRET ?? null },
    address: {
      provider: e.ADDRESS_PROVIDER,
      apiUrl: e.JUSO_API_URL ?? (e.ADDRESS_PROVIDER === 'juso' ? JUSO_API_URL : SANDBOX_JUSO_URL),
      confmKey: e.JUSO_CONFM_KEY ?? 'SANDBOX-JUSO-KEY',
      postcode: e.POSTCODE_PROVIDER,
      postcodeScriptUrl:
        e.POSTCODE_PROVIDER === 'off'
          ? null
          : (e.POSTCODE_SCRIPT_URL ??
            (e.POSTCODE_PROVIDER === 'kakao' ? KAKAO_POSTCODE_SCRIPT_URL : SANDBOX_POSTCODE_URL))
    },
    map: {
      provider: e.MAP_PROVIDER,
      apiUrl: e.NAVER_MAP_API_URL ?? 'https://naveropenapi.apigw.ntruss.com/map-static/v2/raster',
      clientId: e.NAVER_MAP_CLIENT_ID ?? '',
      clientSecret: e.NAVER_MAP_CLIENT_SECRET ?? ''
    },
    accountHolder: {
      provider: e.ACCOUNT_HOLDER_PROVIDER,
      secretKey: e.ACCOUNT_HOLDER_PROVIDER === 'toss' ? (e.ACCOUNT_HOLDER_SECRET_KEY ?? null) : null,
      // A path is the payment sandbox, which has no holder check: Toss's own host then.
      apiBase: e.TOSS_API_BASE && /^https?:\/\//.test(e.TOSS_API_BASE) ? e.TOSS_API_BASE : null
    },
    tracking: {
      provider: e.TRACKING_PROVIDER,
      apiUrl:
        e.DELIVERY_TRACKER_API_URL ??
        (e.TRACKING_PROVIDER === 'sandbox' ? SANDBOX_TRACKER_PATH : DELIVERY_TRACKER_API_URL),
      clientId: e.DELIVERY_TRACKER_CLIENT_ID ?? SANDBOX_TRACKER_CLIENT_ID,
      clientSecret: e.DELIVERY_TRACKER_CLIENT_SECRET ?? SANDBOX_TRACKER_CLIENT_SECRET,
      sandboxStepMinutes: e.TRACKING_SANDBOX_STEP_MINUTES
    },
    payment: {
      provider: e.PAYMENT_PROVIDER,
      apiBase: (
        e.TOSS_API_BASE ?? (e.PAYMENT_PROVIDER === 'toss' ? TOSS_API_BASE : SANDBOX_TOSS_PREFIX)
      ).replace(/\/+$/, ''),
      clientKey: e.TOSS_CLIENT_KEY ?? SANDBOX_TOSS_CLIENT_KEY,
      secretKey: e.TOSS_SECRET_KEY ?? SANDBOX_TOSS_SECRET_KEY,
      sdkSrc:
        e.TOSS_SDK_SRC ??
        (e.PAYMENT_PROVIDER === 'toss' ? TOSS_SDK_SRC : `${SANDBOX_TOSS_PREFIX}/v2/standard.js`)
    },
    naver: {
      mode: e.NAVER_PROVIDER,
      authBase: e.NAVER_AUTH_BASE ?? (sandboxNaver ? '/__sandbox/naver' : 'https://nid.naver.com'),
      apiBase: e.NAVER_API_BASE ?? (sandboxNaver ? '/__sandbox/naver' : 'https://openapi.naver.com'),
      clientId: e.NAVER_CLIENT_ID ?? 'sandbox-naver-client-id',
      clientSecret: e.NAVER_CLIENT_SECRET ?? null,
      redirectUri: e.NAVER_REDIRECT_URI ?? null
    },
    apple: {
      mode: e.APPLE_PROVIDER,
      authBase: appleAuthBase,
      issuer:
        e.APPLE_ISSUER ?? (sandboxApple ? 'https://appleid.sandbox.invalid' : 'https://appleid.apple.com'),
      jwksUrl: e.APPLE_JWKS_URL ?? `${appleAuthBase.replace(/\/+$/, '')}/auth/keys`,
      clientId: e.APPLE_CLIENT_ID ?? 'com.lumierevita.sandbox.web',
      teamId: e.APPLE_TEAM_ID ?? 'SBXTEAM001',
      keyId: e.APPLE_KEY_ID ?? 'SBXKEY0001',
      privateKey: e.APPLE_PRIVATE_KEY ? e.APPLE_PRIVATE_KEY.replaceAll('\\n', '\n') : null,
      redirectUri: e.APPLE_REDIRECT_URI ?? null
    }
  };
}
