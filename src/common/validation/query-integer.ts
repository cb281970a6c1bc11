import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** How an integer is written in a query string: digits, with a minus sign for a negative one. */
const INTEGER_TEXT = /^-?[0-9]+$/;

/**
 * A query value as the number it writes, when it writes an integer; anything else stays as sent
 * and fails IsInt. `Number()` would read `limit=` (and ` `) as 0, `0x10` as 16 and `1e3` as 1000.
 */
export function parseQueryInteger(value: unknown): unknown {
  return typeof value === 'string' && INTEGER_TEXT.test(value) ? Number(value) : value;
}

/**
 * An integer query parameter from `min` to `max` (docs/platform.md, "Pagination"). A value that
 * is no integer, empty included, is refused with one detail naming the whole rule.
 */
export function QueryInteger(min: number, max: number): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => parseQueryInteger(value)),
    IsInt({ message: `$property must be an integer from ${min} to ${max}` }),
    Min(min),
    Max(max),
  );
}
