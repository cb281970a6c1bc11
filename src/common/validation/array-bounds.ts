import {
  ARRAY_MAX_SIZE,
  getMetadataStorage,
  IS_OBJECT,
  ValidationError,
  ValidationTypes,
} from 'class-validator';

interface ArrayBound {
  property: string;
  max: number;
}

/** A `@ValidateNested` property: one DTO, or (`each`) an array of them. */
interface NestedRule {
  property: string;
  each: boolean;
}

interface ClassRules {
  /** Whether class-validator knows the class at all (a DTO, not a Date or a Buffer). */
  validated: boolean;
  bounds: ArrayBound[];
  nested: NestedRule[];
}

interface Visit {
  value: object;
  path: string[];
}

type Constructor = abstract new (...args: never[]) => unknown;

const rulesByClass = new Map<Constructor, ClassRules>();

type Check = (
  value: Record<string, unknown>,
  rules: ClassRules,
  path: string[],
) => ValidationError[];

/**
 * The arrays of a DTO instance (and of its nested DTOs) that hold more items than their
 * `@ArrayMaxSize`, as class-validator errors. It runs before class-validator, which would first
 * validate every item of an over-long array and report each of them, so an oversized array costs
 * one length check and one error instead of work and an answer that grow with its size.
 */
export function findOversizedArrays(root: object): ValidationError[] {
  return findInDtos(root, oversizedArrays);
}

const oversizedArrays: Check = (value, rules, path) =>
  rules.bounds.flatMap(({ property, max }) => {
    const items: unknown = value[property];
    if (!Array.isArray(items) || items.length <= max) return [];
    const field = [...path, property];
    return [
      errorAt(
        field,
        ARRAY_MAX_SIZE,
        `${field.join('.')} must contain no more than ${max} elements`,
      ),
    ];
  });

/**
 * Arrays where `@ValidateNested` expects an object. class-validator validates any array it meets
 * there item by item, so `runtime: []` (no item, no error) and `skills: [[]]` passed validation:
 * the first reached the runtime checks as an array (a 500), the second was stored.
 */
export function findArraysForObjects(root: object): ValidationError[] {
  return findInDtos(root, arraysForObjects);
}

const arraysForObjects: Check = (value, rules, path) =>
  rules.nested.flatMap(({ property, each }) => {
    const nested: unknown = value[property];
    if (!Array.isArray(nested)) return [];
    const misplaced = each
      ? nested.flatMap((item: unknown, index) => (Array.isArray(item) ? [String(index)] : []))
      : [undefined];
    return misplaced.slice(0, 1).map((index) => {
      const field = index === undefined ? [...path, property] : [...path, property, index];
      return errorAt(field, IS_OBJECT, `${field.join('.')} must be an object`);
    });
  });

/**
 * Both shape checks above in one walk of the DTO tree, as the global pipe runs them before
 * class-validator: an oversized array is reported before an array where an object belongs.
 */
export function findShapeProblems(root: object): ValidationError[] {
  return findInDtos(root, (value, rules, path) => {
    const oversized = oversizedArrays(value, rules, path);
    return oversized.length > 0 ? oversized : arraysForObjects(value, rules, path);
  });
}

/** Runs `check` on the instance and its nested DTO instances, stopping at the first findings. */
function findInDtos(root: object, check: Check): ValidationError[] {
  const errors: ValidationError[] = [];
  const stack: Visit[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    errors.push(
      ...check(value as Record<string, unknown>, rulesOf(value.constructor as Constructor), path),
    );
    if (errors.length > 0) continue;
    for (const [key, child] of Object.entries(value)) {
      if (child === null || typeof child !== 'object') continue;
      if (Array.isArray(child)) {
        child.forEach((item: unknown, index) => {
          if (isDtoInstance(item)) stack.push({ value: item, path: [...path, key, String(index)] });
        });
      } else if (isDtoInstance(child)) {
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return errors;
}

function isDtoInstance(value: unknown): value is object {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    value.constructor !== Object &&
    rulesOf(value.constructor as Constructor).validated
  );
}

function rulesOf(target: Constructor): ClassRules {
  let rules = rulesByClass.get(target);
  if (!rules) {
    const metadatas = getMetadataStorage().getTargetValidationMetadatas(target, '', true, false);
    rules = {
      validated: metadatas.length > 0,
      bounds: metadatas
        .filter((metadata) => metadata.name === ARRAY_MAX_SIZE && !metadata.each)
        .map((metadata) => ({
          property: metadata.propertyName,
          max: Number((metadata.constraints as unknown[])[0]),
        })),
      nested: metadatas
        .filter((metadata) => metadata.type === ValidationTypes.NESTED_VALIDATION)
        .map((metadata) => ({ property: metadata.propertyName, each: metadata.each === true })),
    };
    rulesByClass.set(target, rules);
  }
  return rules;
}

/** Nests the error under its path so the details mapper names it `skills.3.commands`. */
function errorAt(path: string[], constraint: string, message: string): ValidationError {
  let error: ValidationError = Object.assign(new ValidationError(), {
    property: path[path.length - 1],
    constraints: { [constraint]: message },
    children: [],
  });
  for (let index = path.length - 2; index >= 0; index--) {
    error = Object.assign(new ValidationError(), { property: path[index], children: [error] });
  }
  return error;
}
