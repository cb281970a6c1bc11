import { ValidateIf } from 'class-validator';

/**
 * Like IsOptional, but only an absent field skips validation: an explicit null is validated
 * like any other value, so `{"name": null}` is a 400 instead of reaching the database.
 */
export function IsOmittable(): PropertyDecorator {
  return ValidateIf((_object: unknown, value: unknown) => value !== undefined);
}
