/**
 * Group commit for hot paths: items added while a flush is running wait and go together in the
 * next one, so under load one query serves many callers and when idle a caller waits for
 * nothing but its own query. Each caller gets its own result (or the flush's error).
 */
export class MicroBatcher<In, Out> {
  private pending: Array<{
    item: In;
    resolve: (value: Out) => void;
    reject: (error: unknown) => void;
  }> = [];
  private flushing = false;

  constructor(
    private readonly flush: (items: In[]) => Promise<Out[]>,
    private readonly maxBatch = 200,
  ) {}

  add(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (!this.flushing) setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, this.maxBatch);
        try {
          const results = await this.flush(batch.map((entry) => entry.item));
          batch.forEach((entry, index) => entry.resolve(results[index]));
        } catch (error) {
          for (const entry of batch) entry.reject(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}
