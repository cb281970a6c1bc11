import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * An operation extension (`@ApiExtension(BODY_BY_MEDIA_TYPE, {type: schema})`) for a body read by
 * hand whose shape depends on its media type: @ApiBody gives every media type one schema.
 */
export const BODY_BY_MEDIA_TYPE = 'x-body-by-media-type';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  [BODY_BY_MEDIA_TYPE]?: Record<string, unknown>;
}

/** Gives each media type of such a body its own schema, and drops the extension. */
export function documentBodiesByMediaType(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as Operation[]) {
      const schemas = operation?.[BODY_BY_MEDIA_TYPE];
      if (!schemas) continue;
      delete operation[BODY_BY_MEDIA_TYPE];
      for (const [type, schema] of Object.entries(schemas)) {
        const media = operation.requestBody?.content?.[type];
        if (!media)
          throw new Error(`${BODY_BY_MEDIA_TYPE}: ${type} is not a media type the body takes`);
        media.schema = schema;
      }
    }
  }
  return document;
}
