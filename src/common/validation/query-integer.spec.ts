import { plainToInstance } from 'class-transformer';
import { IsOptional, validate } from 'class-validator';
import { parseQueryInteger, QueryInteger } from './query-integer';
import { reportTypeProblemsFirst } from './type-problems';

class Page {
  @IsOptional()
  @QueryInteger(0, Number.MAX_SAFE_INTEGER)
  offset?: number;
}

async function problems(query: Record<string, unknown>) {
  const object = plainToInstance(Page, query);
  const errors = await validate(object);
  reportTypeProblemsFirst(errors, object);
  return errors.map((error) => error.constraints);
}

describe('QueryInteger', () => {
  it('reads a written integer as its number', async () => {
    expect(parseQueryInteger('0')).toBe(0);
    expect(parseQueryInteger('007')).toBe(7);
    expect(parseQueryInteger('-3')).toBe(-3);
    expect(await problems({ offset: '20' })).toEqual([]);
  });

  it('refuses an empty value, null and other text with the whole rule, not as 0 or a bound', async () => {
    const rule = { isInt: 'offset must be an integer from 0 to 9007199254740991' };
    for (const offset of ['', ' ', 'null', '1.5', '1e3', '0x10', '+1', ['1', '2']])
      expect(await problems({ offset })).toEqual([rule]);
  });

  it('names the bound an integer passes', async () => {
    expect(await problems({ offset: '-1' })).toEqual([{ min: 'offset must not be less than 0' }]);
    expect(await problems({ offset: '9007199254740992' })).toEqual([
      { max: 'offset must not be greater than 9007199254740991' },
    ]);
  });
});
