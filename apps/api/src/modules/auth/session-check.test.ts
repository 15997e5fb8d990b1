import type { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import type { VersionChannel, VersionListener } from '../../lib/version-channel.ts';
import { createSessionCheck, type SessionAccount } from './session-check.ts';

const PLANNER: SessionAccount = { userType: 'SOLE_PROPRIETORSHIP', status: 'ACTIVATED' };

/** Login families as the database has them: alive (their member) or ended (absent). */
function families(initial: Record<string, boolean>) {
  const state = { ...initial };
  const reads: string[] = [];
  return {
    state,
    reads,
    activeFamilyAccount: async (familyId: string) => {
      reads.push(familyId);
      return state[familyId] ? PLANNER : null;
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
    const check = createSessionCheck({
      activeFamilyAccount: db.activeFamilyAccount,
      ttlMs: 1000,
      now: () => clock
    });
    expect(await check.account('a')).toEqual(PLANNER);
    expect(await check.account('a')).toEqual(PLANNER);
    expect(db.reads).toEqual(['a']);
    clock = 1000;
    expect(await check.account('a')).toEqual(PLANNER);
    expect(db.reads).toEqual(['a', 'a']);
  });

  it('a change (a login ended) forgets every answer at once', async () => {
    const db = families({ a: true, b: true });
    const check = createSessionCheck({ activeFamilyAccount: db.activeFamilyAccount });
    await check.account('a');
    await check.account('b');
    db.state.a = false;
    await check.changed();
    expect(await check.account('a')).toEqual(null);
    expect(await check.account('b')).toEqual(PLANNER);
    expect(db.reads).toEqual(['a', 'b', 'a', 'b']);
  });

  it('an answer read before a change is not kept after it', async () => {
    let release!: (active: boolean) => void;
    const reads: string[] = [];
    const check = createSessionCheck({
      activeFamilyAccount: (familyId: string) => {
        reads.push(familyId);
        return reads.length === 1
          ? new Promise<SessionAccount | null>((resolve) => {
              release = (active) => resolve(active ? PLANNER : null);
            })
          : Promise.resolve(null);
      }
    });
    const inFlight = check.account('a');
    await check.changed();
    release(true);
    expect(await inFlight).toEqual(PLANNER);
    expect(await check.account('a')).toEqual(null);
    expect(reads).toEqual(['a', 'a']);
  });

  it('with Redis: trusts answers only while subscribed, forgets on a message, publishes its own', async () => {
    const db = families({ a: true });
    const { channel, listener } = fakeChannel();
    const publish = vi.fn(async () => 1);
    const check = createSessionCheck({
      activeFamilyAccount: db.activeFamilyAccount,
      share: { redis: { publish } as unknown as Redis, channel, name: 'p:sessions', log: { warn: vi.fn() } }
    });
    await check.account('a');
    await check.account('a');
    expect(db.reads).toHaveLength(2);

    listener().subscribed();
    await check.account('a');
    await check.account('a');
    expect(db.reads).toHaveLength(3);

    db.state.a = false;
    listener().bumped(2);
    expect(await check.account('a')).toEqual(null);

    listener().lost();
    db.state.a = true;
    await check.account('a');
    await check.account('a');
    expect(db.reads).toHaveLength(6);

    await check.changed();
    expect(publish).toHaveBeenCalledWith('p:sessions', expect.any(String));
  });

  it('a change Redis does not take is logged, not failed (it is written already)', async () => {
    const warn = vi.fn();
    const check = createSessionCheck({
      activeFamilyAccount: async () => PLANNER,
      share: {
        redis: { publish: () => Promise.reject(new Error('down')) } as unknown as Redis,
        channel: fakeChannel().channel,
        name: 'p:sessions',
        log: { warn }
      }
    });
    await expect(check.changed()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});
