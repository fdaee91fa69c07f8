// The throttles of every domain (failed logins, Steam binds, token and inventory refreshes, guard-code
// views) on one store, with rate-limiter-flexible: Redis when REDIS_URL is set, so that every process
// counts the same attempts, and memory otherwise. Each domain declares its limits next to its rules
// and asks this factory for a Throttle; a refusal is a RateLimitError saying when to try again.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimitError } from '../errors.ts';
import type { MessageKey } from '../i18n/messages.ts';

export type ThrottleRule = {
  /** Names the counters (and their Redis keys): one name per rule. */
  name: string;
  /** Attempts allowed per key within the window. */
  points: number;
  windowSeconds: number;
  /** The refusal's message; it gets {seconds} and {minutes}. */
  messageKey: MessageKey;
};

const KEY_PREFIX = 'throttle';

/** A limit on one kind of attempt, counted per key (an address, a phone, a user, a Steam account). */
export class Throttle {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly rule: ThrottleRule,
  ) {}

  private refusal(res: RateLimiterRes): RateLimitError {
    return new RateLimitError(this.rule.messageKey, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
  }

  /** Counts one attempt for every key; refuses when any key has used up its attempts (the others are still counted). */
  async consume(...keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.limiter.consume(key)));
    const refused: RateLimiterRes[] = [];
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
      refused.push(result.reason);
    }
    if (refused.length > 0) throw this.refusal(refused.reduce((longest, res) => (res.msBeforeNext > longest.msBeforeNext ? res : longest)));
  }

  /** Refuses, without counting, when any key has used up its attempts within the window. */
  async assertAvailable(...keys: string[]): Promise<void> {
    const results = await Promise.all(keys.map((key) => this.limiter.get(key)));
    const spent = results.filter((res): res is RateLimiterRes => res !== null && res.consumedPoints >= this.rule.points && res.msBeforeNext > 0);
    if (spent.length > 0) throw this.refusal(spent.reduce((longest, res) => (res.msBeforeNext > longest.msBeforeNext ? res : longest)));
  }

  /** Counts a failed attempt for every key, never refusing (assertAvailable refuses the next one). */
  async recordFailure(...keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.limiter.penalty(key)));
  }

  /** Forgets the key's attempts (a successful login clears its phone's failures). */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** Builds Throttles on one store; `close()` ends the Redis connection it owns. */
export class ThrottleFactory {
  private constructor(readonly redis: Redis | undefined) {}

  /** Counts in this process's memory: one process, or tests. */
  static inMemory(): ThrottleFactory {
    return new ThrottleFactory(undefined);
  }

  /** Counts in Redis, shared by every process; when Redis fails, each process falls back to memory until it answers again. */
  static onRedis(url: string, onError: (error: Error) => void): ThrottleFactory {
    // never hold a request while Redis is away (no offline queue): the memory insurance answers instead
    const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    redis.on('error', onError);
    return new ThrottleFactory(redis);
  }

  static fromUrl(url: string | undefined, onError: (error: Error) => void): ThrottleFactory {
    return url ? ThrottleFactory.onRedis(url, onError) : ThrottleFactory.inMemory();
  }

  /** Waits at start-up (a few seconds at most) for Redis, so that the first requests are counted there too. */
  async ready(): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        redis.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, 3_000);
      redis.once('ready', done);
      redis.once('error', done);
    });
  }

  create(rule: ThrottleRule): Throttle {
    const options = { keyPrefix: `${KEY_PREFIX}:${rule.name}`, points: rule.points, duration: rule.windowSeconds };
    const limiter = this.redis
      ? new RateLimiterRedis({ ...options, storeClient: this.redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options);
    return new Throttle(limiter, rule);
  }

  async close(): Promise<void> {
    if (this.redis && this.redis.status !== 'end') await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}
