import { isBigintPosition } from './bigint-position';

describe('isBigintPosition', () => {
  it('accepts decimal strings within Postgres bigint', () => {
    expect(isBigintPosition('0')).toBe(true);
    expect(isBigintPosition('42')).toBe(true);
    expect(isBigintPosition('9223372036854775807')).toBe(true);
  });

  it('refuses a value past bigint, too many digits, signs, spaces and non-strings', () => {
    expect(isBigintPosition('9223372036854775808')).toBe(false);
    expect(isBigintPosition('12345678901234567890')).toBe(false);
    expect(isBigintPosition('-1')).toBe(false);
    expect(isBigintPosition(' 1')).toBe(false);
    expect(isBigintPosition('')).toBe(false);
    expect(isBigintPosition(1)).toBe(false);
    expect(isBigintPosition(undefined)).toBe(false);
  });
});
