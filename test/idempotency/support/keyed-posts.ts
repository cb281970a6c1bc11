import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Parameter = { name?: string; $ref?: string };
type RawOperation = { parameters?: Parameter[]; security?: Record<string, unknown>[] };
type RawDocument = {
  paths: Record<string, Record<string, RawOperation | undefined>>;
  components?: { parameters?: Record<string, Parameter> };
};

/**
 * The session-only POSTs the public document leaves out (token management): keyed like every
 * authenticated POST under /v1 (platform.md, "Safe retries").
 */
export const SESSION_ONLY_POSTS = ['POST /v1/api-tokens', 'POST /v1/api-tokens/{id}/rotate'];

/**
 * `POST <path template>` of every operation of the committed openapi.json under /v1 that takes
 * `Idempotency-Key` and a bearer credential: the operations whose replay must be proven.
 */
export function keyedPostsOfDocument(): string[] {
  const document = JSON.parse(
    readFileSync(join(__dirname, '..', '..', '..', 'openapi.json'), 'utf8'),
  ) as RawDocument;
  const nameOf = (parameter: Parameter) =>
    parameter.$ref
      ? document.components?.parameters?.[parameter.$ref.split('/').pop() ?? '']?.name
      : parameter.name;
  return Object.entries(document.paths)
    .filter(([path, item]) => {
      const post = item.post;
      return (
        path.startsWith('/v1/') &&
        post !== undefined &&
        (post.parameters ?? []).some((parameter) => nameOf(parameter) === 'Idempotency-Key') &&
        (post.security ?? []).some((requirement) => 'bearer' in requirement)
      );
    })
    .map(([path]) => `POST ${path}`);
}
