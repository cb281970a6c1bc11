/**
 * Subscription filters: the grammar's bounds and its parsed form. The grammar itself, with
 * examples, is in docs/webhooks-delivery.md ("Filters") and in FILTER_DESCRIPTION
 * (filter-openapi.ts).
 */

/** Keys of one filter object: the top level (`$or` included) and each `$or` branch. */
export const MAX_FILTER_KEYS = 10;
/** Branches of the one top-level `$or`. */
export const MAX_FILTER_BRANCHES = 10;
/** Values of one list (an array value or `$in`). */
export const MAX_FILTER_VALUES = 50;
/** Characters of a string value. */
export const MAX_FILTER_STRING_LENGTH = 256;
/** Characters of a key (`data.<field>`); longer keys are refused without being echoed. */
export const MAX_FILTER_KEY_LENGTH = 100;
/** Characters of the whole filter as JSON: bounds what the relay evaluates per event. */
export const MAX_FILTER_JSON_LENGTH = 4096;

export const FIELD_PREFIX = 'data.';

export const RANGE_OPERATORS = ['$gt', '$lt', '$gte', '$lte'] as const;
export const FILTER_OPERATORS = ['$in', '$exists', ...RANGE_OPERATORS] as const;

export type RangeOperator = (typeof RANGE_OPERATORS)[number];
export type FilterScalar = string | number | boolean | null;

/** One test of one field; values are normalised (date-times to UTC ISO, uuids lower case). */
export type FieldCondition =
  | { field: string; test: 'in'; values: FilterScalar[] }
  | { field: string; test: 'exists'; exists: boolean }
  | { field: string; test: RangeOperator; value: number | string };

/** Every condition of `all` and, when there is a `$or`, every condition of one of its branches. */
export interface ParsedFilter {
  all: FieldCondition[];
  anyOf: FieldCondition[][] | null;
}

/** The filter as an owner sends it and reads it back: keys `data.<field>` and `$or`. */
export type SubscriptionFilter = Record<string, unknown>;
