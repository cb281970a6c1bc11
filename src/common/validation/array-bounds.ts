import { ARRAY_MAX_SIZE, getMetadataStorage, ValidationError } from 'class-validator';

interface ArrayBound {
  property: string;
  max: number;
}

interface ClassRules {
  /** Whether class-validator knows the class at all (a DTO, not a Date or a Buffer). */
  validated: boolean;
  bounds: ArrayBound[];
}

interface Visit {
  value: object;
  path: string[];
}

type Constructor = abstract new (...args: never[]) => unknown;

const rulesByClass = new Map<Constructor, ClassRules>();

/**
 * The arrays of a DTO instance (and of its nested DTOs) that hold more items than their
 * `@ArrayMaxSize`, as class-validator errors. It runs before class-validator, which would first
 * validate every item of an over-long array and report each of them, so an oversized array costs
 * one length check and one error instead of work and an answer that grow with its size.
 */
export function findOversizedArrays(root: object): ValidationError[] {
  const errors: ValidationError[] = [];
  const stack: Visit[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    for (const { property, max } of rulesOf(value.constructor as Constructor).bounds) {
      const items: unknown = (value as Record<string, unknown>)[property];
      if (Array.isArray(items) && items.length > max) {
        errors.push(errorAt([...path, property], max));
      }
    }
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
    };
    rulesByClass.set(target, rules);
  }
  return rules;
}

/** Nests the error under its path so the details mapper names it `skills.3.commands`. */
function errorAt(path: string[], max: number): ValidationError {
  const field = path.join('.');
  let error: ValidationError = Object.assign(new ValidationError(), {
    property: path[path.length - 1],
    constraints: { [ARRAY_MAX_SIZE]: `${field} must contain no more than ${max} elements` },
    children: [],
  });
  for (let index = path.length - 2; index >= 0; index--) {
    error = Object.assign(new ValidationError(), { property: path[index], children: [error] });
  }
  return error;
}
