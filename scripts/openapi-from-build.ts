import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = join(__dirname, '..');

/**
 * The OpenAPI document as the production build serves it. @nestjs/swagger reads a property's type
 * from `design:type` metadata, which only a compile with type information gets right: an isolated
 * transpile (jest's SWC, `ts-node --transpile-only`) writes `Object` for a type it cannot see (a union
 * alias, an imported interface). So the document is built from `tsc -p tsconfig.build.json`
 * output, exactly what `npm start` runs, in a throwaway folder under var/; or from such a
 * compile already made (`builtDir`, the repository's depth of dist/).
 */
export async function buildOpenApiFromProductionBuild(builtDir?: string): Promise<string> {
  mkdirSync(join(ROOT, 'var'), { recursive: true });
  // Inside the repository, at the depth of dist/, so that node_modules resolve as they do there.
  const outDir = builtDir ?? mkdtempSync(join(ROOT, 'var', 'openapi-build-'));
  try {
    if (!builtDir) {
      const tsc = require.resolve('typescript/bin/tsc');
      await run(
        process.execPath,
        [tsc, '-p', 'tsconfig.build.json', '--outDir', outDir, '--incremental', 'false'],
        { cwd: ROOT },
      );
    }
    const snapshot = join(outDir, 'src', 'openapi', 'openapi-snapshot.js');
    const script =
      `const { buildOpenApiSnapshot, serialiseOpenApi } = require(${JSON.stringify(snapshot)});` +
      // Exit once the pipe has taken all of it: the preview app may leave handles open.
      'buildOpenApiSnapshot().then((d) => process.stdout.write(serialiseOpenApi(d), () => process.exit(0)));';
    const { stdout } = await run(process.execPath, ['-e', script], {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } finally {
    if (!builtDir) rmSync(outDir, { recursive: true, force: true });
  }
}
