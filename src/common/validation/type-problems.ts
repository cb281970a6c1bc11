import type { ValidationError } from 'class-validator';

// Constraints that say what type a value must have. When one fails, the value's other
// constraints fail with it and say nothing true: class-validator lists them all, often a length
// or a bound first, since decorators run bottom-up (`{"name": null}` read "name must be shorter
// than or equal to 200 characters", `offset=null` "must not be greater than 9007199254740991").
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
 * Rewrites the errors of a value whose type is wrong to that one problem, so the answer leads
 * with what is wrong: an absent required field is one `isDefined: "<field> is required"`; a null
 * or a value of another type keeps only its type constraint (`name must be a string, not
 * null`). Values of the right type keep class-validator's messages. Walks nested objects and
 * array items.
 */
export function reportTypeProblemsFirst(errors: ValidationError[], object: unknown): void {
  const stack = errors.map((error) => ({ error, parent: object }));
  while (stack.length > 0) {
    const { error, parent } = stack.pop()!;
    const value =
      parent !== null && typeof parent === 'object'
        ? (parent as Record<string, unknown>)[error.property]
        : undefined;
    const constraints = error.constraints ?? {};
    const typeProblem = Object.keys(constraints).find((name) => TYPE_CONSTRAINTS.has(name));
    if (typeProblem && value === undefined) {
      error.constraints = { isDefined: `${error.property} is required` };
      error.children = [];
      continue;
    }
    if (typeProblem) {
      const message = constraints[typeProblem];
      error.constraints = { [typeProblem]: value === null ? `${message}, not null` : message };
      error.children = [];
      continue;
    }
    for (const child of error.children ?? []) stack.push({ error: child, parent: value });
  }
}
