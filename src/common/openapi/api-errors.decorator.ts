import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, DECORATORS, getSchemaPath } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from './error-envelope.dto';

/** One documented error row: the status and the codes it can carry. */
export type ApiErrorRow = [status: number, ...codes: string[]];

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
 * Documents error responses in the flat envelope, listing the codes each status can carry. Rows
 * for a status already documented (by @RequireScope, say) add their codes to it rather than a
 * second description.
 */
export function ApiErrors(...rows: ApiErrorRow[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiExtraModels(ErrorEnvelopeDto),
    ...rows.map(([status, ...codes]) => errorResponse(status, codes)),
  );
}

interface ResponseEntry {
  description: string;
  schema: { properties?: { error?: { enum?: string[] } } };
}

function errorResponse(status: number, codes: string[]): MethodDecorator & ClassDecorator {
  return ((target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    const holder: object = descriptor ? (descriptor.value as object) : target;
    const responses: Record<string, ResponseEntry> =
      Reflect.getMetadata(DECORATORS.API_RESPONSE, holder) ?? {};
    const known = responses[status]?.schema.properties?.error?.enum ?? [];
    const merged = [...new Set([...known, ...codes])];
    Reflect.defineMetadata(
      DECORATORS.API_RESPONSE,
      { ...responses, [status]: errorEntry(status, merged) },
      holder,
    );
    return descriptor ?? target;
  }) as MethodDecorator & ClassDecorator;
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
