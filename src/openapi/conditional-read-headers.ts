import type { OpenAPIObject } from '@nestjs/swagger';

interface Operation {
  parameters?: unknown[];
  responses: Record<string, { description?: string; headers?: Record<string, unknown> }>;
}

const ETAG = {
  description:
    'Strong tag of this answer: a digest of its media type, content coding and bytes, so it ' +
    'changes with anything the caller could read in it. On one resource and on the first page of ' +
    'a collection (no `offset` past 0, no `cursor`).',
  schema: { type: 'string', example: '"pB3x5m0d2c7VZkq1Hf9yLrT4uWnE8sAa"' },
};

const IF_NONE_MATCH = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description:
    'ETags the caller holds (a list, `W/` forms or `*`, compared weakly): when one is the ' +
    "current tag the answer is 304 with no body, which does not count against the caller's " +
    'rate budget. Only one resource or the first page of a collection is compared.',
  schema: { type: 'string' },
};

const NOT_MODIFIED =
  "Not modified: If-None-Match names the current ETag. No body; not counted against the caller's " +
  'rate budget (RateLimit-Remaining as before the call), though a spent budget is still 429.';

/**
 * Every GET under /v1 takes If-None-Match and tags its 200 (platform.md "Conditional reads",
 * src/common/conditional-reads): the document names the header, the ETag and the 304 on each, with
 * the RateLimit-* headers the 304 carries like any answer of its budget.
 */
export function documentConditionalReads(document: OpenAPIObject): OpenAPIObject {
  const components = (document.components ??= {});
  components.headers = { ...components.headers, ETag: ETAG };
  components.parameters = { ...components.parameters, 'If-None-Match': IF_NONE_MATCH as never };
  for (const [path, item] of Object.entries(document.paths)) {
    const operation = item.get as Operation | undefined;
    const ok = operation?.responses['200'];
    if (!operation || !ok || !path.startsWith('/v1/')) continue;
    operation.parameters = [
      ...(operation.parameters ?? []),
      { $ref: '#/components/parameters/If-None-Match' },
    ];
    ok.headers = { ...ok.headers, ETag: { $ref: '#/components/headers/ETag' } };
    const rateLimit = Object.fromEntries(
      Object.entries(ok.headers).filter(([name]) => name.startsWith('RateLimit-')),
    );
    operation.responses['304'] = {
      description: NOT_MODIFIED,
      headers: { ETag: { $ref: '#/components/headers/ETag' }, ...rateLimit },
    };
  }
  return document;
}
