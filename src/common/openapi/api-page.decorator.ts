import { applyDecorators, Type } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { MAX_COUNTED_TOTAL } from '../pagination/pagination.constants';

/** docs/platform.md, "Pagination". */
const TOTAL_DESCRIPTION = `Present only when the count over the same filter is known. A collection counts at most ${MAX_COUNTED_TOTAL} matching items: past that, total is absent (unknown, never zero), and hasMore is the loop condition.`;

const OFFSET_PAGINATION = {
  type: 'object',
  required: ['limit', 'offset', 'hasMore'],
  properties: {
    total: { type: 'integer', description: TOTAL_DESCRIPTION },
    limit: { type: 'integer' },
    offset: { type: 'integer' },
    hasMore: { type: 'boolean' },
  },
};

const CURSOR_PAGINATION = {
  type: 'object',
  required: ['hasMore', 'direction', 'limit'],
  properties: {
    hasMore: { type: 'boolean' },
    cursor: {
      type: 'string',
      nullable: true,
      description: 'Opaque; null or absent on the last page',
    },
    direction: { type: 'string', example: 'next' },
    limit: { type: 'integer' },
    total: { type: 'integer', description: TOTAL_DESCRIPTION },
  },
};

function pageResponse(
  model: Type<unknown>,
  pagination: object,
  status: number,
  description: string,
) {
  return applyDecorators(
    ApiExtraModels(model),
    ApiResponse({
      status,
      description,
      schema: {
        type: 'object',
        required: ['data', 'pagination'],
        properties: {
          data: { type: 'array', items: { $ref: getSchemaPath(model) } },
          pagination,
        },
      },
    }),
  );
}

export function ApiOffsetPageResponse(model: Type<unknown>, description = 'Offset page') {
  return pageResponse(model, OFFSET_PAGINATION, 200, description);
}

export function ApiCursorPageResponse(model: Type<unknown>, description = 'Cursor page') {
  return pageResponse(model, CURSOR_PAGINATION, 200, description);
}
