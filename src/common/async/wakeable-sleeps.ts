/**
 * Sleeps that end when their time is up or when woken, whichever comes first: a loop that waits
 * for its next interval stops at once on shutdown, and a waiter for a free slot tries again as
 * soon as one is released instead of at its timeout.
 */
export class WakeableSleeps {
  private readonly wakers = new Set<() => void>();

  /** How many sleeps are under way. */
  get size(): number {
    return this.wakers.size;
  }

  /** Resolves after `ms`, or earlier at the next wakeAll(). */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }

  /** Ends every sleep under way now. */
  wakeAll(): void {
    for (const wake of this.wakers) wake();
  }
}
