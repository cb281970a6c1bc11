import { applyDecorators } from '@nestjs/common';
import { IsDateString, MaxLength } from 'class-validator';

/** Longer than any ISO 8601 date-time a client means (nanoseconds and an offset fit in 35). */
export const DATE_TIME_MAX_LENGTH = 64;

/** An ISO 8601 date-time (strict calendar check), bounded in length like every input string. */
export function IsDateTimeString() {
  return applyDecorators(IsDateString({ strict: true }), MaxLength(DATE_TIME_MAX_LENGTH));
}
