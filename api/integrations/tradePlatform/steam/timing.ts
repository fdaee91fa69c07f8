/** Deadlines for Steam calls and Steam's clock (codes and confirmation keys follow Steam's time, not ours). */
import { TradePlatformError } from '../port.ts';

/**
 * `promise`, or UNAVAILABLE once `timeoutMs` has passed (then `onTimeout` runs, e.g. to cancel a
 * login attempt). The timer never keeps the process alive.
 */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string, onTimeout?: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new TradePlatformError('UNAVAILABLE', `Steam did not answer ${what} within ${timeoutMs} ms`));
    }, timeoutMs);
    timer.unref?.();
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** Steam's `server_time` from an ITwoFactorService/QueryTime answer, or null. */
export function serverTimeFromQueryTime(body: unknown): number | null {
  const raw = (body as { response?: { server_time?: unknown } } | null)?.response?.server_time;
  const value = typeof raw === 'string' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** Seconds to add to our clock to get Steam's, measured by a request sent at `sentAtMs` and answered at `receivedAtMs`. */
export function clockOffsetSeconds(serverTime: number, sentAtMs: number, receivedAtMs: number): number {
  return serverTime - Math.round((sentAtMs + receivedAtMs) / 2 / 1000);
}

/** Steam's time (Unix seconds), measured against our clock and re-measured every `maxAgeMs`. */
export class SteamClock {
  private offsetSeconds = 0;
  private measuredAtMs: number | null = null;
  private failedAtMs: number | null = null;

  constructor(
    private readonly queryServerTime: () => Promise<number>,
    private readonly nowMs: () => number = Date.now,
    private readonly maxAgeMs = 60 * 60 * 1000,
    private readonly retryAfterFailureMs = 60 * 1000,
  ) {}

  /**
   * Steam's current time. When Steam's clock cannot be read, ours is used (a server synchronised by
   * NTP is within Steam's tolerance of one 30-second step), and it is asked again a minute later.
   */
  async now(): Promise<number> {
    const now = this.nowMs();
    const fresh = this.measuredAtMs !== null && now - this.measuredAtMs < this.maxAgeMs;
    const recentlyFailed = this.failedAtMs !== null && now - this.failedAtMs < this.retryAfterFailureMs;
    if (!fresh && !recentlyFailed) {
      try {
        const sentAt = this.nowMs();
        const serverTime = await this.queryServerTime();
        const receivedAt = this.nowMs();
        this.offsetSeconds = clockOffsetSeconds(serverTime, sentAt, receivedAt);
        this.measuredAtMs = receivedAt;
        this.failedAtMs = null;
      } catch {
        this.failedAtMs = this.nowMs();
      }
    }
    return Math.floor(this.nowMs() / 1000) + this.offsetSeconds;
  }
}

/** A confirmation time not used before by this process: Steam refuses a key whose time was already used. */
export function nextConfirmationTime(steamTime: number, lastUsed: number | null): number {
  return lastUsed !== null && steamTime <= lastUsed ? lastUsed + 1 : steamTime;
}
