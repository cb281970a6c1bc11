import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A JSON Schema node of the committed document, after `$ref` resolution. */
export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  nullable?: boolean;
  example?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
  allOf?: Schema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  /** `GET /v1/agents/{id}`: the key of the per-operation counts. */
  key: string;
  method: string;
  /** Path template with `{name}` segments. */
  path: string;
  parameters: Parameter[];
  /** Media type → body schema; absent when the operation takes no body. */
  body?: { required: boolean; content: Record<string, Schema> };
  /** `entity:action` of `x-required-scope`, `session` for session-only routes, or absent (public). */
  access?: string;
  /** Status → documented media types (empty: no body documented). */
  responses: Record<string, string[]>;
}

type RawDocument = {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, unknown> };
};
type RawOperation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
  'x-required-scope'?: string;
};

/**
 * Routes the public document leaves out on purpose (session-only token management, probes):
 * hostile input must not crash them either.
 */
const UNDOCUMENTED: Operation[] = [
  sessionRoute('POST', '/v1/api-tokens', ['201', '400', '401', '403', '429'], {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', maxLength: 100 },
      scopes: {
        type: 'array',
        maxItems: 100,
        items: {
          type: 'object',
          required: ['entity', 'actions'],
          properties: {
            entity: { type: 'string', example: 'ai_agents' },
            actions: {
              type: 'array',
              items: { type: 'string', enum: ['read', 'write', 'delete'] },
            },
          },
        },
      },
      expiresAt: { type: 'string', format: 'date-time' },
      allowedIps: { type: 'array', maxItems: 50, items: { type: 'string', example: '10.0.0.0/8' } },
    },
  }),
  sessionRoute('GET', '/v1/api-tokens', ['200', '401', '403', '429']),
  sessionRoute('POST', '/v1/api-tokens/{id}/rotate', ['201', '401', '403', '404', '429']),
  sessionRoute('DELETE', '/v1/api-tokens/{id}', ['200', '401', '403', '404', '429']),
  probe('/health/live'),
  probe('/health/ready'),
];

function sessionRoute(method: string, path: string, statuses: string[], body?: Schema): Operation {
  return {
    key: `${method} ${path}`,
    method,
    path,
    parameters: path.includes('{id}')
      ? [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]
      : [],
    body: body ? { required: true, content: { 'application/json': body } } : undefined,
    access: 'session',
    responses: Object.fromEntries(statuses.map((status) => [status, ['application/json']])),
  };
}

function probe(path: string): Operation {
  return {
    key: `GET ${path}`,
    method: 'GET',
    path,
    parameters: [],
    responses: { '200': ['application/json'], '503': ['application/json'] },
  };
}

/** Every operation of the committed openapi.json, plus the undocumented routes above. */
export function loadOperations(file = join(__dirname, '..', '..', 'openapi.json')): Operation[] {
  const document = JSON.parse(readFileSync(file, 'utf8')) as RawDocument;
  const resolve = resolver(document);
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        parameters: (raw.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in as Parameter['in'],
          required: parameter.required ?? false,
          schema: resolve(parameter.schema ?? { type: 'string' }),
        })),
        body: raw.requestBody && {
          required: raw.requestBody.required ?? false,
          content: Object.fromEntries(
            Object.entries(raw.requestBody.content).map(([type, media]) => [
              type,
              resolve(media.schema ?? {}),
            ]),
          ),
        },
        access: raw['x-required-scope'],
        responses: Object.fromEntries(
          Object.entries(raw.responses).map(([status, response]) => [
            status,
            Object.keys(response.content ?? {}),
          ]),
        ),
      });
    }
  }
  return [...operations, ...UNDOCUMENTED];
}

/** Inlines `$ref`s and folds `allOf` into one schema (the document has no recursive schemas). */
function resolver(document: RawDocument): (node: unknown) => Schema {
  const resolve = (node: unknown): Schema => {
    if (Array.isArray(node) || typeof node !== 'object' || node === null) return node as Schema;
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === 'string') {
      const name = record.$ref.replace('#/components/schemas/', '');
      return resolve(document.components.schemas[name]);
    }
    let out: Schema = {};
    for (const [key, value] of Object.entries(record)) {
      if (key === 'allOf') continue;
      if (key === 'properties') {
        out.properties = Object.fromEntries(
          Object.entries(value as Record<string, unknown>).map(([name, child]) => [
            name,
            resolve(child),
          ]),
        );
      } else if (key === 'items' || key === 'additionalProperties') {
        (out as Record<string, unknown>)[key] = typeof value === 'object' ? resolve(value) : value;
      } else {
        (out as Record<string, unknown>)[key] = value;
      }
    }
    for (const part of (record.allOf as unknown[] | undefined) ?? []) {
      const resolved = resolve(part);
      out = {
        ...resolved,
        ...out,
        properties: { ...resolved.properties, ...out.properties },
        required: [...(resolved.required ?? []), ...(out.required ?? [])],
      };
    }
    return out;
  };
  return resolve;
}

/** The documented media types of `status` (falling back to the `default` response). */
export function documentedTypes(operation: Operation, status: number): string[] | undefined {
  return operation.responses[String(status)] ?? operation.responses.default;
}
