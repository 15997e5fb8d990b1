import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { PRODUCTION_ENV, SANDBOX_SETTINGS } from './production-env.ts';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.maintenance).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.mediaDir.endsWith('media')).toBe(true);
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/mall',
      REDIS_URL: 'redis://cache:6379',
      MAINTENANCE: 'on',
      MEDIA_DIR: '/srv/media'
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/mall',
      redisUrl: 'redis://cache:6379',
      maintenance: true,
      mediaDir: '/srv/media'
    });
  });

  it('takes the company referrer number, 1000000000 unless set', () => {
    expect(loadConfig({}).companyReferrerNumber).toBe('1000000000');
    expect(loadConfig({ COMPANY_REFERRER_NUMBER: '1999999999' }).companyReferrerNumber).toBe('1999999999');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ MAINTENANCE: 'yes' }, 'MAINTENANCE'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ COMPANY_REFERRER_NUMBER: '100000000' }, 'COMPANY_REFERRER_NUMBER'],
    [{ COMPANY_REFERRER_NUMBER: 'company' }, 'COMPANY_REFERRER_NUMBER']
  ])('stops on %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as ConfigError).message).toContain(name);
    }
  });

  it('refuses demo data and sandbox providers in production mode, naming each', () => {
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(
      /MAIL_PROVIDER[\s\S]*IDENTITY_PROVIDER[\s\S]*KAKAO_PROVIDER[\s\S]*NAVER_PROVIDER[\s\S]*APPLE_PROVIDER/
    );
    expect(() => loadConfig({ APP_MODE: 'production', SEED_DEMO: 'on' })).toThrow(/SEED_DEMO/);
    expect(loadConfig({}).seedDemo).toBe(true);
  });

  it('production mode starts with every provider real, and refuses each sandbox alone (identity too), naming it', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.identity).toEqual({
      provider: 'nice',
      clientId: PRODUCTION_ENV.NICE_CLIENT_ID,
      clientSecret: PRODUCTION_ENV.NICE_CLIENT_SECRET,
      productId: PRODUCTION_ENV.NICE_PRODUCT_ID,
      apiBase: 'https://nice-api.example.test:22001',
      popupUrl: 'https://nice.example.test/CheckPlusSafeModel/service.cb'
    });
    expect(config.seedDemo).toBe(false);
    for (const sandbox of SANDBOX_SETTINGS) {
      const name = Object.keys(sandbox)[0]!;
      expect(() => loadConfig({ ...PRODUCTION_ENV, ...sandbox }), name).toThrow(
        new RegExp(`^Invalid configuration:\\n  - ${name}: [^\\n]+$`)
      );
    }
    expect(() => loadConfig({ ...PRODUCTION_ENV, IDENTITY_PROVIDER: 'sandbox' })).toThrow(
      /IDENTITY_PROVIDER: the sandbox lets anyone verify as anyone/
    );
  });

  it("identity: the sandbox by default; nice needs its keys, validated, with NICE's hosts by default", () => {
    expect(loadConfig({}).identity).toEqual({ provider: 'sandbox' });
    expect(() => loadConfig({ IDENTITY_PROVIDER: 'kcb' })).toThrow(/IDENTITY_PROVIDER/);
    expect(() => loadConfig({ IDENTITY_PROVIDER: 'nice' })).toThrow(
      /NICE_CLIENT_ID: required when IDENTITY_PROVIDER=nice[\s\S]*NICE_CLIENT_SECRET: required[\s\S]*NICE_PRODUCT_ID: required/
    );
    const keys = {
      IDENTITY_PROVIDER: 'nice',
      NICE_CLIENT_ID: '5f1a2b3c-0000-4000-8000-00000000c11d',
      NICE_CLIENT_SECRET: 'c0ffee0123456789abcdef0123456789',
      NICE_PRODUCT_ID: '2101979031'
    };
    expect(loadConfig(keys).identity).toMatchObject({
      provider: 'nice',
      apiBase: 'https://svc.niceapi.co.kr:22001',
      popupUrl: 'https://nice.checkplus.co.kr/CheckPlusSafeModel/service.cb'
    });
    for (const [name, value] of [
      ['NICE_CLIENT_ID', 'has spaces in it'],
      ['NICE_CLIENT_SECRET', 'short'],
      ['NICE_PRODUCT_ID', 'product-x'],
      ['NICE_API_BASE', 'http://svc.niceapi.co.kr:22001'],
      ['NICE_POPUP_URL', 'https://nice.checkplus.co.kr/service.cb?m=service'],
      ['NICE_POPUP_URL', '/__sandbox/identity/CheckPlusSafeModel/service.cb']
    ] as const) {
      expect(() => loadConfig({ ...keys, [name]: value }), `${name}=${value}`).toThrow(
        new RegExp(`${name}: must be`)
      );
    }
    // The secret never appears in a refusal.
    try {
      loadConfig({ ...keys, NICE_CLIENT_SECRET: 'not a secret value!' });
    } catch (error) {
      expect((error as ConfigError).message).not.toContain('secret value');
    }
  });

  it('Naver and Apple: sandbox by default; the real ones need their keys and registered callback', () => {
    const config = loadConfig({});
    expect(config.naver).toMatchObject({
      mode: 'sandbox',
      authBase: '/__sandbox/naver',
      apiBase: '/__sandbox/naver'
    });
    expect(config.apple).toMatchObject({
      mode: 'sandbox',
      authBase: '/__sandbox/apple',
      jwksUrl: '/__sandbox/apple/auth/keys'
    });
    expect(() => loadConfig({ NAVER_PROVIDER: 'naver' })).toThrow(
      /NAVER_CLIENT_ID[\s\S]*NAVER_CLIENT_SECRET[\s\S]*NAVER_REDIRECT_URI/
    );
    expect(() => loadConfig({ APPLE_PROVIDER: 'apple' })).toThrow(/APPLE_CLIENT_ID[\s\S]*APPLE_PRIVATE_KEY/);
    expect(() =>
      loadConfig({ APPLE_REDIRECT_URI: 'http://shop.example/api/oauth/social/apple/callback' })
    ).toThrow(/APPLE_REDIRECT_URI/);
    const real = loadConfig({
      APPLE_PROVIDER: 'apple',
      APPLE_CLIENT_ID: 'com.example.web',
      APPLE_TEAM_ID: 'ABCDE12345',
      APPLE_KEY_ID: 'KEY1234567',
      APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nMIGH\\n-----END PRIVATE KEY-----',
      APPLE_REDIRECT_URI: 'https://shop.example/api/oauth/social/apple/callback'
    }).apple;
    expect(real).toMatchObject({
      authBase: 'https://appleid.apple.com',
      issuer: 'https://appleid.apple.com',
      jwksUrl: 'https://appleid.apple.com/auth/keys'
    });
    expect(real.privateKey).toBe('-----BEGIN PRIVATE KEY-----\nMIGH\n-----END PRIVATE KEY-----');
  });

  it('payments: the Toss sandbox by default with its demo keys; toss needs API-individual keys; production refuses the sandbox', () => {
    expect(loadConfig({}).payment).toEqual({
      provider: 'sandbox',
      apiBase: '/__sandbox/toss',
      clientKey: 'test_ck_sandbox_lumierevita_demo',
      secretKey: 'test_sk_sandbox_lumierevita_demo',
      sdkSrc: '/__sandbox/toss/v2/standard.js'
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'toss' })).toThrow(/TOSS_CLIENT_KEY[\s\S]*TOSS_SECRET_KEY/);
    const keys = {
      TOSS_CLIENT_KEY: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq',
      TOSS_SECRET_KEY: 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R'
    };
    expect(loadConfig({ PAYMENT_PROVIDER: 'toss', ...keys }).payment).toEqual({
      provider: 'toss',
      apiBase: 'https://api.tosspayments.com',
      clientKey: keys.TOSS_CLIENT_KEY,
      secretKey: keys.TOSS_SECRET_KEY,
      sdkSrc: 'https://js.tosspayments.com/v2/standard'
    });
    // Widget keys (gck/gsk) belong to the payment widget, which this shop does not use; a client key is no secret.
    expect(() =>
      loadConfig({
        PAYMENT_PROVIDER: 'toss',
        ...keys,
        TOSS_CLIENT_KEY: 'test_gck_docs_Ovk5rk1EwkEbP0W43n07xlzm'
      })
    ).toThrow(/TOSS_CLIENT_KEY/);
    expect(() =>
      loadConfig({ PAYMENT_PROVIDER: 'toss', ...keys, TOSS_SECRET_KEY: keys.TOSS_CLIENT_KEY })
    ).toThrow(/TOSS_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'toss', ...keys, TOSS_SECRET_KEY: 'live_sk_abc' })).toThrow(
      /same kind/
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'toss', ...keys, TOSS_API_BASE: '/__sandbox/toss' })).toThrow(
      /TOSS_API_BASE/
    );
    expect(() => loadConfig({ TOSS_SDK_SRC: 'http://js.example.com/sdk' })).toThrow(/TOSS_SDK_SRC/);
    expect(() => loadConfig({ TOSS_CLIENT_KEY: 'live_ck_abc', TOSS_SECRET_KEY: 'live_sk_abc' })).toThrow(
      /live keys are never given to the sandbox/
    );
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(/PAYMENT_PROVIDER: the sandbox/);
    // The secret never appears in a refusal.
    try {
      loadConfig({
        PAYMENT_PROVIDER: 'toss',
        TOSS_CLIENT_KEY: 'nope',
        TOSS_SECRET_KEY: 'test_sk_secret value'
      });
    } catch (error) {
      expect((error as ConfigError).message).not.toContain('secret value');
    }
  });

  it('API_PROCESSES: one by default, auto is one per core; more than one needs DATABASE_URL and REDIS_URL', () => {
    expect(loadConfig({}).apiProcesses).toBe(1);
    const server = { DATABASE_URL: 'postgres://db/mall', REDIS_URL: 'redis://cache:6379' };
    expect(loadConfig({ ...server, API_PROCESSES: 'auto' }).apiProcesses).toBe(os.availableParallelism());
    expect(loadConfig({ ...server, API_PROCESSES: '3' }).apiProcesses).toBe(3);
    expect(() => loadConfig({ API_PROCESSES: '2', REDIS_URL: server.REDIS_URL })).toThrow(
      /needs DATABASE_URL/
    );
    expect(() => loadConfig({ API_PROCESSES: '2', DATABASE_URL: server.DATABASE_URL })).toThrow(
      /needs REDIS_URL/
    );
    expect(() => loadConfig({ API_PROCESSES: '0' })).toThrow(/API_PROCESSES/);
    expect(() => loadConfig({ API_PROCESSES: 'many' })).toThrow(/API_PROCESSES/);
  });

  it('trusts proxies by hop count or address list only', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1'
    ]);
  });

  it('PUBLIC_ORIGIN is required when NODE_ENV=production, and only then', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_ORIGIN: required when NODE_ENV=production/
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example.com' }).publicOrigin
    ).toBe('https://shop.example.com');
    // An empty value is "not set".
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: '' })).toThrow(/PUBLIC_ORIGIN/);
    for (const mode of [undefined, 'development', 'test'])
      expect(loadConfig({ NODE_ENV: mode }).publicOrigin).toBeNull();
  });

  it('PUBLIC_ORIGIN: an http(s) origin without path, kept without its trailing slash', () => {
    expect(loadConfig({}).publicOrigin).toBeNull();
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Shop.Example.com/' }).publicOrigin).toBe(
      'https://shop.example.com'
    );
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }).publicOrigin).toBe('http://localhost:3000');
    for (const bad of [
      'shop.example.com',
      'https://shop.example.com/mall',
      'https://a"b.com',
      'ftp://shop.example.com',
      'https://u@shop.example.com'
    ]) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
