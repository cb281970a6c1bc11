import { SizedLruCache } from './sized-lru-cache';

const byLength = () => new SizedLruCache<string>(10, (value) => value.length);

describe('SizedLruCache', () => {
  it('keeps values up to its size, the least recently read leaving first', () => {
    const cache = byLength();
    cache.set('a', 'aaaa', 60_000);
    cache.set('b', 'bbbb', 60_000);
    expect(cache.get('a')).toBe('aaaa');
    cache.set('c', 'cccc', 60_000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.get('c')).toBe('cccc');
  });

  it('never keeps a value larger than itself, and forgets one past its time', () => {
    const cache = byLength();
    cache.set('big', 'x'.repeat(11), 60_000);
    expect(cache.get('big')).toBeUndefined();
    cache.set('gone', 'yy', -1);
    expect(cache.get('gone')).toBeUndefined();
    cache.set('kept', 'z'.repeat(10), 60_000);
    expect(cache.get('kept')).toBe('z'.repeat(10));
  });

  it('counts a replaced value once', () => {
    const cache = byLength();
    cache.set('a', 'aaaaa', 60_000);
    cache.set('a', 'aaaaa', 60_000);
    cache.set('b', 'bbbbb', 60_000);
    expect(cache.get('a')).toBe('aaaaa');
    expect(cache.get('b')).toBe('bbbbb');
  });
});
