import {
  MAX_FILTER_BRANCHES,
  MAX_FILTER_JSON_LENGTH,
  MAX_FILTER_KEY_LENGTH,
  MAX_FILTER_KEYS,
  MAX_FILTER_STRING_LENGTH,
  MAX_FILTER_VALUES,
} from './filter-grammar';
import { ApiSchema, type ApiPropertyOptions } from '@nestjs/swagger';
import type {
  ReferenceObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { DATE_TIME_MAX_LENGTH } from '../../../common/validation/date-time';

const FILTER_DESCRIPTION =
  'A subscription filter: only the events whose `data` matches are delivered (on top of ' +
  '`eventTypes`; a filtered-out event gets no delivery at all). Keys name a top-level field of the data as `data.<field>`; the value is a string, ' +
  'number, boolean or null (equality), an array of them (the field equals one of them), or an ' +
  'object of operators: `$in` (array), `$exists` (boolean; a field present with null exists), ' +
  '`$gt`, `$lt`, `$gte`, `$lte` (numbers, or ISO 8601 date-times with an offset for date-time ' +
  'fields, compared to the millisecond). Several keys must all match; a top-level `$or` holds ' +
  'filter objects of which one must match (no `$or` inside them). A field missing from an ' +
  "event's data matches only `$exists: false`. Checked when saved: each field must be in the " +
  'data schema of at least one of the event types (GET /v1/webhooks/event-types) and each ' +
  'value or operator must suit its type (uuid values are compared in lower case); a problem is ' +
  'a 400 VALIDATION_ERROR naming its path (`filter.data.agentId`). Bounds: ' +
  `${MAX_FILTER_KEYS} keys an object, ${MAX_FILTER_BRANCHES} \`$or\` branches, ` +
  `${MAX_FILTER_VALUES} values a list, ${MAX_FILTER_STRING_LENGTH} characters a string, ` +
  `${MAX_FILTER_KEY_LENGTH} a key, ${MAX_FILTER_JSON_LENGTH} for the whole filter as JSON. ` +
  '`webhook.test` is sent whatever the filter. Example: ' +
  '`{"data.agentId": ["3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59", "7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d"], ' +
  '"$or": [{"data.versionNumber": {"$gt": 1}}, {"data.live": {"$exists": false}}]}`';

const ref = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });

const SCALAR: SchemaObject = {
  description: 'A string, number, boolean or null',
  anyOf: [
    { type: 'string', nullable: true, maxLength: MAX_FILTER_STRING_LENGTH },
    { type: 'number' },
    { type: 'boolean' },
  ],
};

const LIST: SchemaObject = {
  type: 'array',
  minItems: 1,
  maxItems: MAX_FILTER_VALUES,
  items: SCALAR,
};

const RANGE_VALUE: SchemaObject = {
  description: 'A number, or an ISO 8601 date-time with an offset for a date-time field',
  anyOf: [{ type: 'number' }, { type: 'string', maxLength: DATE_TIME_MAX_LENGTH }],
};

const BRANCHES: SchemaObject = {
  type: 'array',
  minItems: 1,
  maxItems: MAX_FILTER_BRANCHES,
  description: 'The value of `$or` only: filter objects (without `$or`) of which one must match',
  items: ref('SubscriptionFilterBranch'),
};

/**
 * Named schemas of the grammar, added to the document's components (openapi-document.ts): a
 * free-form object's keys cannot be declared with decorators, and named parts keep the three
 * `filter` properties and the typed client small.
 */
export const SUBSCRIPTION_FILTER_SCHEMAS: Record<string, SchemaObject> = {
  SubscriptionFilter: {
    type: 'object',
    minProperties: 1,
    maxProperties: MAX_FILTER_KEYS,
    description: FILTER_DESCRIPTION,
    properties: { $or: BRANCHES },
    // `$or` is listed here too so that typed clients accept it beside the index signature.
    additionalProperties: { anyOf: [ref('SubscriptionFilterCondition'), BRANCHES] },
    example: {
      'data.agentId': ['3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59'],
      $or: [{ 'data.versionNumber': { $gt: 1 } }, { 'data.live': { $exists: false } }],
    },
  },
  SubscriptionFilterBranch: {
    type: 'object',
    minProperties: 1,
    maxProperties: MAX_FILTER_KEYS,
    description: 'Conditions that must all match, keyed `data.<field>`',
    additionalProperties: ref('SubscriptionFilterCondition'),
  },
  SubscriptionFilterCondition: {
    description: 'A value (equality), a list of values (membership) or an object of operators',
    anyOf: [SCALAR, LIST, ref('SubscriptionFilterOperators')],
  },
  SubscriptionFilterOperators: {
    type: 'object',
    minProperties: 1,
    description: 'Operators on one field; several must all hold',
    properties: {
      $in: { ...LIST, description: 'The field equals one of these' },
      $exists: {
        type: 'boolean',
        description: 'Whether the field is present (present with null counts)',
      },
      $gt: RANGE_VALUE,
      $lt: RANGE_VALUE,
      $gte: RANGE_VALUE,
      $lte: RANGE_VALUE,
    },
    additionalProperties: false,
  },
};

/**
 * Stands for SubscriptionFilter in decorators: the document builder (openapi-document.ts)
 * replaces its empty generated schema with SUBSCRIPTION_FILTER_SCHEMAS.SubscriptionFilter.
 */
@ApiSchema({ name: 'SubscriptionFilter' })
export class SubscriptionFilterSchema {}

/** A `filter` property: the named schema, nullable, with the property's own description. */
export function filterProperty(description: string): ApiPropertyOptions {
  return { type: () => SubscriptionFilterSchema, nullable: true, description };
}
