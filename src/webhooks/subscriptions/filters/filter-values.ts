import { UUID_PATTERN } from '../../../common/ids';
import { isDateTimeString } from '../../../common/validation/date-time';
import type { FieldShape } from './filter-fields';
import { FilterScalar, MAX_FILTER_STRING_LENGTH, RangeOperator } from './filter-grammar';

/** A value the field's type takes (normalised), or why not. */
export type ValueCheck<T> = { value: T } | { refused: { message: string; code: string } };

/** A date-time with a time and an explicit offset: without one the instant is ambiguous. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

export const KIND_WORDS: Record<FieldShape['kind'], string> = {
  string: 'a string',
  uuid: 'a uuid',
  'date-time': 'an ISO 8601 date-time',
  number: 'a number',
  boolean: 'a boolean',
  other: 'an array, an object or any JSON value',
};

const refuse = (message: string, code = 'invalid_type') => ({ refused: { message, code } });

/**
 * An equality value for a field named `key` with these shapes (one per subscribed type that has
 * it): accepted when it suits at least one of them, and normalised as the events write it.
 */
export function checkScalar(
  key: string,
  shapes: readonly FieldShape[],
  value: unknown,
): ValueCheck<FilterScalar> {
  if (value === null) {
    return shapes.some((shape) => shape.nullable) ? { value } : refuse(`${key} is never null`);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return refuse('numbers must be finite');
    return shapes.some((shape) => shape.kind === 'number')
      ? { value }
      : refuse(`${key} is ${describeShapes(shapes)}, not a number`);
  }
  if (typeof value === 'boolean') {
    return shapes.some((shape) => shape.kind === 'boolean')
      ? { value }
      : refuse(`${key} is ${describeShapes(shapes)}, not a boolean`);
  }
  if (typeof value !== 'string') return refuse('values must be strings, numbers, booleans or null');
  if (value.length > MAX_FILTER_STRING_LENGTH)
    return refuse(`strings must be at most ${MAX_FILTER_STRING_LENGTH} characters`, 'too_big');
  const textual = shapes.filter((shape) => ['string', 'uuid', 'date-time'].includes(shape.kind));
  if (textual.length === 0) return refuse(`${key} is ${describeShapes(shapes)}, not a string`);
  const suited = textual.filter((shape) => stringSuits(shape, value));
  if (suited.length === 0) {
    const shape = textual[0];
    if (shape.kind === 'string' && shape.enum)
      return refuse(`${key} is one of ${shape.enum.join(', ')}`, 'invalid_enum_value');
    return refuse(`${key} is ${KIND_WORDS[shape.kind]}`, 'invalid_string');
  }
  // Compared as the events carry them: uuids in lower case, date-times as UTC ISO strings.
  if (suited.every((shape) => shape.kind === 'uuid')) return { value: value.toLowerCase() };
  if (suited.every((shape) => shape.kind === 'date-time'))
    return { value: canonicalDateTime(value) };
  return { value };
}

/** The bound of `$gt`, `$lt`, `$gte` or `$lte`: a number, or a date-time for a date-time field. */
export function checkRange(
  key: string,
  shapes: readonly FieldShape[],
  operator: RangeOperator,
  value: unknown,
): ValueCheck<number | string> {
  const number = shapes.some((shape) => shape.kind === 'number');
  const dateTime = shapes.some((shape) => shape.kind === 'date-time');
  if (!number && !dateTime) {
    return refuse(
      `${operator} compares numbers and date-times; ${key} is ${describeShapes(shapes)}`,
      'invalid_operator',
    );
  }
  if (number && typeof value === 'number' && Number.isFinite(value)) return { value };
  if (dateTime && typeof value === 'string' && isDateTime(value))
    return { value: canonicalDateTime(value) };
  const wanted = [number && 'a finite number', dateTime && 'an ISO 8601 date-time with an offset']
    .filter(Boolean)
    .join(' or ');
  return refuse(`${operator} on ${key} takes ${wanted}`);
}

function stringSuits(shape: FieldShape, value: string): boolean {
  if (shape.kind === 'uuid') return UUID_PATTERN.test(value);
  if (shape.kind === 'date-time') return isDateTime(value);
  return !shape.enum || shape.enum.includes(value);
}

function isDateTime(value: string): boolean {
  return isDateTimeString(value) && DATE_TIME.test(value);
}

/** Event data carries date-times as `toISOString()` writes them, so strings compare in time order. */
function canonicalDateTime(value: string): string {
  return new Date(value).toISOString();
}

function describeShapes(shapes: readonly FieldShape[]): string {
  return [...new Set(shapes.map((shape) => KIND_WORDS[shape.kind]))].join(' or ');
}
