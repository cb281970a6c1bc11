import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { EVENT_CATALOG } from '../../../events/event-schemas';
import { EVENT_TYPES } from '../../../events/event-types';
import { describeEventTypes, eventDataJsonSchema } from './event-types.service';

/** OpenAPI 3.0 `nullable` to JSON Schema, enough for these shapes. */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema as Record<string, unknown>;
  const out = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      key === 'example' || key === 'enum' ? value : toJsonSchema(value),
    ]),
  );
  delete out.example;
  if (nullable !== true) return out;
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'], enum: undefined };
  return { anyOf: [out, { type: 'null' }] };
}

function strict(schema: Record<string, unknown>): Record<string, unknown> {
  return { ...schema, additionalProperties: false };
}

describe('event types catalog', () => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);

  it('lists every registry type once, in registry order', () => {
    expect(describeEventTypes().map((entry) => entry.type)).toEqual([...EVENT_TYPES]);
  });

  it.each([...EVENT_TYPES])('%s has a schema and an example whose data validates', (type) => {
    const entry = EVENT_CATALOG[type];
    expect(entry.description.length).toBeGreaterThan(0);
    const whole = JSON.parse(JSON.stringify(toJsonSchema(eventDataJsonSchema(entry)))) as Record<
      string,
      unknown
    > & { oneOf?: Record<string, unknown>[] };
    const shapes = whole.oneOf ?? [whole];
    for (const shape of shapes)
      expect(Object.keys(shape.properties as object).length).toBeGreaterThan(0);
    const schema = whole.oneOf ? { oneOf: shapes.map(strict) } : strict(shapes[0]);
    const validate = ajv.compile(schema);
    expect(validate(entry.exampleData) ? [] : validate.errors).toEqual([]);
  });

  it('gives each example the envelope keys and an evt_ id', () => {
    for (const { example } of describeEventTypes()) {
      expect(Object.keys(example).sort()).toEqual(['createdAt', 'data', 'id', 'teamId', 'type']);
      expect(example.id).toMatch(/^evt_[0-9a-f]{32}$/);
      expect(new Date(example.createdAt).toISOString()).toBe(example.createdAt);
    }
  });
});
