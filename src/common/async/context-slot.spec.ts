import { setImmediate as nextTurn } from 'node:timers/promises';
import { ContextSlot } from './context-slot';

describe('ContextSlot', () => {
  const request = new ContextSlot<string>('request');
  const writer = new ContextSlot<string>('writer');

  it('holds its value through everything the work starts, and only there', async () => {
    expect(request.get()).toBeUndefined();
    const seen = await request.run('r1', async () => {
      await nextTurn();
      return new Promise<string | undefined>((resolve) =>
        setTimeout(() => resolve(request.get()), 1),
      );
    });
    expect(seen).toBe('r1');
    expect(request.get()).toBeUndefined();
  });

  it('keeps the other slots when one is set or cleared, and restores it afterwards', async () => {
    await request.run('r1', async () => {
      await writer.run('u1', async () => {
        await nextTurn();
        expect([request.get(), writer.get()]).toEqual(['r1', 'u1']);
        await request.run(undefined, async () => {
          await nextTurn();
          expect([request.get(), writer.get()]).toEqual([undefined, 'u1']);
        });
        expect([request.get(), writer.get()]).toEqual(['r1', 'u1']);
      });
      expect([request.get(), writer.get()]).toEqual(['r1', undefined]);
    });
  });

  it('keeps concurrent works apart', async () => {
    const read = (value: string) =>
      request.run(value, async () => {
        await nextTurn();
        await nextTurn();
        return request.get();
      });
    expect(await Promise.all([read('a'), read('b'), read('c')])).toEqual(['a', 'b', 'c']);
  });
});
