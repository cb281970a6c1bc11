import { MicroBatcher } from './micro-batcher';

describe('MicroBatcher', () => {
  it('answers each caller with its own result and groups callers that arrive together', async () => {
    const batches: number[][] = [];
    const batcher = new MicroBatcher<number, number>(async (items) => {
      batches.push(items);
      return items.map((item) => item * 10);
    });
    await expect(Promise.all([1, 2, 3].map((n) => batcher.add(n)))).resolves.toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('collects what arrives during a flush into the next one, up to the batch size', async () => {
    const batches: number[][] = [];
    let release: () => void = () => undefined;
    const batcher = new MicroBatcher<number, number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items;
    }, 2);
    const first = batcher.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((n) => batcher.add(n));
    release();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[1], [2, 3], [4]]);
  });

  it('fails a poisoned item alone: the others of its batch are flushed again and succeed', async () => {
    const batches: number[][] = [];
    const batcher = new MicroBatcher<number, number>(async (items) => {
      batches.push(items);
      // Like a statement Postgres refuses: one bad row fails (and rolls back) the whole batch.
      if (items.includes(13)) throw new Error('value 13 refused');
      return items.map((item) => item * 10);
    });
    const results = await Promise.allSettled([11, 12, 13, 14].map((n) => batcher.add(n)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 110 },
      { status: 'fulfilled', value: 120 },
      { status: 'rejected', reason: new Error('value 13 refused') },
      { status: 'fulfilled', value: 140 },
    ]);
    expect(batches).toEqual([[11, 12, 13, 14], [11], [12], [13], [14]]);
  });

  it('rejects every caller when every item fails alone, and keeps working afterwards', async () => {
    let fail = true;
    const batches: number[][] = [];
    const batcher = new MicroBatcher<number, number>(async (items) => {
      batches.push(items);
      if (fail) throw new Error('database down');
      return items;
    });
    const failed = await Promise.allSettled([1, 2].map((n) => batcher.add(n)));
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    // A batch of one is not flushed twice.
    await expect(batcher.add(5)).rejects.toThrow('database down');
    expect(batches).toEqual([[1, 2], [1], [2], [5]]);
    fail = false;
    await expect(batcher.add(3)).resolves.toBe(3);
  });
});
