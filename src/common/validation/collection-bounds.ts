import { Transform } from 'class-transformer';
import { ArrayMaxSize, buildMessage, ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * At most `max` items (ArrayMaxSize), and a longer array reaches the property's other validators
 * cut to its first `max + 1` items. class-validator runs every validator of a property even after
 * ArrayMaxSize has failed: ArrayUnique is quadratic (100,000 distinct strings in a 1 MB body held
 * the event loop for seconds), and nested validation reports a child error per item (30,000 `{}`
 * scopes overflowed the stack while the error details were built: a 500). One item over the
 * bound keeps the too_big refusal; the rest would only repeat it.
 */
export function MaxItems(max: number, options?: ValidationOptions): PropertyDecorator {
  const cap = Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) && value.length > max ? value.slice(0, max + 1) : value,
  );
  const limit = ArrayMaxSize(max, options);
  return (target, property) => {
    cap(target, property);
    limit(target, property);
  };
}

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
