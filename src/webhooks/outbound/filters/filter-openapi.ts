import {
  MAX_FILTER_BRANCHES,
  MAX_FILTER_JSON_LENGTH,
  MAX_FILTER_KEY_LENGTH,
  MAX_FILTER_KEYS,
  MAX_FILTER_STRING_LENGTH,
  MAX_FILTER_VALUES,
} from './filter-grammar';
import {
  ApiPropertyOptional,
  ApiSchema,
  getSchemaPath,
  type ApiPropertyOptions,
} from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { DATE_TIME_MAX_LENGTH } from '../../../common/validation/date-time';

export const FILTER_DESCRIPTION =
  'Delivers only the events whose `data` matches (besides `eventTypes`; absent or null: every ' +
  'event). Keys name a top-level field of the data as `data.<field>`; the value is a string, ' +
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

const RANGE_VALUE = {
  description: 'A number, or an ISO 8601 date-time with an offset for a date-time field',
  anyOf: [{ type: 'number' }, { type: 'string', maxLength: DATE_TIME_MAX_LENGTH }],
};

/** The operators of one field; several of them must all hold. */
@ApiSchema({ name: 'SubscriptionFilterOperators' })
export class SubscriptionFilterOperators {
  @ApiPropertyOptional({
    type: 'array',
    minItems: 1,
    maxItems: MAX_FILTER_VALUES,
    items: SCALAR,
    description: 'The field equals one of these',
  })
  $in?: unknown[];
  @ApiPropertyOptional({ description: 'Whether the field is present (present with null counts)' })
  $exists?: boolean;
  @ApiPropertyOptional(RANGE_VALUE)
  $gt?: unknown;
  @ApiPropertyOptional(RANGE_VALUE)
  $lt?: unknown;
  @ApiPropertyOptional(RANGE_VALUE)
  $gte?: unknown;
  @ApiPropertyOptional(RANGE_VALUE)
  $lte?: unknown;
}

const CONDITION: SchemaObject = {
  description: 'A value (equality), a list of values (membership) or an object of operators',
  anyOf: [SCALAR, LIST, { $ref: getSchemaPath(SubscriptionFilterOperators) }],
};

const BRANCH: SchemaObject = {
  type: 'object',
  minProperties: 1,
  maxProperties: MAX_FILTER_KEYS,
  additionalProperties: CONDITION,
};

/** The `filter` property's schema: every bound the parser enforces that a schema can say. */
export function filterSchema(description: string): ApiPropertyOptions {
  return {
    type: 'object',
    nullable: true,
    minProperties: 1,
    maxProperties: MAX_FILTER_KEYS,
    description,
    properties: {
      $or: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_FILTER_BRANCHES,
        description: 'Filter objects (without $or) of which at least one must match',
        items: BRANCH,
      },
    },
    additionalProperties: CONDITION,
    example: {
      'data.agentId': ['3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59'],
      $or: [{ 'data.versionNumber': { $gt: 1 } }, { 'data.live': { $exists: false } }],
    },
  };
}
