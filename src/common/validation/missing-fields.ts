import type { ValidationError } from 'class-validator';

// Constraints that fail on an absent value because it has no type: for a missing field they all
// say the same thing, and the first one class-validator lists is often a length ("name must be
// shorter than or equal to 200 characters"), since decorators run bottom-up.
const TYPE_CONSTRAINTS = new Set([
  'isDefined',
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isArray',
  'isObject',
  'isIn',
  'isEnum',
  'isUUID',
  'isUuid',
  'nestedValidation',
]);

/**
 * Rewrites the errors of a required field that is absent (undefined in the validated object) to
 * one constraint, `isDefined: "<field> is required"`, so the answer leads with what is missing.
 * Present values keep class-validator's messages. Walks nested objects and array items.
 */
export function reportMissingAsRequired(errors: ValidationError[], object: unknown): void {
  const stack = errors.map((error) => ({ error, parent: object }));
  while (stack.length > 0) {
    const { error, parent } = stack.pop()!;
    const value =
      parent !== null && typeof parent === 'object'
        ? (parent as Record<string, unknown>)[error.property]
        : undefined;
    const constraints = Object.keys(error.constraints ?? {});
    if (value === undefined && constraints.some((name) => TYPE_CONSTRAINTS.has(name))) {
      error.constraints = { isDefined: `${error.property} is required` };
      error.children = [];
      continue;
    }
    for (const child of error.children ?? []) stack.push({ error: child, parent: value });
  }
}
