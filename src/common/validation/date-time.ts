import { isISO8601, maxLength, ValidateBy, type ValidationOptions } from 'class-validator';

/** Longer than any ISO 8601 date-time a client means (nanoseconds and an offset fit in 35). */
export const DATE_TIME_MAX_LENGTH = 64;

/**
 * A calendar date (a year, a year and month, or a whole date: 2030, 2030-01, 2030-01-01) before
 * any time. ISO 8601 also has week dates, which `Date` cannot read, and ordinal ones, which it
 * misreads (`2030-002` as 1 February).
 */
const CALENDAR_DATE = /^\d{4}(-\d{2}(-\d{2})?)?(?![\d-])/;

/**
 * A time of day names its offset (RFC 3339, the document's `date-time`): without one, `Date`
 * would read it in the server's time zone. A date alone is read as UTC midnight.
 */
const TIME_WITHOUT_OFFSET = /[Tt ][^Zz+-]*$/;

/**
 * An ISO 8601 date-time (strict calendar check), bounded in length like every input string, that
 * `Date` reads as the instant it names. ISO 8601 forms `Date` cannot read (basic format
 * 20300101T000000Z, an hour alone as in 2030-01-01T10Z, an offset +05, a decimal comma) would
 * become an Invalid Date, which Postgres refuses; a time without an offset would be misread.
 */
export function isDateTimeString(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    maxLength(value, DATE_TIME_MAX_LENGTH) &&
    isISO8601(value, { strict: true }) &&
    CALENDAR_DATE.test(value) &&
    !TIME_WITHOUT_OFFSET.test(value) &&
    Number.isFinite(Date.parse(value))
  );
}

/** Why a value is not a date-time `isDateTimeString` takes. */
export function dateTimeRule(field: string): string {
  return `${field} must be an ISO 8601 date-time in calendar form with its offset (2030-01-01T10:00:00Z) of at most ${DATE_TIME_MAX_LENGTH} characters`;
}

/**
 * `isDateTimeString` as a class-validator constraint, the one rule of every date-time the API
 * takes. One constraint, so a bad value gets one detail (`invalid_string`, as `IsDateString`
 * gives).
 */
export function IsDateTimeString(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDateString',
      validator: {
        validate: isDateTimeString,
        defaultMessage: (args) => dateTimeRule(args?.property ?? 'value'),
      },
    },
    options,
  );
}
