import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiSnapshot, serialiseOpenApi } from '../src/openapi/openapi-snapshot';

/** `npm run openapi:write`: refreshes the committed openapi.json from the code. */
async function main(): Promise<void> {
  const document = await buildOpenApiSnapshot();
  const path = join(__dirname, '..', 'openapi.json');
  writeFileSync(path, serialiseOpenApi(document));
  process.stdout.write(`wrote ${path} (${Object.keys(document.paths).length} paths)\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
