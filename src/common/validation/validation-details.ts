import type { ValidationError } from 'class-validator';
import type { ErrorDetail } from '../errors/domain-error';

/** At most this many `details[]` items are sent; the message counts the rest. */
export const MAX_VALIDATION_DETAILS = 20;

/** class-validator constraint names mapped onto the issue codes integrators already know. */
const CODE_BY_CONSTRAINT: Record<string, string> = {
  isDefined: 'invalid_type',
  isNotEmpty: 'too_small',
  isString: 'invalid_type',
  isInt: 'invalid_type',
  isNumber: 'invalid_type',
  isBoolean: 'invalid_type',
  isArray: 'invalid_type',
  isObject: 'invalid_type',
  nestedValidation: 'invalid_type',
  isIn: 'invalid_enum_value',
  isEnum: 'invalid_enum_value',
  min: 'too_small',
  minLength: 'too_small',
  arrayMinSize: 'too_small',
  arrayNotEmpty: 'too_small',
  max: 'too_big',
  maxLength: 'too_big',
  arrayMaxSize: 'too_big',
  maxKeys: 'too_big',
  isUrl: 'invalid_string',
  isEmail: 'invalid_string',
  isUuid: 'invalid_string',
  matches: 'invalid_string',
  isDateString: 'invalid_string',
  isIso8601: 'invalid_string',
  isHexColor: 'invalid_string',
};

export interface ValidationSummary {
  /** The first MAX_VALIDATION_DETAILS problems, in the order class-validator found them. */
  details: ErrorDetail[];
  /** How many problems there were in all. */
  total: number;
}

/**
 * Flattens nested class-validator errors into the spec's `details[] {field, message, code}`,
 * depth first and without recursion, keeping the first few so that a body with thousands of
 * bad items cannot turn into an answer thousands of times its size.
 */
export function summariseValidationErrors(
  errors: ValidationError[],
  limit = MAX_VALIDATION_DETAILS,
): ValidationSummary {
  const details: ErrorDetail[] = [];
  let total = 0;
  const stack = [...errors].reverse().map((error) => ({ error, parentPath: '' }));
  while (stack.length > 0) {
    const { error, parentPath } = stack.pop()!;
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
      total++;
      if (details.length < limit) details.push(detailFor(constraint, message, path));
    }
    const children = error.children ?? [];
    for (let index = children.length - 1; index >= 0; index--) {
      stack.push({ error: children[index], parentPath: path });
    }
  }
  return { details, total };
}

/**
 * The spec's detail of undeclared keys (public-api.md): an empty field, the keys named in the
 * message; `why` when a key is declared elsewhere but not here.
 */
export function unrecognizedKeysDetail(paths: readonly string[], why?: string): ErrorDetail {
  const named = paths.map((path) => `'${path}'`).join(', ');
  return {
    field: '',
    message: `Unrecognized key(s) in object: ${named}${why ? ` (${why})` : ''}`,
    code: 'unrecognized_keys',
  };
}

function detailFor(constraint: string, message: string, path: string): ErrorDetail {
  if (constraint === 'whitelistValidation') return unrecognizedKeysDetail([path]);
  return { field: path, message, code: CODE_BY_CONSTRAINT[constraint] ?? 'custom' };
}
