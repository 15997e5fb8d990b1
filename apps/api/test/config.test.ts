import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

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

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ MAINTENANCE: 'yes' }, 'MAINTENANCE'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY']
  ])('stops on %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as ConfigError).message).toContain(name);
    }
  });

  it('refuses demo data and sandbox providers in production mode, naming each', () => {
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(/MAIL_PROVIDER[\s\S]*IDENTITY_PROVIDER[\s\S]*KAKAO_PROVIDER/);
    expect(() => loadConfig({ APP_MODE: 'production', SEED_DEMO: 'on' })).toThrow(/SEED_DEMO/);
    expect(loadConfig({}).seedDemo).toBe(true);
  });

  it('trusts proxies by hop count or address list only', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
