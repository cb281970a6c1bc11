import { documentedTypes } from './openapi-operations';
import type { FuzzRequest } from './request-arbitrary';
import type { Answer } from './send';

/** Why an answer breaks the hostile-input property, or undefined when it holds. */
export function judge(request: FuzzRequest, answer: Answer, boundMs: number): string | undefined {
  if (answer.failure) return answer.failure;
  if (answer.status >= 500) return `server error ${answer.status}`;
  if (answer.ms > boundMs) return `slow: ${Math.round(answer.ms)} ms (bound ${boundMs} ms)`;
  if (request.method === 'HEAD' || answer.status < 400) return wellFormedJson(answer);
  return undocumentedRefusal(request, answer) ?? envelopeProblem(request, answer);
}

/**
 * A route that documents no client error at all (the pixel answers its GIF whatever comes, the
 * key set is public) must not answer one: the caller of such a route handles no 4xx.
 */
function undocumentedRefusal(request: FuzzRequest, answer: Answer): string | undefined {
  const { operation } = request;
  // Another method, or an empty path segment (`/notifications//pixel`), is another route.
  if (request.method !== operation.method) return undefined;
  if (Object.values(request.params).some((value) => value === '')) return undefined;
  const statuses = Object.keys(operation.responses);
  if (statuses.some((status) => status.startsWith('4'))) return undefined;
  return `a ${answer.status} from a route that documents only ${statuses.join(', ')}`;
}

function mediaType(answer: Answer): string {
  return String(answer.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
}

/** A success that says it is JSON must parse as JSON. */
function wellFormedJson(answer: Answer): string | undefined {
  if (mediaType(answer) !== 'application/json' || answer.body.length === 0) return undefined;
  try {
    JSON.parse(answer.body.toString('utf8'));
    return undefined;
  } catch {
    return 'a JSON success body that does not parse';
  }
}

/**
 * A 4xx is the flat envelope `{error, message, details?}` and nothing else, unless the
 * operation documents another media type for that status (none does today).
 */
function envelopeProblem(request: FuzzRequest, answer: Answer): string | undefined {
  const type = mediaType(answer);
  const documented =
    request.method === request.operation.method
      ? documentedTypes(request.operation, answer.status)
      : undefined;
  if (
    documented &&
    documented.length > 0 &&
    !documented.includes('application/json') &&
    documented.includes(type)
  ) {
    return undefined;
  }
  if (type !== 'application/json')
    return `a ${answer.status} answered as "${type || 'no content type'}", not the JSON envelope`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return `a ${answer.status} whose JSON does not parse`;
  }
  return envelopeShape(body);
}

export function envelopeShape(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'the error body is not an object';
  const record = body as Record<string, unknown>;
  const extra = Object.keys(record).filter((key) => !['error', 'message', 'details'].includes(key));
  if (extra.length > 0) return `the error body has keys outside the envelope: ${extra.join(', ')}`;
  if (typeof record.error !== 'string' || record.error === '')
    return 'the error body has no string `error`';
  if (typeof record.message !== 'string') return 'the error body has no string `message`';
  if (record.details === undefined) return undefined;
  if (!Array.isArray(record.details)) return '`details` is not an array';
  if (record.details.length > 20) return `\`details\` has ${record.details.length} items (cap 20)`;
  for (const detail of record.details as unknown[]) {
    const item = detail as Record<string, unknown>;
    const keys =
      typeof detail === 'object' && detail !== null ? Object.keys(item).sort().join(',') : '';
    if (
      keys !== 'code,field,message' ||
      ['code', 'field', 'message'].some((key) => typeof item[key] !== 'string')
    ) {
      return `a detail is not {field, message, code} strings: ${JSON.stringify(detail).slice(0, 200)}`;
    }
  }
  return undefined;
}
