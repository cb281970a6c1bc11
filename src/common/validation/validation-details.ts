import type { ValidationError } from 'class-validator';
import type { ErrorDetail } from '../errors/domain-error';

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
  isUrl: 'invalid_string',
  isEmail: 'invalid_string',
  isUuid: 'invalid_string',
  matches: 'invalid_string',
  isDateString: 'invalid_string',
  isIso8601: 'invalid_string',
  isHexColor: 'invalid_string',
};

/** Flattens nested class-validator errors into the spec's `details[] {field, message, code}`. */
export function validationDetails(errors: ValidationError[], parentPath = ''): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  for (const error of errors) {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
      if (constraint === 'whitelistValidation') {
        // The spec: undeclared keys have an empty field and are named in the message.
        details.push({
          field: '',
          message: `Unrecognized key(s) in object: '${path}'`,
          code: 'unrecognized_keys',
        });
      } else {
        details.push({ field: path, message, code: CODE_BY_CONSTRAINT[constraint] ?? 'custom' });
      }
    }
    if (error.children?.length) details.push(...validationDetails(error.children, path));
  }
  return details;
}
