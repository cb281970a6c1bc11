import type { OpenAPIObject } from '@nestjs/swagger';
import { ValidationFailedError } from '../common/errors/domain-error';
import { documentErrorsWhere } from '../common/openapi/documented-refusals';
import { IdempotencyKeyInUseError, IdempotencyKeyReusedError } from './idempotency.errors';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_SCHEMA } from './idempotency-key';
import { isStoredStatus } from './keyed-request';

interface Operation {
  security?: Array<Record<string, unknown>>;
  parameters?: unknown[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
}

const KEY_PARAMETER = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: the first request with the key runs and its answer is stored with its ' +
    'writes; the same key, method, path and body within 24 h gets that answer again (with ' +
    '`Idempotent-Replayed: true`) and nothing is done again. Scoped to the team and the ' +
    "credential's owner. Not stored: 400, 401, 403, 413, 415, 429 and 5xx answers.",
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
      if (/^\d+$/.test(status) && isStoredStatus(Number(status)))
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
