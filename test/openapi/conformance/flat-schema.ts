import type { ConformanceDocument, Node } from './document';

/**
 * A request schema node with its `$ref`s followed and its `allOf` parts merged: what a value
 * there must be. Several patterns (one per `@Matches`) are kept apart; nested schemas stay as
 * written (Node) and are flattened when the walk reaches them.
 */
export interface Flat {
  type?: string;
  nullable: boolean;
  enum?: unknown[];
  notEnum?: unknown[];
  format?: string;
  patterns: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems: boolean;
  minProperties?: number;
  maxProperties?: number;
  properties?: Record<string, Node>;
  required: string[];
  /** false: closed; a schema: a map whose values are that; undefined: open. */
  additionalProperties?: Node | false;
  items?: Node;
  /** Alternatives (`oneOf`/`anyOf`): one of them must hold as well. */
  alternatives?: Node[];
  exclusive: boolean;
  not?: Node;
}

const NUMERIC = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
] as const;

export function flatten(document: ConformanceDocument, node: Node): Flat {
  const flat: Flat = {
    nullable: false,
    patterns: [],
    uniqueItems: false,
    required: [],
    exclusive: false,
  };
  const visit = (raw: Node) => {
    const schema = document.deref(raw);
    if (typeof schema.type === 'string') flat.type = schema.type;
    if (schema.nullable === true) flat.nullable = true;
    if (Array.isArray(schema.enum)) flat.enum = schema.enum;
    if (typeof schema.format === 'string') flat.format = schema.format;
    if (typeof schema.pattern === 'string') flat.patterns.push(schema.pattern);
    for (const keyword of NUMERIC) {
      if (typeof schema[keyword] === 'number') flat[keyword] = schema[keyword];
    }
    if (schema.uniqueItems === true) flat.uniqueItems = true;
    if (schema.properties) {
      flat.properties = { ...flat.properties, ...(schema.properties as Record<string, Node>) };
    }
    if (Array.isArray(schema.required)) flat.required.push(...(schema.required as string[]));
    if (schema.additionalProperties === false) flat.additionalProperties = false;
    else if (typeof schema.additionalProperties === 'object') {
      flat.additionalProperties = schema.additionalProperties as Node;
    }
    if (schema.items) flat.items = schema.items as Node;
    const alternatives = (schema.oneOf ?? schema.anyOf) as Node[] | undefined;
    if (alternatives) {
      flat.alternatives = alternatives;
      flat.exclusive = schema.oneOf !== undefined;
    }
    if (schema.not) {
      const not = document.deref(schema.not as Node);
      if (Array.isArray(not.enum) && Object.keys(not).length === 1) flat.notEnum = not.enum;
      else flat.not = not;
    }
    for (const part of (schema.allOf as Node[] | undefined) ?? []) visit(part);
  };
  visit(node);
  if (!flat.type && flat.properties) flat.type = 'object';
  return flat;
}
