import { ResponseSlot } from './response-slot';

describe('ResponseSlot', () => {
  it('keeps a value per response, apart from other slots, until set to undefined', () => {
    const spends = new ResponseSlot<number>('spend');
    const reads = new ResponseSlot<string>('read');
    const first = {};
    const second = {};

    spends.set(first, 1);
    reads.set(first, 'a');
    spends.set(second, 2);

    expect([spends.get(first), reads.get(first), spends.get(second), reads.get(second)]).toEqual([
      1,
      'a',
      2,
      undefined,
    ]);
    spends.set(first, undefined);
    expect(spends.get(first)).toBeUndefined();
  });
});
