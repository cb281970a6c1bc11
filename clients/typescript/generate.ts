import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

export const OPENAPI_PATH = join(__dirname, '..', '..', 'openapi.json');
export const GENERATED_PATH = join(__dirname, 'src', 'generated', 'openapi.d.ts');
export const PACKAGE_JSON_PATH = join(__dirname, 'package.json');

const HEADER = `/**
 * Generated from openapi.json by openapi-typescript: do not edit.
 * Regenerate with \`npm run client:generate\` (a unit test fails while this file is stale).
 */

`;

/** The types of the committed openapi.json, exactly as the committed file should hold them. */
export async function renderClientTypes(openapiPath = OPENAPI_PATH): Promise<string> {
  // The parsed document, not a path or URL: nothing is resolved over the network.
  const document = JSON.parse(readFileSync(openapiPath, 'utf8')) as OpenAPI3;
  const ast = await openapiTS(document);
  return HEADER + astToString(ast);
}

/** The document's `info.version`, which the package's version follows. */
export function documentVersion(openapiPath = OPENAPI_PATH): string {
  return (JSON.parse(readFileSync(openapiPath, 'utf8')) as OpenAPI3).info.version;
}

/** package.json with its `version` set to the document's, formatted as npm writes it. */
export function renderPackageJson(version = documentVersion()): string {
  const manifest = JSON.parse(readFileSync(PACKAGE_JSON_PATH, 'utf8')) as Record<string, unknown>;
  return `${JSON.stringify({ ...manifest, version }, null, 2)}\n`;
}

/**
 * `npm run client:generate` rewrites clients/typescript/src/generated/openapi.d.ts and the
 * package's version; with `--stdout` it prints the types instead (the staleness test compares
 * that in memory).
 */
async function main(): Promise<void> {
  const source = await renderClientTypes();
  if (process.argv.includes('--stdout')) {
    process.stdout.write(source);
    return;
  }
  writeFileSync(GENERATED_PATH, source);
  writeFileSync(PACKAGE_JSON_PATH, renderPackageJson());
  process.stdout.write(`wrote ${GENERATED_PATH} and the version of ${PACKAGE_JSON_PATH}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
