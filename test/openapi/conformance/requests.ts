import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { multipartBody } from '../../fuzz/multipart';
import { bindingOf } from '../../fuzz/path-values';
import type { Entry } from '../../fuzz/pools';
import type { FuzzWorld } from '../../fuzz/world';
import type { ConformanceDocument, Node, Operation, Parameter } from './document';
import { flatten } from './flat-schema';
import { Generation, validValue } from './valid-values';

/** A request in terms of the document: parameter values and a body value of one media type. */
export interface Plain {
  path: Record<string, string>;
  /** Query values as the schema sees them (numbers, arrays); undefined: not sent. */
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: { type: string; value: unknown; files?: string[] };
  entry?: Entry;
}

/** A request ready to send. */
export interface Wire {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const BOUNDARY = 'conformanceBoundary';
/** Generated requests the document refuses in a row before the generator is called broken. */
const MAX_REJECTED = 2000;

/** Parameters whose value is a credential or an id of a live resource (bound from the pools). */
export function boundNames(operation: Operation): { path: Set<string>; query: Set<string> } {
  const binding = bindingOf(operation as never);
  return {
    path: new Set(Object.keys(binding?.params ?? {})),
    query: new Set(Object.keys(binding?.query ?? {})),
  };
}

/**
 * Valid requests for one operation: bound values from this team's pools (`extraPathValues` for
 * path parameters no pool binds, such as an event id), the rest from the schema.
 */
export function validPlain(
  world: FuzzWorld,
  generation: Generation,
  operation: Operation,
  extraPathValues: Record<string, string>,
): fc.Arbitrary<Plain> {
  const binding = bindingOf(operation as never);
  let rejected = 0;
  const parameters = (where: Parameter['in']) => operation.parameters.filter((p) => p.in === where);
  const optional = (parameter: Parameter, value: fc.Arbitrary<unknown>) =>
    parameter.required || generation.complete ? value : fc.option(value, { nil: undefined });
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  for (const parameter of parameters('query')) {
    query[parameter.name] = optional(
      parameter,
      validValue(generation, parameter.schema, [parameter.name]),
    );
  }
  const path: Record<string, fc.Arbitrary<unknown>> = {};
  for (const parameter of parameters('path')) {
    // An empty segment makes another path (`/deliveries//retry`), not a value of this one.
    path[parameter.name] = validValue(generation, parameter.schema, [parameter.name]).filter(
      (value) => String(value) !== '',
    );
  }
  const media = operation.body?.media ?? [];
  const body = media.length
    ? fc.constantFrom(...media).chain((chosen) =>
        validValue(generation, chosen.schema).map((value) => ({
          type: chosen.type,
          value,
          files: binaryProperties(generation, chosen.schema),
        })),
      )
    : fc.constant(undefined);
  return fc
    .record({
      pick: fc.nat(),
      path: fc.record(path),
      query: fc.record(query),
      body:
        operation.body?.required || generation.complete
          ? body
          : fc.option(body, { nil: undefined }),
      key: fc.option(fc.uuid(), { nil: undefined }),
    })
    .map(({ pick, path: pathValues, query: queryValues, body: bodyValue, key }) => {
      const entry = binding ? world.mine.pools.pick(binding.kind, pick) : undefined;
      const plain: Plain = {
        path: Object.fromEntries(
          Object.entries(pathValues).map(([name, value]) => [name, String(value)]),
        ),
        query: queryValues,
        headers: {},
        body: bodyValue,
        entry,
      };
      for (const [name, field] of Object.entries(binding?.params ?? {})) {
        if (entry?.[field]) plain.path[name] = entry[field];
      }
      for (const [name, field] of Object.entries(binding?.query ?? {})) {
        if (entry?.[field]) plain.query[name] = entry[field];
      }
      for (const [name, value] of Object.entries(extraPathValues)) {
        if (name in plain.path && !binding?.params[name]) plain.path[name] = value;
      }
      const idempotency = operation.parameters.find((p) => p.name === 'Idempotency-Key');
      if (idempotency && key) plain.headers['Idempotency-Key'] = key;
      return plain;
    })
    .filter((plain) => {
      // A generator that cannot satisfy the document would spin here forever, out of reach of
      // jest's timeout: it fails the test instead, naming what the requests kept breaking.
      const problems = problemsOf(generation.document, operation, plain);
      if (problems.length === 0) {
        rejected = 0;
        return true;
      }
      if (++rejected > MAX_REJECTED) {
        throw new Error(
          `${operation.key}: no valid request in ${MAX_REJECTED} tries (${problems.slice(0, 3).join('; ')}, …)`,
        );
      }
      return false;
    });
}

/** Where the plain request breaks the document (JSON-schema errors), empty when it conforms. */
export function problemsOf(
  document: ConformanceDocument,
  operation: Operation,
  plain: Plain,
): string[] {
  const problems: string[] = [];
  for (const parameter of operation.parameters) {
    const value =
      parameter.in === 'path'
        ? plain.path[parameter.name]
        : parameter.in === 'query'
          ? plain.query[parameter.name]
          : plain.headers[parameter.name];
    if (value === undefined) {
      if (parameter.required) problems.push(`${parameter.name}: required`);
      continue;
    }
    const errors = document.errors(parameter.pointer, asSchemaValue(parameter, value));
    problems.push(
      ...errors.map((error) => `${parameter.name}${error.instancePath}: ${error.message}`),
    );
  }
  if (operation.body) {
    const media = operation.body.media.find((candidate) => candidate.type === plain.body?.type);
    if (!plain.body || !media) {
      if (operation.body.required) problems.push('body: required');
    } else {
      const errors = document.errors(media.pointer, plain.body.value);
      problems.push(...errors.map((error) => `body${error.instancePath}: ${error.message}`));
    }
  }
  return problems;
}

/** A path or query text as its schema reads it: an integer written as digits is that number. */
function asSchemaValue(parameter: Parameter, value: unknown): unknown {
  const type = parameter.schema.type;
  const read = (text: unknown) =>
    typeof text === 'string' && /^-?[0-9]+$/.test(text) && type === 'integer' ? Number(text) : text;
  return Array.isArray(value) ? value : read(value);
}

/**
 * The request as bytes: path and query encoded, the body in its media type, credentials added
 * (`bearer`: the credential of a secured operation, by default a full API token).
 */
export function toWire(
  world: FuzzWorld,
  operation: Operation,
  plain: Plain,
  bearer = world.credentials.full,
): Wire {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(plain.path[name] ?? ''),
  );
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(plain.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`);
    }
  }
  const headers: Record<string, string> = { ...plain.headers };
  if (operation.scheme) headers.Authorization = `Bearer ${bearer}`;
  let body: Buffer | undefined;
  if (plain.body) {
    const { type, value } = plain.body;
    if (type === 'multipart/form-data') {
      body = multipartBody(multipartParts(value, plain.body.files ?? []), BOUNDARY, 0);
      headers['Content-Type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    } else if (type === 'application/x-www-form-urlencoded') {
      body = Buffer.from(new URLSearchParams(value as Record<string, string>).toString());
      headers['Content-Type'] = type;
    } else {
      body = Buffer.from(JSON.stringify(value));
      headers['Content-Type'] = 'application/json';
    }
  }
  const secret = plain.entry?.secret;
  if (operation.path.startsWith('/webhooks/') && secret)
    Object.assign(headers, signature(secret, body));
  return {
    method: operation.method,
    url: pairs.length ? `${path}?${pairs.join('&')}` : path,
    headers,
    body,
  };
}

/** Properties of `format: binary`: the file parts of a multipart body. */
function binaryProperties(generation: Generation, schema: Node): string[] {
  const properties = flatten(generation.document, schema).properties ?? {};
  return Object.keys(properties).filter(
    (name) => generation.document.deref(properties[name]).format === 'binary',
  );
}

/** A binary property is a file part; anything else a text field. */
function multipartParts(value: unknown, files: string[]) {
  return Object.entries((value ?? {}) as Record<string, unknown>).map(([name, field]) =>
    files.includes(name)
      ? { name, filename: 'notes.txt', contentType: 'text/plain', data: Buffer.from(String(field)) }
      : { name, data: Buffer.from(typeof field === 'string' ? field : JSON.stringify(field)) },
  );
}

/** The inbound receiver's signature over the bytes sent (docs/webhooks-inbound.md). */
function signature(secret: string, body: Buffer | undefined): Record<string, string> {
  const timestamp = Math.floor(Date.now() / 1000);
  const digest = createHmac('sha256', secret)
    .update(`${timestamp}.`)
    .update(body ?? Buffer.alloc(0))
    .digest('hex');
  return { 'X-Webhook-Signature': `sha256=${digest}`, 'X-Webhook-Timestamp': String(timestamp) };
}
