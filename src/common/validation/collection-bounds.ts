import { buildMessage, ValidateBy, type ValidationOptions } from 'class-validator';

/** A map-like object (`Record<string, …>`) with at most `max` keys; other values pass. */
export function MaxKeys(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxKeys',
      constraints: [max],
      validator: {
        validate: (value: unknown) =>
          typeof value !== 'object' || value === null || Object.keys(value).length <= max,
        defaultMessage: buildMessage(
          (eachPrefix) => `${eachPrefix}$property must have at most $constraint1 keys`,
          options,
        ),
      },
    },
    options,
  );
}
