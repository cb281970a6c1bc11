import { ErrorDetail, ValidationFailedError } from '../../../common/errors/domain-error';
import { MAX_VALIDATION_DETAILS } from '../../../common/validation/validation-details';
import { FieldShape, filterFieldsOf, FilterFields } from './filter-fields';
import { checkRange, checkScalar, KIND_WORDS, ValueCheck } from './filter-values';
import {
  FIELD_PREFIX,
  FieldCondition,
  FILTER_OPERATORS,
  FilterScalar,
  MAX_FILTER_BRANCHES,
  MAX_FILTER_JSON_LENGTH,
  MAX_FILTER_KEY_LENGTH,
  MAX_FILTER_KEYS,
  MAX_FILTER_VALUES,
  ParsedFilter,
  RangeOperator,
} from './filter-grammar';

const OPERATOR_LIST = FILTER_OPERATORS.join(', ');

interface Context {
  fields: FilterFields;
  eventTypes: readonly string[] | null;
  problems: ErrorDetail[];
  /** Added to every message (why a filter the request did not carry is checked). */
  note: string;
}

/**
 * Parses an owner's filter and checks it against the data schemas of the subscription's event
 * types (null: every type). Throws 400 VALIDATION_ERROR with one detail per problem, each
 * `field` the path of the offending key or value (`filter.data.agentId`, `filter.$or.1.data.x.$gt`).
 */
export function parseSubscriptionFilter(
  filter: unknown,
  eventTypes: readonly string[] | null,
  note = '',
): ParsedFilter {
  const context: Context = { fields: filterFieldsOf(eventTypes), eventTypes, problems: [], note };
  let parsed: ParsedFilter = { all: [], anyOf: null };
  if (!isObject(filter)) {
    problem(context, 'filter', 'filter must be an object (or null for none)', 'invalid_type');
  } else if (JSON.stringify(filter).length > MAX_FILTER_JSON_LENGTH) {
    problem(
      context,
      'filter',
      `filter must be at most ${MAX_FILTER_JSON_LENGTH} characters as JSON`,
      'too_big',
    );
  } else {
    parsed = parseObject(context, filter, 'filter', true);
  }
  const { problems } = context;
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_VALIDATION_DETAILS);
    throw new ValidationFailedError(
      shown,
      problems.length === 1
        ? problems[0].message
        : `filter is not valid (${problems.length} problems)`,
    );
  }
  return parsed;
}

function parseObject(
  context: Context,
  object: Record<string, unknown>,
  path: string,
  top: boolean,
): ParsedFilter {
  const parsed: ParsedFilter = { all: [], anyOf: null };
  const keys = Object.keys(object);
  if (keys.length === 0) {
    const message = top
      ? 'filter must hold at least one condition (null removes the filter)'
      : `${path} must hold at least one condition`;
    problem(context, path, message, 'too_small');
  } else if (keys.length > MAX_FILTER_KEYS) {
    problem(context, path, `${path} must have at most ${MAX_FILTER_KEYS} keys`, 'too_big');
    return parsed;
  }
  for (const key of keys) {
    if (key.length > MAX_FILTER_KEY_LENGTH) {
      problem(context, path, `keys must be at most ${MAX_FILTER_KEY_LENGTH} characters`, 'too_big');
    } else if (key === '$or' && top) {
      parsed.anyOf = parseBranches(context, object[key], `${path}.$or`);
    } else if (key === '$or') {
      problem(
        context,
        `${path}.$or`,
        '$or is allowed only at the top level of a filter',
        'invalid_operator',
      );
    } else if (key.startsWith('$')) {
      problem(
        context,
        `${path}.${key}`,
        `unknown operator ${key}: the keys of a filter are data.<field> and $or`,
        'unknown_operator',
      );
    } else {
      parsed.all.push(...parseField(context, key, object[key], `${path}.${key}`));
    }
  }
  return parsed;
}

function parseBranches(context: Context, value: unknown, path: string): FieldCondition[][] | null {
  if (!Array.isArray(value)) {
    problem(context, path, '$or must be an array of filter objects', 'invalid_type');
    return null;
  }
  if (value.length === 0 || value.length > MAX_FILTER_BRANCHES) {
    const code = value.length === 0 ? 'too_small' : 'too_big';
    problem(context, path, `$or must hold 1 to ${MAX_FILTER_BRANCHES} filter objects`, code);
    return null;
  }
  return value.map((branch: unknown, index) => {
    const at = `${path}.${index}`;
    if (isObject(branch)) return parseObject(context, branch, at, false).all;
    problem(context, at, `${at} must be a filter object`, 'invalid_type');
    return [];
  });
}

function parseField(context: Context, key: string, value: unknown, path: string): FieldCondition[] {
  const field = key.startsWith(FIELD_PREFIX) ? key.slice(FIELD_PREFIX.length) : undefined;
  if (field === undefined || field === '' || field.includes('.')) {
    problem(
      context,
      path,
      `${key} is not a filter key: name a top-level field of the event's data as data.<field>`,
      'unknown_field',
    );
    return [];
  }
  const shapes = context.fields.get(field);
  if (!shapes) {
    const types = context.eventTypes ? context.eventTypes.join(', ') : 'any event type';
    problem(
      context,
      path,
      `${key} is not a field of the data of ${types} (see GET /v1/webhooks/event-types)`,
      'unknown_field',
    );
    return [];
  }
  const target = { context, field, key, shapes };
  if (Array.isArray(value)) return listCondition(target, value, path);
  if (!isObject(value)) {
    const scalar = parseScalar(target, value, path);
    return scalar === undefined ? [] : [{ field, test: 'in', values: [scalar.value] }];
  }
  return parseOperators(target, value, path);
}

interface Target {
  context: Context;
  field: string;
  key: string;
  shapes: readonly FieldShape[];
}

function parseOperators(
  target: Target,
  operators: Record<string, unknown>,
  path: string,
): FieldCondition[] {
  const { context, field } = target;
  const names = Object.keys(operators);
  if (names.length === 0) {
    problem(
      context,
      path,
      `${path} must hold at least one operator (${OPERATOR_LIST})`,
      'too_small',
    );
    return [];
  }
  const conditions: FieldCondition[] = [];
  for (const name of names) {
    const value = operators[name];
    const at = name.length > MAX_FILTER_KEY_LENGTH ? path : `${path}.${name}`;
    if (!name.startsWith('$')) {
      problem(
        context,
        at,
        `an object value holds operators only (${OPERATOR_LIST}); fields inside a field cannot be filtered`,
        'invalid_type',
      );
    } else if (!(FILTER_OPERATORS as readonly string[]).includes(name)) {
      const which = at === path ? 'an operator' : name;
      problem(context, at, `unknown operator ${which}: use ${OPERATOR_LIST}`, 'unknown_operator');
    } else if (name === '$exists') {
      if (typeof value === 'boolean') conditions.push({ field, test: 'exists', exists: value });
      else problem(context, at, '$exists must be true or false', 'invalid_type');
    } else if (name === '$in') {
      if (Array.isArray(value)) conditions.push(...listCondition(target, value, at));
      else problem(context, at, '$in must be an array of values', 'invalid_type');
    } else {
      const range = rangeCondition(target, name as RangeOperator, value, at);
      if (range) conditions.push(range);
    }
  }
  return conditions;
}

function listCondition(target: Target, items: unknown[], path: string): FieldCondition[] {
  const { context, field } = target;
  if (!comparable(target, path)) return [];
  if (items.length === 0 || items.length > MAX_FILTER_VALUES) {
    const code = items.length === 0 ? 'too_small' : 'too_big';
    problem(context, path, `a list of values must hold 1 to ${MAX_FILTER_VALUES} values`, code);
    return [];
  }
  const values: FilterScalar[] = [];
  items.forEach((item, index) => {
    const scalar = parseScalar(target, item, `${path}.${index}`, false);
    if (scalar) values.push(scalar.value);
  });
  return values.length === items.length ? [{ field, test: 'in', values }] : [];
}

/** Equality and membership need a field with a comparable type. */
function comparable(target: Target, path: string): boolean {
  if (target.shapes.some((shape) => shape.kind !== 'other')) return true;
  problem(
    target.context,
    path,
    `${target.key} is ${KIND_WORDS.other}: it can only be tested with $exists`,
    'invalid_operator',
  );
  return false;
}

/** An equality value of the field's type, normalised as the events write it; undefined if not. */
function parseScalar(
  target: Target,
  value: unknown,
  path: string,
  checkComparable = true,
): { value: FilterScalar } | undefined {
  if (checkComparable && !comparable(target, path)) return undefined;
  return accepted(target.context, path, checkScalar(target.key, target.shapes, value));
}

function rangeCondition(
  target: Target,
  operator: RangeOperator,
  value: unknown,
  path: string,
): FieldCondition | undefined {
  const checked = accepted(
    target.context,
    path,
    checkRange(target.key, target.shapes, operator, value),
  );
  return checked && { field: target.field, test: operator, value: checked.value };
}

function accepted<T>(
  context: Context,
  path: string,
  check: ValueCheck<T>,
): { value: T } | undefined {
  if ('value' in check) return check;
  problem(context, path, check.refused.message, check.refused.code);
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function problem(context: Context, field: string, message: string, code: string): void {
  context.problems.push({ field, message: `${message}${context.note}`, code });
}
