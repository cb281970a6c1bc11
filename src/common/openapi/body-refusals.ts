import type { OpenAPIObject } from '@nestjs/swagger';
import {
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationFailedError,
  type ErrorClass,
} from '../errors/domain-error';
import { isParsedBodyPath } from '../http/body-parsers';

const BODY_METHODS = ['post', 'put', 'patch'] as const;
/** What the body parsers answer on any route whose body they read, before any handler runs. */
const BODY_REFUSALS: Array<{ error: ErrorClass; title: string; why: string }> = [
  { error: ValidationFailedError, title: 'Invalid request', why: 'a body that is not valid JSON' },
  { error: PayloadTooLargeError, title: 'Payload too large', why: 'a JSON body over 1 MB' },
  {
    error: UnsupportedMediaTypeError,
    title: 'Unsupported media type',
    why: 'a charset or encoding other than UTF-8',
  },
];

interface ErrorResponseSchema {
  allOf?: unknown[];
  properties?: { error?: { type: string; enum?: string[] } };
}

/**
 * Every POST, PUT and PATCH whose body the parsers read can be refused by them (malformed JSON,
 * more than 1 MB, a charset other than UTF-8) whatever the operation: the document says so on each
 * such operation, adding the code to a status it already lists.
 */
export function documentBodyRefusals(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isParsedBodyPath(path)) continue;
    for (const method of BODY_METHODS) {
      const responses = item[method]?.responses;
      if (!responses) continue;
      for (const { error, title, why } of BODY_REFUSALS) {
        const existing = responses[error.status] as
          | { description: string; content?: Record<string, { schema: ErrorResponseSchema }> }
          | undefined;
        const schema = existing?.content?.['application/json']?.schema;
        if (!existing) {
          responses[error.status] = {
            description: `${title}: ${error.code} (${why})`,
            content: {
              'application/json': {
                schema: {
                  allOf: [{ $ref: '#/components/schemas/ErrorEnvelopeDto' }],
                  properties: { error: { type: 'string', enum: [error.code] } },
                },
              },
            },
          };
        } else if (
          schema?.properties?.error?.enum &&
          !schema.properties.error.enum.includes(error.code)
        ) {
          schema.properties.error.enum.push(error.code);
          existing.description = `${existing.description}, ${error.code}`;
        }
      }
    }
  }
  return document;
}
