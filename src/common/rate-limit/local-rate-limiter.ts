interface Window {
  hits: number;
  resetsAt: number;
}

export interface LocalCount {
  totalHits: number;
  /** Seconds until the window resets. */
  timeToExpire: number;
  isBlocked: boolean;
}

const MAX_KEYS = 100_000;

/**
 * Fixed-window counters in this process: the rate limiter's fallback while Redis does not answer.
 * Per instance, so a deployment of N instances briefly allows up to N times a budget; never
 * closed, never unlimited.
 */
export class LocalRateLimiter {
  private readonly windows = new Map<string, Window>();

  increment(key: string, windowMs: number, limit: number, now = Date.now()): LocalCount {
    let window = this.windows.get(key);
    if (!window || window.resetsAt <= now) {
      if (!window && this.windows.size >= MAX_KEYS) this.evictExpired(now);
      window = { hits: 0, resetsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return {
      totalHits: window.hits,
      timeToExpire: Math.ceil((window.resetsAt - now) / 1000),
      isBlocked: window.hits > limit,
    };
  }

  private evictExpired(now: number): void {
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
    // Still full of live windows: drop the oldest rather than grow without bound.
    while (this.windows.size >= MAX_KEYS) this.windows.delete(this.windows.keys().next().value!);
  }
}
