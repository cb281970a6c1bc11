import { Injectable } from '@nestjs/common';
import { dirname, join } from 'node:path';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { ModelPropertiesAccessor as Accessor } from '@nestjs/swagger/dist/services/model-properties-accessor';
import type { SchemaObjectFactory as Factory } from '@nestjs/swagger/dist/services/schema-object-factory';
import type { SwaggerTypesMapper as Mapper } from '@nestjs/swagger/dist/services/swagger-types-mapper';
import { EVENT_CATALOG, EventEnvelopeView, EventTypeEntry } from '../../../events/event-schemas';
import { EVENT_TYPES } from '../../../events/event-types';
import { EventTypeView } from '../dto/event-type.view';

const EXAMPLE_ID = 'evt_5f0c6a7d9e8b4c3a2f1e0d9c8b7a6f5e';
const EXAMPLE_AT = '2026-11-25T05:40:00.000Z';
const EXAMPLE_TEAM = '9b2f4c1e-5d7a-4e8b-9c3f-1a2b3c4d5e6f';

// The package's `exports` hide its services; loading them by file path reuses the very factory
// that writes openapi.json, so a route's schema cannot differ from the document's.
const swaggerDist = dirname(require.resolve('@nestjs/swagger'));
/* eslint-disable @typescript-eslint/no-require-imports */
const { SchemaObjectFactory } = require(join(swaggerDist, 'services/schema-object-factory')) as {
  SchemaObjectFactory: typeof Factory;
};
const { ModelPropertiesAccessor } = require(
  join(swaggerDist, 'services/model-properties-accessor'),
) as { ModelPropertiesAccessor: typeof Accessor };
const { SwaggerTypesMapper } = require(join(swaggerDist, 'services/swagger-types-mapper')) as {
  SwaggerTypesMapper: typeof Mapper;
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** The JSON schema of a data class, built by the same factory as the document, refs inlined. */
export function dataJsonSchema(type: new () => object): SchemaObject {
  const schemas: Record<string, SchemaObject> = {};
  const factory = new SchemaObjectFactory(new ModelPropertiesAccessor(), new SwaggerTypesMapper());
  const name = factory.exploreModelSchema(type, schemas);
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (value === null || typeof value !== 'object') return value;
    const ref = (value as { $ref?: string }).$ref;
    if (ref) return inline(schemas[ref.replace('#/components/schemas/', '')]);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inline(item)]));
  };
  return inline(schemas[name]) as SchemaObject;
}

/** The JSON schema of an event type's data: its class's, or `oneOf` its classes'. */
export function eventDataJsonSchema(entry: EventTypeEntry): SchemaObject {
  const { dataSchema } = entry;
  if (!Array.isArray(dataSchema)) return dataJsonSchema(dataSchema as new () => object);
  return { oneOf: dataSchema.map((type) => dataJsonSchema(type)) };
}

/** Every event type with its data schema and an example envelope, in registry order. */
export function describeEventTypes(): EventTypeView[] {
  return EVENT_TYPES.map((type) => {
    const entry = EVENT_CATALOG[type];
    const example: EventEnvelopeView = {
      id: EXAMPLE_ID,
      type,
      createdAt: EXAMPLE_AT,
      teamId: EXAMPLE_TEAM,
      data: entry.exampleData,
    };
    return {
      type,
      description: entry.description,
      schema: eventDataJsonSchema(entry) as Record<string, unknown>,
      example,
    };
  });
}

@Injectable()
export class EventTypesService {
  private readonly catalog = describeEventTypes();

  list(): { data: EventTypeView[] } {
    return { data: this.catalog };
  }
}
