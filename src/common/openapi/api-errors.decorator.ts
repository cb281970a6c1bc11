import { applyDecorators } from '@nestjs/common';
import { ApiResponse, getSchemaPath, ApiExtraModels } from '@nestjs/swagger';
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

/** Documents error responses in the flat envelope, listing the codes each status can carry. */
export function ApiErrors(...rows: ApiErrorRow[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiExtraModels(ErrorEnvelopeDto),
    ...rows.map(([status, ...codes]) =>
      ApiResponse({
        status,
        description: codes.length
          ? `${DEFAULT_DESCRIPTIONS[status] ?? 'Error'}: ${codes.join(', ')}`
          : (DEFAULT_DESCRIPTIONS[status] ?? 'Error'),
        schema: {
          allOf: [{ $ref: getSchemaPath(ErrorEnvelopeDto) }],
          ...(codes.length ? { properties: { error: { type: 'string', enum: codes } } } : {}),
        },
      }),
    ),
  );
}
