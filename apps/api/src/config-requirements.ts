/**
 * What each provider needs, in one table (ADR 048): for its real mode, the variables that must be set and the
 * checks on their values; checks that hold in every mode; and why its sandbox may not run a real shop. loadConfig
 * (src/config.ts) reads it for both the real-mode requirements and the APP_MODE=production check.
 */

/** The parsed environment, as far as this table reads it. */
type Env = Readonly<Record<string, string | number | undefined>>;

/** A problem with the environment (`NAME: what is wrong`), or null. */
type Check = (env: Env) => string | null;

/** A variable that must be set; `or` names another one that will do instead. */
type Required = string | { name: string; or: string };

export type ProviderRequirement = {
  /** The variable choosing the provider (or, for the back office, the one pointing at it). */
  variable: string;
  /** Its real mode: when it applies (`when` completes "required when …"), what must be set and checked. */
  real?: {
    when: string;
    applies: (env: Env) => boolean;
    required: readonly Required[];
    checks?: readonly Check[];
  };
  /** Checks on the provider's variables whatever the mode. */
  always?: readonly Check[];
  /** Why the configured mode may not run with APP_MODE=production, or null when it may. */
  production: Check;
};

/** The PUBLIC_ORIGIN, SEED_DEMO and other shop-wide rules stay in loadConfig; this is the providers' part. */
export const PROVIDER_REQUIREMENTS: readonly ProviderRequirement[] = [
  {
    variable: 'MAIL_PROVIDER',
    real: {
      when: 'MAIL_PROVIDER=smtp',
      applies: (e) => e.MAIL_PROVIDER === 'smtp',
      required: [{ name: 'SMTP_URL', or: 'SMTP_HOST' }, 'MAIL_FROM']
    },
    production: (e) =>
      e.MAIL_PROVIDER === 'sandbox'
        ? 'MAIL_PROVIDER: the sandbox mailbox shows codes to anyone; configure a real provider for APP_MODE=production'
        : null
  },
  {
    variable: 'IDENTITY_PROVIDER',
    real: {
      when: 'IDENTITY_PROVIDER=nice',
      applies: (e) => e.IDENTITY_PROVIDER === 'nice',
      required: ['NICE_CLIENT_ID', 'NICE_CLIENT_SECRET', 'NICE_PRODUCT_ID']
    },
    production: (e) =>
      e.IDENTITY_PROVIDER === 'sandbox'
        ? 'IDENTITY_PROVIDER: the sandbox lets anyone verify as anyone; configure a real provider for APP_MODE=production'
        : null
  },
  {
    variable: 'KAKAO_PROVIDER',
    real: {
      when: 'KAKAO_PROVIDER=kakao',
      applies: (e) => e.KAKAO_PROVIDER === 'kakao',
      required: ['KAKAO_CLIENT_ID', 'KAKAO_REDIRECT_URI']
    },
    production: (e) =>
      e.KAKAO_PROVIDER === 'sandbox' ? 'KAKAO_PROVIDER: use kakao or off when APP_MODE=production' : null
  },
  {
    variable: 'KAKAO_SHARE_PROVIDER',
    real: {
      when: 'KAKAO_SHARE_PROVIDER=kakao',
      applies: (e) => e.KAKAO_SHARE_PROVIDER === 'kakao',
      required: ['KAKAO_JS_KEY']
    },
    production: (e) =>
      e.KAKAO_SHARE_PROVIDER === 'sandbox'
        ? 'KAKAO_SHARE_PROVIDER: use kakao or off when APP_MODE=production'
        : null
  },
  {
    variable: 'BACK_OFFICE_URL',
    real: {
      when: 'BACK_OFFICE_URL is set',
      applies: (e) => Boolean(e.BACK_OFFICE_URL),
      required: ['BACK_OFFICE_CLIENT_SECRET']
    },
    production: (e) =>
      e.BACK_OFFICE_URL
        ? null
        : 'BACK_OFFICE_URL: the sandbox back office signs anyone in; set the real back office for APP_MODE=production'
  },
  {
    variable: 'NAVER_PROVIDER',
    real: {
      when: 'NAVER_PROVIDER=naver',
      applies: (e) => e.NAVER_PROVIDER === 'naver',
      required: ['NAVER_CLIENT_ID', 'NAVER_CLIENT_SECRET', 'NAVER_REDIRECT_URI']
    },
    production: (e) =>
      e.NAVER_PROVIDER === 'sandbox' ? 'NAVER_PROVIDER: use naver or off when APP_MODE=production' : null
  },
  {
    variable: 'APPLE_PROVIDER',
    real: {
      when: 'APPLE_PROVIDER=apple',
      applies: (e) => e.APPLE_PROVIDER === 'apple',
      required: [
        'APPLE_CLIENT_ID',
        'APPLE_TEAM_ID',
        'APPLE_KEY_ID',
        'APPLE_PRIVATE_KEY',
        'APPLE_REDIRECT_URI'
      ]
    },
    production: (e) =>
      e.APPLE_PROVIDER === 'sandbox' ? 'APPLE_PROVIDER: use apple or off when APP_MODE=production' : null
  },
  {
    variable: 'ADDRESS_PROVIDER',
    real: {
      when: 'ADDRESS_PROVIDER=juso',
      applies: (e) => e.ADDRESS_PROVIDER === 'juso',
      required: ['JUSO_CONFM_KEY']
    },
    production: (e) =>
      e.ADDRESS_PROVIDER === 'sandbox'
        ? 'ADDRESS_PROVIDER: the sandbox finds invented addresses; use juso when APP_MODE=production'
        : null
  },
  {
    variable: 'POSTCODE_PROVIDER',
    production: (e) =>
      e.POSTCODE_PROVIDER === 'sandbox'
        ? 'POSTCODE_PROVIDER: use kakao or off when APP_MODE=production'
        : null
  },
  {
    variable: 'MAP_PROVIDER',
    real: {
      when: 'MAP_PROVIDER=naver',
      applies: (e) => e.MAP_PROVIDER === 'naver',
      required: ['NAVER_MAP_CLIENT_ID', 'NAVER_MAP_CLIENT_SECRET']
    },
    production: (e) =>
      (e.MAP_PROVIDER ?? 'sandbox') === 'sandbox'
        ? 'MAP_PROVIDER: the sandbox draws a made-up street map; use naver or off when APP_MODE=production'
        : null
  },
  {
    variable: 'PAYMENT_PROVIDER',
    real: {
      when: 'PAYMENT_PROVIDER=toss',
      applies: (e) => e.PAYMENT_PROVIDER === 'toss',
      required: ['TOSS_CLIENT_KEY', 'TOSS_SECRET_KEY'],
      checks: [
        (e) =>
          String(e.TOSS_API_BASE ?? '').startsWith('/')
            ? 'TOSS_API_BASE: must be an http(s) URL when PAYMENT_PROVIDER=toss (a path is the sandbox)'
            : null
      ]
    },
    always: [
      (e) => {
        const client = e.TOSS_CLIENT_KEY === undefined ? '' : String(e.TOSS_CLIENT_KEY);
        const secret = e.TOSS_SECRET_KEY === undefined ? '' : String(e.TOSS_SECRET_KEY);
        return client && secret && client.slice(0, 4) !== secret.slice(0, 4)
          ? 'TOSS_SECRET_KEY: must be of the same kind (test_ or live_) as TOSS_CLIENT_KEY'
          : null;
      },
      (e) =>
        e.PAYMENT_PROVIDER === 'sandbox' &&
        [e.TOSS_CLIENT_KEY, e.TOSS_SECRET_KEY].some((key) => String(key ?? '').startsWith('live_'))
          ? 'TOSS_SECRET_KEY: live keys are never given to the sandbox (PAYMENT_PROVIDER=sandbox)'
          : null
    ],
    production: (e) =>
      e.PAYMENT_PROVIDER === 'sandbox'
        ? 'PAYMENT_PROVIDER: the sandbox approves test cards and takes no money; use toss when APP_MODE=production'
        : null
  },
  {
    variable: 'TRACKING_PROVIDER',
    real: {
      when: 'TRACKING_PROVIDER=delivery-tracker',
      applies: (e) => e.TRACKING_PROVIDER === 'delivery-tracker',
      required: ['DELIVERY_TRACKER_CLIENT_ID', 'DELIVERY_TRACKER_CLIENT_SECRET'],
      checks: [
        (e) =>
          String(e.DELIVERY_TRACKER_API_URL ?? '').startsWith('/')
            ? 'DELIVERY_TRACKER_API_URL: must be an http(s) URL when TRACKING_PROVIDER=delivery-tracker (a path is the sandbox)'
            : null
      ]
    },
    production: (e) =>
      (e.TRACKING_PROVIDER ?? 'sandbox') === 'sandbox'
        ? 'TRACKING_PROVIDER: the sandbox invents parcel journeys; use delivery-tracker when APP_MODE=production'
        : null
  },
  {
    variable: 'ACCOUNT_HOLDER_PROVIDER',
    real: {
      when: 'ACCOUNT_HOLDER_PROVIDER=toss',
      applies: (e) => e.ACCOUNT_HOLDER_PROVIDER === 'toss',
      required: ['ACCOUNT_HOLDER_SECRET_KEY']
    },
    production: (e) =>
      (e.ACCOUNT_HOLDER_PROVIDER ?? 'sandbox') === 'sandbox'
        ? 'ACCOUNT_HOLDER_PROVIDER: the sandbox confirms invented account holders; use toss when APP_MODE=production'
        : null
  }
];

/**
 * The first provider whose configuration is incomplete or inconsistent, as its problems (a provider's missing
 * variables are named together); empty when every provider has what its mode needs.
 */
export function providerProblems(env: Env): string[] {
  for (const provider of PROVIDER_REQUIREMENTS) {
    const real = provider.real?.applies(env) ? provider.real : null;
    if (real) {
      const missing = real.required.flatMap((required) => {
        if (typeof required === 'string')
          return env[required] ? [] : [`${required}: required when ${real.when}`];
        return env[required.name] || env[required.or]
          ? []
          : [`${required.name}: required (or ${required.or}) when ${real.when}`];
      });
      if (missing.length > 0) return missing;
      const problem = firstProblem(real.checks ?? [], env);
      if (problem) return [problem];
    }
  }
  // Checks in every mode come after every real mode's requirements, one at a time.
  for (const provider of PROVIDER_REQUIREMENTS) {
    const problem = firstProblem(provider.always ?? [], env);
    if (problem) return [problem];
  }
  return [];
}

/** Every provider left in a mode a real shop may not run with (APP_MODE=production). */
export function productionProblems(env: Env): string[] {
  return PROVIDER_REQUIREMENTS.map((provider) => provider.production(env)).filter(
    (problem): problem is string => problem !== null
  );
}

function firstProblem(checks: readonly Check[], env: Env): string | null {
  for (const check of checks) {
    const problem = check(env);
    if (problem) return problem;
  }
  return null;
}
