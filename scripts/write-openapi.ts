import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiFromProductionBuild } from './openapi-from-build';

/** `npm run openapi:write`: refreshes the committed openapi.json from the production build. */
async function main(): Promise<void> {
  const document = await buildOpenApiFromProductionBuild();
  const path = join(__dirname, '..', 'openapi.json');
  writeFileSync(path, document);
  const paths = Object.keys((JSON.parse(document) as { paths: object }).paths).length;
  process.stdout.write(`wrote ${path} (${paths} paths)\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
