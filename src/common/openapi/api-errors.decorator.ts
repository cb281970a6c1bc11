import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, DECORATORS, getSchemaPath } from '@nestjs/swagger';
import type { ErrorClass } from '../errors/domain-error';
import { ErrorEnvelopeDto } from './error-envelope.dto';
import { errorExample, type ErrorExample } from './error-examples';

const DEFAULT_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request',
  401: 'Not authenticated',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload too large',
  415: 'Unsupported media type',
  429: 'Rate limit exceeded; see Retry-After',
  500: 'Server fault',
  503: 'Temporarily unavailable; retryable',
};

/**
 * Documents the error classes an operation can answer with, in the flat envelope: one response
 * per status listing the codes of its classes, in the order given. Classes of a status already
 * documented (by @RequireScope, say) add their codes to it rather than a second description.
 */
export function ApiErrors(...errors: ErrorClass[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiExtraModels(ErrorEnvelopeDto),
    ...[...errorsByStatus(errors)].map(([status, classes]) => errorResponse(status, classes)),
  );
}

function errorsByStatus(errors: ErrorClass[]): Map<number, ErrorClass[]> {
  const byStatus = new Map<number, ErrorClass[]>();
  for (const error of errors)
    byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error]);
  return byStatus;
}

export interface ResponseEntry {
  description: string;
  schema: { properties?: { error?: { enum?: string[] } } };
  /** One example body per code, keyed by the code, so each refusal shows its own. */
  examples?: Record<string, ErrorExample>;
}

function errorResponse(status: number, errors: ErrorClass[]): MethodDecorator & ClassDecorator {
  return ((target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    const holder: object = descriptor ? (descriptor.value as object) : target;
    const responses: Record<string, ResponseEntry> =
      Reflect.getMetadata(DECORATORS.API_RESPONSE, holder) ?? {};
    Reflect.defineMetadata(
      DECORATORS.API_RESPONSE,
      { ...responses, [status]: mergedErrorEntry(status, errors, responses[status]) },
      holder,
    );
    return descriptor ?? target;
  }) as MethodDecorator & ClassDecorator;
}

/** The documented answer for `status`: the codes already documented there, then these. */
export function mergedErrorEntry(
  status: number,
  errors: ErrorClass[],
  existing?: ResponseEntry,
): ResponseEntry {
  const title = DEFAULT_DESCRIPTIONS[status] ?? 'Error';
  const known = existing?.schema.properties?.error?.enum ?? [];
  const codes = [...new Set([...known, ...errors.map((error) => error.code)])];
  const examples: Record<string, ErrorExample> = { ...existing?.examples };
  for (const error of errors) examples[error.code] ??= errorExample(error, title);
  return {
    description: codes.length ? `${title}: ${codes.join(', ')}` : title,
    schema: {
      allOf: [{ $ref: getSchemaPath(ErrorEnvelopeDto) }],
      ...(codes.length ? { properties: { error: { type: 'string', enum: codes } } } : {}),
    } as ResponseEntry['schema'],
    examples,
  };
}
