import type { OpenAPIObject } from '@nestjs/swagger';
import { ValidationFailedError } from '../common/errors/domain-error';
import { documentErrorsWhere } from '../common/openapi/documented-refusals';
import { IdempotencyKeyInUseError, IdempotencyKeyReusedError } from './idempotency.errors';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_SCHEMA } from './idempotency-key';
import { isStored } from './stored-answer-rules';

interface DocumentedResponse {
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: { properties?: { error?: { enum?: string[] } } } }>;
}

interface Operation {
  security?: Array<Record<string, unknown>>;
  parameters?: unknown[];
  responses: Record<string, DocumentedResponse>;
}

const KEY_PARAMETER = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: the first request with the key runs and its answer is stored with its ' +
    'writes; the same key, method, path and body within 24 h gets that answer again (with ' +
    '`Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the ' +
    "credential's owner. Not stored (a retry runs afresh): 400 " +
    `\`${ValidationFailedError.code}\`, 401, 403, 413, 415, 429 and 5xx answers; a 400 with ` +
    "another code is the operation's refusal and is stored.",
  schema: IDEMPOTENCY_KEY_SCHEMA,
};

const REPLAYED_HEADER = {
  description: 'Present on a stored answer given again for a request with the same Idempotency-Key',
  schema: { type: 'string', enum: ['true'] },
};

/** platform.md, "Safe retries": every authenticated POST under /v1 names the header and its errors. */
export function documentSafeRetries(document: OpenAPIObject): OpenAPIObject {
  const keyed = new Set<Operation>();
  for (const [path, item] of Object.entries(document.paths)) {
    const operation = item.post as Operation | undefined;
    if (path.startsWith('/v1/') && operation?.security?.some((entry) => 'bearer' in entry))
      keyed.add(operation);
  }
  documentErrorsWhere(
    document,
    (_path, method, operation) => method === 'post' && keyed.has(operation as Operation),
    [ValidationFailedError, IdempotencyKeyInUseError, IdempotencyKeyReusedError],
  );
  for (const operation of keyed) {
    operation.parameters = [...(operation.parameters ?? []), KEY_PARAMETER];
    for (const [status, response] of Object.entries(operation.responses)) {
      if (/^\d+$/.test(status) && mayBeStored(Number(status), response))
        response.headers = { ...response.headers, 'Idempotent-Replayed': REPLAYED_HEADER };
      if (status === '409')
        response.headers = {
          ...response.headers,
          'Retry-After': { $ref: '#/components/headers/Retry-After' },
        };
    }
  }
  return document;
}

/** Whether an answer of this response can be a stored one: a 400 by one of its codes. */
function mayBeStored(status: number, response: DocumentedResponse): boolean {
  const codes = response.content?.['application/json']?.schema?.properties?.error?.enum;
  return codes ? codes.some((code) => isStored(status, code)) : isStored(status);
}
