import { ValidateIf } from 'class-validator';

/**
 * For optional body fields. Like IsOptional, but only an absent field skips validation: an
 * explicit null is validated like any other value, so `{"enabled": null}` is a 400 naming the
 * field instead of reaching the database (a NOT NULL violation) or being silently ignored.
 * Query DTOs keep IsOptional: a query value is never null.
 */
export function IsOmittable(): PropertyDecorator {
  return ValidateIf((_object: unknown, value: unknown) => value !== undefined);
}

/**
 * For optional body fields where the contract gives null a meaning (it clears the value, or
 * means "every event type"): absent and null skip validation, any other value is validated.
 */
export function IsNullable(): PropertyDecorator {
  return ValidateIf((_object: unknown, value: unknown) => value !== undefined && value !== null);
}
