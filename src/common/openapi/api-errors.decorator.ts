import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, DECORATORS, getSchemaPath } from '@nestjs/swagger';
import type { ErrorClass } from '../errors/domain-error';
import { ErrorEnvelopeDto } from './error-envelope.dto';

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
    ...[...codesByStatus(errors)].map(([status, codes]) => errorResponse(status, codes)),
  );
}

function codesByStatus(errors: ErrorClass[]): Map<number, string[]> {
  const byStatus = new Map<number, string[]>();
  for (const { status, code } of errors) {
    const codes = byStatus.get(status) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byStatus.set(status, codes);
  }
  return byStatus;
}

export interface ResponseEntry {
  description: string;
  schema: { properties?: { error?: { enum?: string[] } } };
}

function errorResponse(status: number, codes: string[]): MethodDecorator & ClassDecorator {
  return ((target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    const holder: object = descriptor ? (descriptor.value as object) : target;
    const responses: Record<string, ResponseEntry> =
      Reflect.getMetadata(DECORATORS.API_RESPONSE, holder) ?? {};
    Reflect.defineMetadata(
      DECORATORS.API_RESPONSE,
      { ...responses, [status]: mergedErrorEntry(status, codes, responses[status]) },
      holder,
    );
    return descriptor ?? target;
  }) as MethodDecorator & ClassDecorator;
}

/** The documented answer for `status`: the codes already documented there, then these. */
export function mergedErrorEntry(
  status: number,
  codes: string[],
  existing?: ResponseEntry,
): ResponseEntry {
  const known = existing?.schema.properties?.error?.enum ?? [];
  return errorEntry(status, [...new Set([...known, ...codes])]);
}

function errorEntry(status: number, codes: string[]): ResponseEntry {
  const title = DEFAULT_DESCRIPTIONS[status] ?? 'Error';
  return {
    description: codes.length ? `${title}: ${codes.join(', ')}` : title,
    schema: {
      allOf: [{ $ref: getSchemaPath(ErrorEnvelopeDto) }],
      ...(codes.length ? { properties: { error: { type: 'string', enum: codes } } } : {}),
    } as ResponseEntry['schema'],
  };
}
