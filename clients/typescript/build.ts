import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build, type Format } from 'esbuild';
import { BUNDLED_LIBRARIES, emitDeclarations } from './build-declarations';

const PACKAGE_DIR = __dirname;
export const DIST_DIR = join(PACKAGE_DIR, 'dist');

/** One folder per module system; its package.json `type` says which one its files are. */
const FORMATS: { folder: string; format: Format; type: 'module' | 'commonjs' }[] = [
  { folder: 'esm', format: 'esm', type: 'module' },
  { folder: 'cjs', format: 'cjs', type: 'commonjs' },
];

/**
 * `npm run client:build` (and the package's `prepack`) writes dist/: per format one bundle,
 * index.js, holding the client and openapi-fetch with only `node:` imports left, and the same
 * declaration files, which each folder's `type` makes ESM or CommonJS declarations.
 */
export async function buildPackage(): Promise<void> {
  const declarations = emitDeclarations();
  rmSync(DIST_DIR, { recursive: true, force: true });
  for (const { folder, format, type } of FORMATS) {
    const out = join(DIST_DIR, folder);
    const { metafile } = await build({
      entryPoints: [join(PACKAGE_DIR, 'src', 'index.ts')],
      outfile: join(out, 'index.js'),
      tsconfig: join(PACKAGE_DIR, 'tsconfig.build.json'),
      bundle: true,
      platform: 'node',
      target: 'node20',
      format,
      // Paths as the repository names them (node_modules may be a link), in the bundle's comments.
      preserveSymlinks: true,
      metafile: true,
      logLevel: 'warning',
    });
    const needed = Object.values(metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((imported) => imported.external && !imported.path.startsWith('node:'));
    if (needed.length > 0) {
      throw new Error(`the bundle would need ${needed.map((i) => i.path).join(', ')} at run time`);
    }
    writeFileSync(join(out, 'package.json'), `${JSON.stringify({ type }, null, 2)}\n`);
    for (const [path, text] of declarations) {
      mkdirSync(dirname(join(out, path)), { recursive: true });
      writeFileSync(join(out, path), text);
    }
  }
  writeFileSync(join(DIST_DIR, 'THIRD-PARTY-NOTICES.md'), thirdPartyNotices());
}

/** The MIT notices of the bundled libraries, which their licence asks copies to carry. */
function thirdPartyNotices(): string {
  const sections = Object.keys(BUNDLED_LIBRARIES).map((library) => {
    const folder = dirname(require.resolve(`${library}/package.json`));
    const { version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
      version: string;
    };
    return `## ${library} ${version}\n\n${readFileSync(join(folder, 'LICENSE'), 'utf8').trim()}\n`;
  });
  return `# Third-party notices\n\nThis package bundles the following libraries.\n\n${sections.join('\n')}`;
}

if (require.main === module) {
  buildPackage()
    .then(() => process.stdout.write(`built ${relative(process.cwd(), DIST_DIR)} (esm, cjs)\n`))
    .catch((error: unknown) => {
      process.stderr.write(
        `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    });
}
