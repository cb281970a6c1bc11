import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A schema node of the committed document, `$ref`s and all, as written. */
export type Node = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  /** JSON pointer (as segments) of the parameter's schema in the document. */
  pointer: string[];
  schema: Node;
}

export interface Operation {
  /** `GET /v1/agents/{id}`. */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { required: boolean; media: { type: string; pointer: string[]; schema: Node }[] };
  /** The security scheme it names, `bearer` (an API token or a session) or `portalLink`; none: public. */
  scheme?: string;
  /** Documented status → the error codes its envelope may carry (empty: not the envelope). */
  refusals: Record<string, string[]>;
}

const DOCUMENT_ID = 'openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

type RawOperation = {
  parameters?: Node[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Node }> };
  responses: Record<string, { content?: Record<string, { schema?: Node }> }>;
  security?: unknown[];
};

/** The committed document, its operations, and JSON-schema validation of its request schemas. */
export class ConformanceDocument {
  readonly operations: Operation[] = [];
  private readonly ajv: Ajv2019;

  constructor(readonly raw: Record<string, unknown> = readDocument()) {
    this.ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ ...asJsonSchema(raw), $id: DOCUMENT_ID });
    const paths = raw.paths as Record<string, Record<string, RawOperation>>;
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (METHODS.includes(method)) this.operations.push(this.operation(path, method, operation));
      }
    }
  }

  /** A `$ref` followed to its node (one level; nodes keep theirs below). */
  deref(node: Node): Node {
    let current = node;
    while (typeof current.$ref === 'string') {
      const at = current.$ref.replace(/^#\//, '').split('/').map(unescapePointer);
      const target = at.reduce<unknown>(
        (value, key) => (value as Record<string, unknown>)[key],
        this.raw,
      ) as Node;
      const { $ref: _ref, ...siblings } = current;
      current = { ...target, ...siblings };
    }
    return current;
  }

  /** JSON-schema errors of `value` against the schema at `pointer`; empty when it conforms. */
  errors(pointer: string[], value: unknown): ErrorObject[] {
    const validate = this.validator(pointer);
    return validate(value) ? [] : [...(validate.errors ?? [])];
  }

  private readonly validators = new Map<string, ValidateFunction>();

  private validator(pointer: string[]): ValidateFunction {
    const ref = `${DOCUMENT_ID}#/${pointer.map(escapePointer).join('/')}`;
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.getSchema(ref);
      if (!validate) throw new Error(`no schema at ${ref}`);
      this.validators.set(ref, validate);
    }
    return validate;
  }

  private operation(path: string, method: string, raw: RawOperation): Operation {
    const base = ['paths', path, method];
    const parameters = (raw.parameters ?? []).map((declared, index): Parameter => {
      const pointer =
        typeof declared.$ref === 'string'
          ? [...declared.$ref.replace(/^#\//, '').split('/'), 'schema']
          : [...base, 'parameters', String(index), 'schema'];
      const parameter = this.deref(declared) as unknown as Parameter;
      return { ...parameter, required: parameter.required ?? false, pointer };
    });
    const refusals: Record<string, string[]> = {};
    for (const [status, response] of Object.entries(raw.responses)) {
      if (!status.startsWith('4')) continue;
      const schema = response.content?.['application/json']?.schema;
      const error = schema && (this.deref(schema).properties as Record<string, Node> | undefined);
      refusals[status] = ((error?.error?.enum as string[] | undefined) ?? []).slice();
    }
    return {
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      parameters,
      body: raw.requestBody && {
        required: raw.requestBody.required ?? false,
        media: Object.entries(raw.requestBody.content).map(([type, media]) => ({
          type,
          pointer: [...base, 'requestBody', 'content', type, 'schema'],
          schema: media.schema ?? {},
        })),
      },
      scheme: Object.keys(raw.security?.[0] ?? {})[0],
      refusals,
    };
  }
}

function readDocument(): Record<string, unknown> {
  return JSON.parse(
    readFileSync(join(__dirname, '..', '..', '..', 'openapi.json'), 'utf8'),
  ) as Record<string, unknown>;
}

/** OpenAPI 3.0 `nullable: true` as JSON Schema says it: an alternative of null. */
function asJsonSchema(node: unknown): Record<string, unknown> {
  if (Array.isArray(node)) return node.map(asJsonSchema) as unknown as Record<string, unknown>;
  if (typeof node !== 'object' || node === null) return node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // `example` values and enum members are data, not schemas.
    out[key] =
      key === 'example' || key === 'enum' || key === 'default' ? value : asJsonSchema(value);
  }
  if (out.nullable === true) {
    delete out.nullable;
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

function unescapePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}
