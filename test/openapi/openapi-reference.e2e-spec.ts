import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface MediaType {
  schema?: { properties?: { error?: { enum?: string[] } } };
  examples?: Record<string, { value: { error: string; message: string } }>;
}
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
  'x-required-scope'?: string;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
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
});
