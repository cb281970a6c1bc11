import type { OpenAPIObject } from '@nestjs/swagger';
import {
  PayloadTooLargeError,
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
  content?: Record<string, { schema: ResponseEntry['schema'] }>;
}

/**
 * Every POST, PUT and PATCH whose body the parsers read can be refused by them (malformed JSON,
 * more than 1 MB, a charset other than UTF-8) whatever the operation: the document says so on each
 * such operation, merged as `@ApiErrors` merges codes into a status already listed.
 */
export function documentBodyRefusals(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isParsedBodyPath(path)) continue;
    for (const method of BODY_METHODS) {
      const responses = item[method]?.responses as Record<number, DocumentedResponse> | undefined;
      if (!responses) continue;
      for (const { status, code } of BODY_REFUSALS) {
        const existing = responses[status];
        const schema = existing?.content?.['application/json']?.schema;
        // A status documented without the error envelope's code list is left as it is.
        if (existing && !schema?.properties?.error?.enum) continue;
        const entry = mergedErrorEntry(
          status,
          [code],
          existing && schema ? { description: existing.description, schema } : undefined,
        );
        responses[status] = {
          description: entry.description,
          content: { 'application/json': { schema: entry.schema } },
        };
      }
    }
  }
  return document;
}
