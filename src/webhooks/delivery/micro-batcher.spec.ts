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

  it('rejects every caller of a failed flush and keeps working afterwards', async () => {
    let fail = true;
    const batcher = new MicroBatcher<number, number>(async (items) => {
      if (fail) throw new Error('database down');
      return items;
    });
    const failed = [1, 2].map((n) => batcher.add(n));
    await expect(Promise.all(failed)).rejects.toThrow('database down');
    await Promise.allSettled(failed);
    fail = false;
    await expect(batcher.add(3)).resolves.toBe(3);
  });
});
