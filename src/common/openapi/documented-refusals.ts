import type { OpenAPIObject } from '@nestjs/swagger';
import {
  PayloadTooLargeError,
  ServiceUnavailableError,
  UnsupportedMediaTypeError,
  ValidationFailedError,
  type ErrorClass,
} from '../errors/domain-error';
import { isParsedBodyPath } from '../http/body-parsers';
import { mergedErrorEntry, type ResponseEntry } from './api-errors.decorator';

const BODY_METHODS = ['post', 'put', 'patch'] as const;
/** What the body parsers answer on any route whose body they read, before any handler runs. */
const BODY_REFUSALS: ErrorClass[] = [
  ValidationFailedError, // not JSON
  PayloadTooLargeError, // over 1 MB
  UnsupportedMediaTypeError, // a charset or encoding other than UTF-8
];

interface DocumentedResponse {
  description: string;
  content?: Record<string, Pick<ResponseEntry, 'schema' | 'examples'>>;
}

/**
 * Every POST, PUT and PATCH whose body the parsers read can be refused by them (malformed JSON,
 * more than 1 MB, a charset other than UTF-8) whatever the operation: the document says so on each
 * such operation, merged as `@ApiErrors` merges codes into a status already listed.
 */
export function documentBodyRefusals(document: OpenAPIObject): OpenAPIObject {
  return documentErrorsWhere(
    document,
    (path, method) =>
      isParsedBodyPath(path) && (BODY_METHODS as readonly string[]).includes(method),
    BODY_REFUSALS,
  );
}

/**
 * Every operation that reads Postgres answers the retryable 503 with `Retry-After` when
 * the database cannot be reached (AllExceptionsFilter): all of them but the inbound receiver and
 * the JWKS, which keep the spec's 500.
 */
export function documentDatabaseUnavailable(document: OpenAPIObject): OpenAPIObject {
  return documentErrorsWhere(
    document,
    (path) => !path.startsWith('/webhooks/') && !path.includes('jwks'),
    [ServiceUnavailableError],
  );
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** Merges the errors into every operation the predicate picks. */
export function documentErrorsWhere(
  document: OpenAPIObject,
  picks: (path: string, method: string, operation: unknown) => boolean,
  errors: ErrorClass[],
): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const responses = item[method]?.responses as Record<number, DocumentedResponse> | undefined;
      if (!responses || !picks(path, method, item[method])) continue;
      for (const error of errors) {
        const existing = responses[error.status];
        const { schema, examples } = existing?.content?.['application/json'] ?? {};
        // A status documented without the error envelope's code list is left as it is.
        if (existing && !schema?.properties?.error?.enum) continue;
        const entry = mergedErrorEntry(
          error.status,
          [error],
          existing && schema ? { description: existing.description, schema, examples } : undefined,
        );
        responses[error.status] = {
          description: entry.description,
          content: { 'application/json': { schema: entry.schema, examples: entry.examples } },
        };
      }
    }
  }
  return document;
}
