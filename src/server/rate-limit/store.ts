/** How many hits a key has had in its current window, and when that window ends (epoch ms). */
export interface WindowCount {
  count: number;
  resetAt: number;
}

/**
 * Where rate-limit counters live. The in-memory store serves one server copy; several copies behind a
 * load balancer share a Redis store implementing the same method (INCR plus PEXPIRE on the first hit).
 */
export interface RateLimitStore {
  /**
   * Counts `amount` hits (1 by default; 0 reads the count) for `key` in a fixed window of `windowMs` that
   * starts at the key's first hit.
   */
  hit(key: string, windowMs: number, amount?: number): Promise<WindowCount>;
}

const SWEEP_EVERY_MS = 60_000;

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, WindowCount>();
  private nextSweepAt = 0;

  async hit(key: string, windowMs: number, amount = 1): Promise<WindowCount> {
    const now = Date.now();
    this.sweep(now);
    let current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      current = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, current);
    }
    current.count += amount;
    return { ...current };
  }

  /** Keys whose window is over are dropped now and then, so memory follows live clients only. */
  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  /** Number of keys held, for tests. */
  get size(): number {
    return this.windows.size;
  }
}
