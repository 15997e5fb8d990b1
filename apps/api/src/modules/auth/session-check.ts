import type { AccountStatus, UserType } from '@mall/domain';
import type { Redis } from 'ioredis';
import { createLru } from '../../lib/cache.ts';
import type { VersionChannel } from '../../lib/version-channel.ts';

/** A live login's member as the database has it now: a conversion or a suspension counts before the next login. */
export type SessionAccount = { userType: UserType; status: AccountStatus };

/**
 * How long this process trusts a login family's answer without asking the database (docs/decisions/063). A
 * revocation ends it at once (here) or a message later (other processes); this bounds only a message lost on a
 * connection that died silently.
 */
export const SESSION_CHECK_TTL_MS = 10_000;
/** Members active within the TTL: beyond it the oldest answers are asked again. */
const MAX_FAMILIES = 50_000;

type Log = { warn(object: object, message: string): void };

export type SessionCheck = {
  /** The family's member while it may still be used, else null: from memory within the TTL, else the database. */
  account(familyId: string): Promise<SessionAccount | null>;
  /**
   * After a login ended or a member's type or status changed (written): this process forgets every answer now,
   * the others when they hear it.
   */
  changed(): Promise<void>;
};

/** With Redis: revocations are published to every API process over the version channel's connection. */
export type SessionShare = { redis: Redis; channel: VersionChannel; name: string; log: Log };

/**
 * The per-request "is this login still alive, and whose" check (docs/decisions/063), remembered per family for a
 * few seconds. Without `share` this process must be the only one serving the database (the embedded database, or
 * one process on PostgreSQL): its own revocations are all there are. With `share`, an answer is trusted only
 * while the subscription is in place; a dropped one sends every check to the database until it is back.
 */
export function createSessionCheck(options: {
  activeFamilyAccount: (familyId: string) => Promise<SessionAccount | null>;
  share?: SessionShare | null;
  ttlMs?: number;
  now?: () => number;
}): SessionCheck {
  const ttlMs = options.ttlMs ?? SESSION_CHECK_TTL_MS;
  const answers = createLru({ maxEntries: MAX_FAMILIES, now: options.now });
  const share = options.share ?? null;
  // Until the subscription is confirmed, another process's revocation could go unheard.
  let trusted = share === null;
  // Bumped by every revocation: an answer read from the database before it must not be kept after it.
  let generation = 0;
  const forget = () => {
    generation += 1;
    answers.clear();
  };
  share?.channel.listen(share.name, {
    bumped: forget,
    subscribed() {
      forget();
      trusted = true;
    },
    lost() {
      trusted = false;
      forget();
    }
  });

  return {
    async account(familyId) {
      const known = trusted ? answers.get(familyId) : undefined;
      if (known !== undefined) return known as SessionAccount | null;
      const started = generation;
      const account = await options.activeFamilyAccount(familyId);
      if (trusted && generation === started) answers.set(familyId, account, ttlMs);
      return account;
    },
    async changed() {
      forget();
      if (!share) return;
      try {
        await share.redis.publish(share.name, String(Date.now()));
      } catch (error) {
        // The change is written; another process may trust its answer for up to the TTL.
        share.log.warn({ err: error }, 'session check: a change could not be published to Redis');
      }
    }
  };
}
