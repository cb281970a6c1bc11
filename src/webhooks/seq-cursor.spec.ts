import { encodeCursor } from '../common/pagination/cursor-page';
import { ValidationFailedError } from '../common/errors/domain-error';
import { decodeSeqCursor, seqPosition } from './seq-cursor';

describe('decodeSeqCursor', () => {
  it('round-trips a sequence of the delivery logs', () => {
    expect(decodeSeqCursor(encodeCursor(seqPosition({ seq: '42' })))).toBe('42');
    expect(decodeSeqCursor(encodeCursor({ s: '9223372036854775807' }))).toBe('9223372036854775807');
    expect(decodeSeqCursor(undefined)).toBeUndefined();
  });

  it('refuses a forged sequence beyond Postgres bigint (it was a 500 in the query)', () => {
    for (const s of ['9223372036854775808', '9999999999999999999', '-1', '1e3', '']) {
      expect(() => decodeSeqCursor(encodeCursor({ s }))).toThrow(ValidationFailedError);
    }
  });
});
