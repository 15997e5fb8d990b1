import type { Redis } from 'ioredis';

/** What a versioned cache hears about its Redis counter (ADR 028). */
export type VersionListener = {
  /** Another process (or this one) incremented the counter to `counter`. */
  bumped(counter: number): void;
  /** The subscription is (again) in place: messages from now on are heard, the counter must be re-read. */
  subscribed(): void;
  /** The subscription broke: bumps may be missed until `subscribed` is called again. */
  lost(): void;
};

export type VersionChannel = {
  listen(channel: string, listener: VersionListener): void;
  close(): Promise<void>;
};

/**
 * One Redis connection in subscriber mode shared by the versioned caches of a process: `bump()` publishes the
 * new counter on the cache's channel, every process's in-process tier hears it. ioredis reconnects by itself;
 * each (re)connection subscribes again and tells the listeners to re-read, each drop tells them to stop trusting
 * what they know.
 */
export function createVersionChannel(subscriber: Redis): VersionChannel {
  const listeners = new Map<string, VersionListener>();
  // Errors repeat while Redis is down; `close` events tell the listeners, so the events themselves are dropped.
  subscriber.on('error', () => {});
  const subscribe = (channel: string, listener: VersionListener) => {
    subscriber.subscribe(channel).then(
      () => listener.subscribed(),
      () => listener.lost()
    );
  };
  subscriber.on('message', (channel: string, message: string) => {
    const counter = Number(message);
    if (Number.isSafeInteger(counter)) listeners.get(channel)?.bumped(counter);
  });
  subscriber.on('ready', () => {
    for (const [channel, listener] of listeners) subscribe(channel, listener);
  });
  subscriber.on('close', () => {
    for (const listener of listeners.values()) listener.lost();
  });
  return {
    listen(channel, listener) {
      listeners.set(channel, listener);
      if (subscriber.status === 'ready') subscribe(channel, listener);
    },
    async close() {
      listeners.clear();
      await subscriber.quit().catch(() => subscriber.disconnect());
    }
  };
}
