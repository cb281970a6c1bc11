import { types } from 'pg';
import { CLIENT_TYPES, parseTimestamptz } from './timestamptz';

const pgParse = types.getTypeParser(1184, 'text') as (text: string) => Date | number | null;

function time(value: Date | number | null): number | null {
  return value instanceof Date ? value.getTime() : value;
}

describe('parseTimestamptz', () => {
  it('reads every fraction length and offset Postgres sends as pg does', () => {
    const fractions = ['', '.1', '.12', '.123', '.1234', '.12345', '.123456', '.999999', '.000001'];
    const offsets = ['+00', '-00', '+05:30', '-03', '+14', '-12', '+09:45', '-09:30'];
    const stamps = [
      '2026-12-01 21:31:13',
      '1970-01-01 00:00:00',
      '2000-02-29 23:59:59',
      '0100-03-01 12:00:00',
      '9999-12-31 23:59:59',
      '1969-12-31 23:59:59',
    ];
    let compared = 0;
    for (const stamp of stamps) {
      for (const fraction of fractions) {
        for (const offset of offsets) {
          const text = `${stamp}${fraction}${offset}`;
          expect([text, time(parseTimestamptz(text))]).toEqual([text, time(pgParse(text))]);
          compared++;
        }
      }
    }
    expect(compared).toBe(432);
  });

  it('hands every other form to pg: infinity, BC, years outside 100–9999, offsets with seconds', () => {
    for (const text of [
      'infinity',
      '-infinity',
      '2026-12-01 21:31:13+00 BC',
      '0099-01-01 00:00:00+00',
      '0001-01-01 00:00:00+00',
      '12026-12-01 21:31:13+00',
      '1883-11-18 12:00:00-07:52:58',
      '2026-12-01 21:31:13.1234567+00',
    ]) {
      expect([text, time(parseTimestamptz(text))]).toEqual([text, time(pgParse(text))]);
    }
  });

  it('is the parser pg clients get for timestamptz text, and pg’s for everything else', () => {
    expect(CLIENT_TYPES.getTypeParser(1184, 'text')).toBe(parseTimestamptz);
    expect(CLIENT_TYPES.getTypeParser(1114, 'text')).toBe(types.getTypeParser(1114, 'text'));
    expect(CLIENT_TYPES.getTypeParser(1184, 'binary')).toBe(types.getTypeParser(1184, 'binary'));
  });
});
