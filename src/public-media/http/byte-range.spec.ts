import { parseRange } from './byte-range';

describe('parseRange', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-4', { kind: 'partial', range: { start: 0, end: 4 } }],
    ['bytes=5-', { kind: 'partial', range: { start: 5, end: 9 } }],
    ['bytes=-3', { kind: 'partial', range: { start: 7, end: 9 } }],
    ['bytes=-30', { kind: 'partial', range: { start: 0, end: 9 } }],
    ['bytes=8-100', { kind: 'partial', range: { start: 8, end: 9 } }],
    ['bytes=10-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=5-2', { kind: 'full' }],
    ['bytes=0-1,3-4', { kind: 'full' }],
    ['items=0-1', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
  ])('%s on 10 bytes', (header, outcome) => {
    expect(parseRange(header, 10)).toEqual(outcome);
  });

  it('has nothing to satisfy in an empty file', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
