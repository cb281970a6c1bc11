import { validateSync } from 'class-validator';
import { DATE_TIME_MAX_LENGTH, isDateTimeString, IsDateTimeString } from './date-time';

class Window {
  @IsDateTimeString()
  since: string;
}

describe('isDateTimeString', () => {
  it('takes the calendar forms Date reads, each as the instant it names', () => {
    const instants: Record<string, string> = {
      '2030-01-01T10:00:00Z': '2030-01-01T10:00:00.000Z',
      '2030-01-01T10:00:00.123456789Z': '2030-01-01T10:00:00.123Z',
      '2030-01-01T10:00Z': '2030-01-01T10:00:00.000Z',
      '2030-01-01T10:00:00+05:30': '2030-01-01T04:30:00.000Z',
      '2030-01-01T10:00:00-0100': '2030-01-01T11:00:00.000Z',
      '2030-01-01 10:00:00Z': '2030-01-01T10:00:00.000Z',
      '2030-01-01': '2030-01-01T00:00:00.000Z',
      '2028-02-29T00:00:00Z': '2028-02-29T00:00:00.000Z',
    };
    for (const [value, instant] of Object.entries(instants)) {
      expect(isDateTimeString(value)).toBe(true);
      expect(new Date(value).toISOString()).toBe(instant);
    }
  });

  it('refuses ISO 8601 forms Date cannot read or misreads (a time without its offset)', () => {
    for (const value of [
      '2030-W01',
      '2030-W01-1T10:00Z',
      '20300101T000000Z',
      '20300101',
      '2030-01-01T10Z',
      '2030-01-01T1000Z',
      '2030-01-01T10:00:00+05',
      '2030-01-01T10:00:00,5Z',
      '2030-002',
      '2030-032T10:00:00Z',
      '2030-01-01T10:00:00',
      '2030-01-01T10:00',
      '2030-01-01 10:00:00.5',
    ])
      expect([value, isDateTimeString(value)]).toEqual([value, false]);
  });

  it('refuses what is no date-time, an impossible day and an over-long value', () => {
    const padded = `2030-01-01T10:00:00.${'0'.repeat(DATE_TIME_MAX_LENGTH)}Z`;
    for (const value of ['tomorrow', '', '2030-02-29T00:00:00Z', padded, 1893492000000, null])
      expect(isDateTimeString(value)).toBe(false);
  });

  it('gives one invalid-string problem as the decorator', () => {
    const window = Object.assign(new Window(), { since: '2030-W01' });
    const [error] = validateSync(window);
    expect(Object.keys(error.constraints ?? {})).toEqual(['isDateString']);
    expect(validateSync(Object.assign(new Window(), { since: '2030-01-01T10:00:00Z' }))).toEqual(
      [],
    );
  });
});
