import type { OpenAPIObject } from '@nestjs/swagger';
import { MAX_PAGE_LIMIT } from '../common/pagination/pagination.constants';

interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string }[];
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, ErrorContent> }>;
  'x-required-scope'?: string;
  'x-portal-access'?: 'read' | 'write';
}

interface ErrorContent {
  schema?: { properties?: { error?: { enum?: string[] } } };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const SUCCESS_TITLES: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No content',
  '206': 'Partial content',
  '302': 'Found',
  '304': 'Not modified',
};

/**
 * Every operation's description says what an integrator needs before calling it, in the same
 * order everywhere: the credential (the scope comes from @RequireScope, which writes it to
 * `x-required-scope`; Swagger UI shows no `x-` extension), the paging, then the error codes per
 * status. A description written on the operation comes first.
 */
export function describeOperations(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      operation.description = [
        operation.description,
        credentialSentence(operation),
        pagingSentence(operation),
        errorsSentence(operation),
      ]
        .filter(Boolean)
        .join('\n\n');
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!response.description) response.description = SUCCESS_TITLES[status] ?? 'Answer';
      }
    }
  }
  return document;
}

function credentialSentence(operation: Operation): string {
  const scope = operation['x-required-scope'];
  if (scope?.includes(' or ')) {
    return `**Requires ${scope}**: an API token (\`svc_live_…\`) holding at least one of these scopes; a token with none is refused with \`INSUFFICIENT_SCOPE\`.`;
  }
  if (scope) return `**Requires ${scope}**: an API token (\`svc_live_…\`) holding this scope.`;
  const portal = operation['x-portal-access'];
  if (portal === 'write')
    return '**Requires a portal link** (`whp_…`) that is not read-only; answers are never cached.';
  if (portal) return '**Requires a portal link** (`whp_…`); answers are never cached.';
  if (operation.security?.length) return '**Requires a user session** (an RS256 JWT).';
  return '**Public**: no API token; any credential is the link or token the request carries.';
}

function pagingSentence(operation: Operation): string | undefined {
  const query = new Set(
    (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
  );
  if (!query.has('limit')) return undefined;
  const limit = `\`limit\` items a page (at most ${MAX_PAGE_LIMIT}; larger values are clamped)`;
  if (query.has('cursor')) {
    return `**Cursor-paged**: ${limit}; pass \`pagination.cursor\` back as \`cursor\` while \`pagination.hasMore\` is true.`;
  }
  if (query.has('offset')) {
    return `**Offset-paged**: ${limit} from \`offset\`; \`pagination.hasMore\` says whether more follow.`;
  }
  return `**Limited**: ${limit}.`;
}

function errorsSentence(operation: Operation): string | undefined {
  const lines = Object.entries(operation.responses)
    .filter(([status]) => Number(status) >= 400)
    .map(([status, response]) => {
      const codes = response.content?.['application/json']?.schema?.properties?.error?.enum ?? [];
      return `- ${status}: ${codes.length ? codes.map((code) => `\`${code}\``).join(', ') : response.description}`;
    });
  return lines.length
    ? `**Errors** (flat envelope \`{error, message, details?}\`):\n${lines.join('\n')}`
    : undefined;
}
