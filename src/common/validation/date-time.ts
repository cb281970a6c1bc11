import { isISO8601, maxLength, ValidateBy, type ValidationOptions } from 'class-validator';

/** Longer than any ISO 8601 date-time a client means (nanoseconds and an offset fit in 35). */
export const DATE_TIME_MAX_LENGTH = 64;

/** An ISO 8601 date-time (strict calendar check), bounded in length like every input string. */
export function isDateTimeString(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    maxLength(value, DATE_TIME_MAX_LENGTH) &&
    isISO8601(value, { strict: true })
  );
}

/**
 * `isDateTimeString` as a class-validator constraint. One constraint, so a bad value gets one
 * detail (`invalid_string`, as `IsDateString` gives).
 */
export function IsDateTimeString(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDateString',
      validator: {
        validate: isDateTimeString,
        defaultMessage: (args) =>
          `${args?.property ?? 'value'} must be an ISO 8601 date-time of at most ${DATE_TIME_MAX_LENGTH} characters`,
      },
    },
    options,
  );
}
