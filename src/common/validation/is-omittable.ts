import { ValidateIf } from 'class-validator';

/**
 * Like IsOptional, but only an absent field skips validation: an explicit null is validated
 * like any other value, so `{"enabled": null}` is a 400 instead of a NOT NULL violation (500)
 * in the database. For fields whose contract gives null no meaning.
 */
export function IsOmittable(): PropertyDecorator {
  return ValidateIf((_object: unknown, value: unknown) => value !== undefined);
}
