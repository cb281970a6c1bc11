import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { EVENT_CATALOG } from '../../../events/event-schemas';
import { EVENT_TYPES, type EventType } from '../../../events/event-types';
import { eventDataJsonSchema } from '../event-types/event-types.service';

/** What a filter can do with a field: compare it (by kind) or only ask whether it is there. */
export type FieldKind = 'string' | 'uuid' | 'date-time' | 'number' | 'boolean' | 'other';

/** A top-level field of one event type's data, as its catalog schema describes it. */
export interface FieldShape {
  kind: FieldKind;
  nullable: boolean;
  /** The allowed strings, when the schema lists them. */
  enum?: readonly string[];
}

/** Field name → its shapes in the event types of a subscription (one per type that has it). */
export type FilterFields = ReadonlyMap<string, readonly FieldShape[]>;

let fieldsByType: ReadonlyMap<EventType, ReadonlyMap<string, FieldShape[]>> | undefined;

/**
 * The fields a filter may name for these event types (null: every type): each top-level field
 * of the data schema of at least one of them, with its shape in each type that has it.
 */
export function filterFieldsOf(eventTypes: readonly string[] | null): FilterFields {
  fieldsByType ??= new Map(EVENT_TYPES.map((type) => [type, fieldsOfType(type)]));
  const fields = new Map<string, FieldShape[]>();
  for (const type of eventTypes ?? EVENT_TYPES) {
    for (const [name, shapes] of fieldsByType.get(type as EventType) ?? []) {
      fields.set(name, [...(fields.get(name) ?? []), ...shapes]);
    }
  }
  return fields;
}

/** A type whose data comes in several shapes (`oneOf`) has each shape's fields. */
function fieldsOfType(type: EventType): Map<string, FieldShape[]> {
  const schema = eventDataJsonSchema(EVENT_CATALOG[type]);
  const fields = new Map<string, FieldShape[]>();
  for (const variant of schema.oneOf ?? [schema]) {
    const properties = (variant as SchemaObject).properties ?? {};
    for (const [name, property] of Object.entries(properties)) {
      fields.set(name, [...(fields.get(name) ?? []), shapeOf(property as SchemaObject)]);
    }
  }
  return fields;
}

function shapeOf(property: SchemaObject): FieldShape {
  const nullable = property.nullable === true;
  switch (property.type) {
    case 'string':
      if (property.format === 'uuid') return { kind: 'uuid', nullable };
      if (property.format === 'date-time') return { kind: 'date-time', nullable };
      return Array.isArray(property.enum)
        ? { kind: 'string', nullable, enum: property.enum.map(String) }
        : { kind: 'string', nullable };
    case 'number':
    case 'integer':
      return { kind: 'number', nullable };
    case 'boolean':
      return { kind: 'boolean', nullable };
    default:
      // Arrays, objects and any-JSON fields: only $exists applies.
      return { kind: 'other', nullable };
  }
}
