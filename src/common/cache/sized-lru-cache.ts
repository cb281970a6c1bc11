interface Entry<V> {
  value: V;
  size: number;
  expiresAt: number;
}

/**
 * Recent values by key, up to a total size (`sizeOf` each), the least recently read leaving
 * first, each for its own time. For results that are costly to make and asked for again and
 * again, such as a publicly shared document's render or an archive's listing.
 */
export class SizedLruCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private size = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= Date.now()) {
      this.size -= entry.size;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.size -= previous.size;
    }
    this.entries.set(key, { value, size, expiresAt: Date.now() + ttlMs });
    this.size += size;
    for (const [oldest, entry] of this.entries) {
      if (this.size <= this.maxSize) break;
      this.entries.delete(oldest);
      this.size -= entry.size;
    }
  }
}
