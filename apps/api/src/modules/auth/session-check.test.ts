import type { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import type { VersionChannel, VersionListener } from '../../lib/version-channel.ts';
import { createSessionCheck } from './session-check.ts';

function families(initial: Record<string, boolean>) {
  const state = { ...initial };
  const reads: string[] = [];
  return {
    state,
    reads,
    isFamilyActive: async (familyId: string) => {
      reads.push(familyId);
      return state[familyId] ?? false;
    }
  };
}

/** A channel whose subscription the test drives. */
function fakeChannel() {
  let listener: VersionListener | null = null;
  const channel: VersionChannel = {
    listen: (_name, heard) => {
      listener = heard;
    },
    close: async () => {}
  };
  return { channel, listener: () => listener! };
}

describe('createSessionCheck', () => {
  it('remembers an answer for the TTL, then asks again', async () => {
    let clock = 0;
    const db = families({ a: true });
    const check = createSessionCheck({ isFamilyActive: db.isFamilyActive, ttlMs: 1000, now: () => clock });
    expect(await check.isActive('a')).toBe(true);
    expect(await check.isActive('a')).toBe(true);
    expect(db.reads).toEqual(['a']);
    clock = 1000;
    expect(await check.isActive('a')).toBe(true);
    expect(db.reads).toEqual(['a', 'a']);
  });

  it('a revocation forgets every answer at once', async () => {
    const db = families({ a: true, b: true });
    const check = createSessionCheck({ isFamilyActive: db.isFamilyActive });
    await check.isActive('a');
    await check.isActive('b');
    db.state.a = false;
    await check.revoked();
    expect(await check.isActive('a')).toBe(false);
    expect(await check.isActive('b')).toBe(true);
    expect(db.reads).toEqual(['a', 'b', 'a', 'b']);
  });

  it('an answer read before a revocation is not kept after it', async () => {
    let release!: (active: boolean) => void;
    const reads: string[] = [];
    const check = createSessionCheck({
      isFamilyActive: (familyId) => {
        reads.push(familyId);
        return reads.length === 1
          ? new Promise<boolean>((resolve) => (release = resolve))
          : Promise.resolve(false);
      }
    });
    const inFlight = check.isActive('a');
    await check.revoked();
    release(true);
    expect(await inFlight).toBe(true);
    expect(await check.isActive('a')).toBe(false);
    expect(reads).toEqual(['a', 'a']);
  });

  it('with Redis: trusts answers only while subscribed, forgets on a message, publishes its own', async () => {
    const db = families({ a: true });
    const { channel, listener } = fakeChannel();
    const publish = vi.fn(async () => 1);
    const check = createSessionCheck({
      isFamilyActive: db.isFamilyActive,
      share: { redis: { publish } as unknown as Redis, channel, name: 'p:sessions', log: { warn: vi.fn() } }
    });
    await check.isActive('a');
    await check.isActive('a');
    expect(db.reads).toHaveLength(2);

    listener().subscribed();
    await check.isActive('a');
    await check.isActive('a');
    expect(db.reads).toHaveLength(3);

    db.state.a = false;
    listener().bumped(2);
    expect(await check.isActive('a')).toBe(false);

    listener().lost();
    db.state.a = true;
    await check.isActive('a');
    await check.isActive('a');
    expect(db.reads).toHaveLength(6);

    await check.revoked();
    expect(publish).toHaveBeenCalledWith('p:sessions', expect.any(String));
  });

  it('a revocation Redis does not take is logged, not failed (it is written already)', async () => {
    const warn = vi.fn();
    const check = createSessionCheck({
      isFamilyActive: async () => true,
      share: {
        redis: { publish: () => Promise.reject(new Error('down')) } as unknown as Redis,
        channel: fakeChannel().channel,
        name: 'p:sessions',
        log: { warn }
      }
    });
    await expect(check.revoked()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});
