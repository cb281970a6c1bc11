import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the committed document says about one answer, or why it says nothing. */
export interface ResponseToCheck {
  method: string;
  /** The request path as sent, without the query string. */
  path: string;
  status: number;
  /** The Content-Type header's media type, lower case, without parameters; '' when none. */
  mediaType: string;
  /** How many body bytes the app wrote. */
  bodyBytes: number;
  /** The body as sent, when it is JSON (other bodies are not captured). */
  body: string | undefined;
}

export interface ResponseProblem {
  /** `GET /v1/agents/{id}`, or `(no operation)` for a request outside the document. */
  operation: string;
  problems: string[];
}

/**
 * Paths the public document leaves out on purpose (each controller carries @ApiExcludeController,
 * or the path is not this API's at all). Their answers are not checked.
 */
export const UNDOCUMENTED_PATH_PREFIXES: readonly { prefix: string; why: string; exact?: true }[] =
  [
    { prefix: '/v1/api-tokens', why: 'session-only token management, not public surface' },
    { prefix: '/health', why: 'liveness and readiness probes, operational' },
    { prefix: '/metrics', why: 'Prometheus metrics, operational' },
    { prefix: '/docs', why: 'the Swagger UI' },
    { prefix: '/docs-json', why: 'the document itself' },
    { prefix: '/docs-yaml', why: 'the document itself' },
    { prefix: '/v1/probe', why: 'test-only routes of test/support/probe.controller.ts' },
    // Its API, /portal/api, is documented and checked.
    { prefix: '/portal', why: 'the portal page (HTML)', exact: true },
    { prefix: '/portal/assets', why: 'the portal page’s bundle' },
  ];

const DOCUMENT_ID = 'openapi.json';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Schema = Record<string, unknown>;
interface MediaTypeObject {
  schema?: Schema;
}
interface ResponseObject {
  content?: Record<string, MediaTypeObject>;
}
interface Operation {
  responses: Record<string, ResponseObject>;
}
interface PathTemplate {
  template: string;
  segments: string[];
  operations: Record<string, Operation>;
}

export class OpenApiResponseValidator {
  private readonly ajv: Ajv2019;
  private readonly paths: PathTemplate[];

  constructor(document: Record<string, unknown>) {
    const closed = closeObjectSchemas(document);
    this.ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ ...closed, $id: DOCUMENT_ID });
    const paths = closed.paths as Record<string, Record<string, Operation>>;
    this.paths = Object.entries(paths).map(([template, item]) => ({
      template,
      segments: splitPath(template).map((segment) =>
        isTemplate(segment) ? segment : segment.toLowerCase(),
      ),
      operations: Object.fromEntries(
        Object.entries(item).filter(([method]) => HTTP_METHODS.includes(method)),
      ),
    }));
  }

  static fromFile(path = join(__dirname, '..', '..', 'openapi.json')): OpenApiResponseValidator {
    return new OpenApiResponseValidator(JSON.parse(readFileSync(path, 'utf8')));
  }

  /** Problems with one answer; an empty list when the document describes it. */
  check(response: ResponseToCheck): ResponseProblem {
    const method = response.method.toLowerCase() === 'head' ? 'get' : response.method.toLowerCase();
    const template = this.findPath(response.path);
    const operation = template?.operations[method];
    if (!template || !operation) return this.checkOutsideDocument(response);
    const name = `${method.toUpperCase()} ${template.template}`;
    const responses = operation.responses;
    const key = [String(response.status), `${String(response.status)[0]}XX`, 'default'].find(
      (candidate) => candidate in responses,
    );
    if (!key) {
      const documented = Object.keys(responses).join(', ');
      return {
        operation: name,
        problems: [`status ${response.status} is not documented (documented: ${documented})`],
      };
    }
    const pointer = ['paths', template.template, method, 'responses', key];
    return { operation: name, problems: this.checkContent(response, responses[key], pointer) };
  }

  /** Unknown routes (and methods) answer with the plain error envelope; nothing else is allowed. */
  private checkOutsideDocument(response: ResponseToCheck): ResponseProblem {
    const operation = '(no operation)';
    if (response.status < 400) {
      return { operation, problems: ['the document has no operation for this method and path'] };
    }
    const envelope = { content: { 'application/json': {} } };
    const pointer = ['components', 'schemas', 'Error'];
    return { operation, problems: this.checkContent(response, envelope, pointer, pointer) };
  }

  private checkContent(
    response: ResponseToCheck,
    documented: ResponseObject,
    pointer: string[],
    schemaPointer?: string[],
  ): string[] {
    const content = documented.content;
    if (!content) {
      return response.bodyBytes > 0
        ? [
            `a ${response.mediaType || 'untyped'} body is sent but the response documents no content`,
          ]
        : [];
    }
    const mediaKey = Object.keys(content).find((key) => mediaTypeMatches(key, response.mediaType));
    if (mediaKey === undefined) {
      const documentedTypes = Object.keys(content).join(', ');
      return [
        `content type "${response.mediaType || '(none)'}" is not documented (documented: ${documentedTypes})`,
      ];
    }
    if (!isJson(mediaKey) || !isJson(response.mediaType) || response.body === undefined) return [];
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return ['the body is not valid JSON'];
    }
    if (!schemaPointer && !content[mediaKey].schema) return [];
    const validate = this.validator(schemaPointer ?? [...pointer, 'content', mediaKey, 'schema']);
    return validate(body) ? [] : (validate.errors ?? []).map(describeError);
  }

  private validator(pointer: string[]): ValidateFunction {
    const ref = `${DOCUMENT_ID}#/${pointer.map(escapePointer).join('/')}`;
    const validate = this.ajv.getSchema(ref);
    if (!validate) throw new Error(`no schema at ${ref}`);
    return validate;
  }

  /**
   * OpenAPI's rule: a literal segment beats a template at the first position where they differ.
   * A value that a documented literal claims at its position (`graph` in `/v1/agents/graph/x`) is
   * never taken by a template there either (public-api.md, route order rule): such a request is
   * outside the document. Segments compare case-insensitively, as the router does.
   */
  private findPath(path: string): PathTemplate | undefined {
    // An empty segment (`/v1/agents//favorites`) is kept: the router gives it to no template.
    const segments = path
      .replace(/(.)\/$/, '$1')
      .split('/')
      .slice(1)
      .map((segment) => segment.toLowerCase());
    const candidates = this.paths.filter(
      (candidate) =>
        candidate.segments.length === segments.length &&
        candidate.segments.every((segment, i) =>
          isTemplate(segment)
            ? segments[i] !== '' && !this.isClaimedLiteral(segments, i)
            : segment === segments[i],
        ),
    );
    return candidates.sort((a, b) => {
      for (let i = 0; i < a.segments.length; i++) {
        const order = Number(isTemplate(a.segments[i])) - Number(isTemplate(b.segments[i]));
        if (order !== 0) return order;
      }
      return 0;
    })[0];
  }

  private isClaimedLiteral(segments: string[], position: number): boolean {
    return this.paths.some(
      ({ segments: documented }) =>
        documented.length > position &&
        documented[position] === segments[position] &&
        documented
          .slice(0, position)
          .every((segment, i) => isTemplate(segment) || segment === segments[i]),
    );
  }
}

export function isUndocumentedPath(path: string): boolean {
  return UNDOCUMENTED_PATH_PREFIXES.some(
    ({ prefix, exact }) => path === prefix || (!exact && path.startsWith(`${prefix}/`)),
  );
}

/**
 * A copy of the document in which every object schema that lists `properties` refuses other
 * properties (`unevaluatedProperties`, so allOf compositions still see each other's fields), and
 * OpenAPI 3.0 `nullable: true` becomes an explicit alternative of null.
 */
function closeObjectSchemas(document: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(document);
  const components = copy.components as { schemas?: Record<string, Schema> } | undefined;
  for (const [name, schema] of Object.entries(components?.schemas ?? {})) {
    components!.schemas![name] = closeSchema(schema);
  }
  for (const item of Object.values(copy.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(method)) continue;
      for (const response of Object.values(operation.responses ?? {})) {
        for (const media of Object.values(response.content ?? {})) {
          if (media.schema) media.schema = closeSchema(media.schema);
        }
      }
    }
  }
  return copy;
}

function closeSchema(schema: Schema): Schema {
  if (typeof schema !== 'object' || schema === null || '$ref' in schema) return schema;
  const out: Schema = { ...schema };
  if (out.properties) {
    const properties = out.properties as Record<string, Schema>;
    out.properties = Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, closeSchema(value)]),
    );
    if (out.additionalProperties === undefined) out.unevaluatedProperties = false;
  }
  if (out.items) out.items = closeSchema(out.items as Schema);
  if (out.additionalProperties && typeof out.additionalProperties === 'object') {
    out.additionalProperties = closeSchema(out.additionalProperties as Schema);
  }
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    if (Array.isArray(out[keyword])) out[keyword] = (out[keyword] as Schema[]).map(closeSchema);
  }
  if (out.not) out.not = closeSchema(out.not as Schema);
  if (out.nullable === true) {
    delete out.nullable;
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

function describeError(error: ErrorObject): string {
  const at = error.instancePath || '(body)';
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'unevaluatedProperties') {
    return `${at}: undocumented field "${String(params.unevaluatedProperty)}"`;
  }
  if (error.keyword === 'enum') {
    return `${at}: must be one of ${JSON.stringify(params.allowedValues)}`;
  }
  return `${at}: ${error.message ?? error.keyword}`;
}

function mediaTypeMatches(documented: string, actual: string): boolean {
  const [type, subtype] = documented.toLowerCase().split(';')[0].trim().split('/');
  const [actualType, actualSubtype] = actual.split('/');
  return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
}

function isJson(mediaType: string): boolean {
  return /^application\/(.+\+)?json$/.test(mediaType.split(';')[0].trim());
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function isTemplate(segment: string): boolean {
  return /^\{[^}]+\}$/.test(segment);
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
