/**
 * Group commit for hot paths: items added while a flush is running wait and go together in the
 * next one, so under load one query serves many callers and when idle a caller waits for
 * nothing but its own query. Each caller gets its own result or its own error.
 *
 * `flush` must be all-or-nothing (one statement, a transaction, or a read): when a batch of
 * several fails, each of its items is flushed again alone, so one item Postgres refuses (a
 * constraint a check missed, a deadlock) fails its own caller only, not up to `maxBatch` others.
 */
export class MicroBatcher<In, Out> {
  private pending: Array<Pending<In, Out>> = [];
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
          await this.settle(batch);
        } catch (error) {
          if (batch.length === 1) batch[0].reject(error);
          // Alone, each item's own failure is its caller's answer.
          else await Promise.all(batch.map((entry) => this.settle([entry]).catch(entry.reject)));
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private async settle(batch: Array<Pending<In, Out>>): Promise<void> {
    const results = await this.flush(batch.map((entry) => entry.item));
    batch.forEach((entry, index) => entry.resolve(results[index]));
  }
}

interface Pending<In, Out> {
  item: In;
  resolve: (value: Out) => void;
  reject: (error: unknown) => void;
}
