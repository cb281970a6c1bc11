import { createdSpanOf } from './delivery-partition';

/** A UUIDv7 whose first 48 bits are `ms`, as uuid_v7_at writes it. */
function v7(ms: number, tail = '7abc-8def-0123456789ab'): string {
  const hex = ms.toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8)}-${tail}`;
}

describe('createdSpanOf', () => {
  const at = Date.parse('2026-11-27T10:11:12.345Z');

  it('spans the one millisecond a UUIDv7 names', () => {
    expect(createdSpanOf([v7(at)])).toEqual([
      '2026-11-27T10:11:12.345Z',
      '2026-11-27T10:11:12.346Z',
    ]);
  });

  it('spans from the first to just after the last id of a batch, in any order', () => {
    expect(createdSpanOf([v7(at + 86_400_000), v7(at), v7(at + 5)])).toEqual([
      '2026-11-27T10:11:12.345Z',
      '2026-11-28T10:11:12.346Z',
    ]);
  });

  it('reaches back to the legacy partition for an id of another version', () => {
    const legacy = '3f0e4b5c-1d2e-4f30-9a8b-7c6d5e4f3a2b';
    expect(createdSpanOf([legacy])).toEqual(['-infinity', 'infinity']);
    expect(createdSpanOf([legacy, v7(at)])).toEqual(['-infinity', '2026-11-27T10:11:12.346Z']);
  });

  it('is empty for no ids', () => {
    const [from, before] = createdSpanOf([]);
    expect(before).toBe('-infinity');
    expect(from).toBe('-infinity');
  });
});
