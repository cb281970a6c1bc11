/**
 * At most `limit` holders per key at once, in this process. Used per subscription so that one
 * slow or dead receiver holds a bounded share of the worker's slots and never all of them.
 */
export class KeyedConcurrencyLimiter {
  private readonly holders = new Map<string, number>();

  constructor(private readonly limit: number) {}

  tryAcquire(key: string): boolean {
    const held = this.holders.get(key) ?? 0;
    if (held >= this.limit) return false;
    this.holders.set(key, held + 1);
    return true;
  }

  release(key: string): void {
    const held = this.holders.get(key) ?? 0;
    if (held <= 1) this.holders.delete(key);
    else this.holders.set(key, held - 1);
  }

  inFlight(key: string): number {
    return this.holders.get(key) ?? 0;
  }
}
