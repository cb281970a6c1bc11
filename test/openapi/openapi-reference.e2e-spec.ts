import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCOPE_ENTITIES } from '../../src/common/access/scope-entities';

interface MediaType {
  schema?: { properties?: { error?: { enum?: string[] } } };
  examples?: Record<string, { value: { error: string; message: string } }>;
}
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
  'x-required-scope'?: string;
  'x-portal-access'?: string;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string; description?: string }[];
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, object> };
}

/** What an integrator reads in /docs: the committed document, which the drift test ties to the app. */
describe('OpenAPI reference', () => {
  const document = JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8'),
  ) as Document;
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

  it('shows on every error response one example per documented code, each with that code', () => {
    const mismatches: string[] = [];
    for (const { name, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        const json = response.content?.['application/json'];
        const codes = json?.schema?.properties?.error?.enum ?? [];
        const examples = Object.entries(json?.examples ?? {});
        const shown = examples.map(([key, example]) => `${key}=${example.value.error}`);
        const expected = codes.map((code) => `${code}=${code}`);
        if (!codes.length || shown.join() !== expected.join()) {
          mismatches.push(`${name} ${status}: codes [${codes.join()}], examples [${shown.join()}]`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('gives every operation a summary, a tag of the reference and a description naming its credential, paging and errors', () => {
    const tags = document.tags.map((tag) => tag.name);
    const lacking = operations.flatMap(({ name, operation }) => {
      const scope = operation['x-required-scope'];
      const description = operation.description ?? '';
      const credential = scope
        ? `Requires ${scope}`
        : operation['x-portal-access']
          ? 'Requires a portal link'
          : 'Public';
      const missing = [
        !operation.summary && 'summary',
        !description.includes(credential) && credential,
        !description.includes('**Errors**') && 'errors',
        operation.tags?.length !== 1 || !tags.includes(operation.tags[0]) ? 'a known tag' : '',
        /limit/.test(JSON.stringify(operation.parameters ?? [])) &&
          !/-paged|Limited/.test(description) &&
          'paging',
        Object.values(operation.responses).some((response) => !response.description) &&
          'response descriptions',
      ].filter(Boolean);
      return missing.length ? [`${name}: ${missing.join(', ')}`] : [];
    });
    expect(lacking).toEqual([]);
  });

  it('names If-None-Match, the 200\'s ETag and the 304 on every GET under /v1 (platform.md "Conditional reads")', () => {
    const lacking = operations.flatMap(({ name, operation }) => {
      if (!name.startsWith('GET /v1/')) return [];
      const { parameters = [], responses } = operation as unknown as {
        parameters?: { $ref?: string }[];
        responses: Record<string, { headers?: Record<string, unknown> }>;
      };
      const missing = [
        !parameters.some((p) => p.$ref === '#/components/parameters/If-None-Match') &&
          'If-None-Match',
        !responses['200']?.headers?.ETag && 'the ETag of the 200',
        !responses['304']?.headers?.ETag && 'a 304 with its ETag',
        !responses['304']?.headers?.['RateLimit-Remaining'] && 'RateLimit-* on the 304',
      ].filter(Boolean);
      return missing.length ? [`${name}: ${missing.join(', ')}`] : [];
    });
    expect(lacking).toEqual([]);
  });

  it('describes every tag in one line, each a feature in the same case', () => {
    for (const tag of document.tags) {
      expect(tag.name).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
      expect(tag.description).toMatch(/^[^\n]+\.$/);
    }
  });

  it('names schemas as integrators see them, and does not call API tokens JWTs', () => {
    expect(
      Object.keys(document.components.schemas).filter((name) => /(Dto|View)$/.test(name)),
    ).toEqual([]);
    expect(document.components.securitySchemes.bearer).not.toHaveProperty('bearerFormat');
    expect(JSON.stringify(document.components.securitySchemes.bearer)).toContain('svc_live_');
  });

  it('requires only scope entities that POST /v1/api-tokens accepts without a warning', () => {
    const entities = new Set(
      operations.flatMap(({ operation }) => operation['x-required-scope']?.split(':')[0] ?? []),
    );
    expect([...entities].sort()).toEqual([...SCOPE_ENTITIES].sort());
  });
});
