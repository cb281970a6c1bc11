import { build } from 'esbuild';
import { join, resolve } from 'node:path';

/** The portal page's sources (Preact + TSX, one CSS file): docs/webhooks-portal.md. */
export const PORTAL_PAGE_DIR = join(__dirname, '..', 'src', 'webhooks', 'portal', 'page');

/**
 * Bundles the portal page into `outDir` as portal.js and portal.css, the files the service
 * serves under /portal/assets (PORTAL_ASSETS_DIR): Preact is bundled in, nothing is fetched
 * from another host, and no source map is shipped.
 */
export async function buildPortalPage(outDir: string): Promise<void> {
  await build({
    entryPoints: [join(PORTAL_PAGE_DIR, 'portal.tsx'), join(PORTAL_PAGE_DIR, 'portal.css')],
    outdir: outDir,
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    jsx: 'automatic',
    jsxImportSource: 'preact',
    tsconfig: join(PORTAL_PAGE_DIR, 'tsconfig.json'),
    legalComments: 'none',
    logLevel: 'warning',
  });
}

/** `ts-node scripts/build-portal.ts <outDir>`, run by `npm run build` (dist/portal). */
if (require.main === module) {
  const outDir = process.argv[2];
  if (!outDir) {
    process.stderr.write('usage: build-portal.ts <outDir>\n');
    process.exit(2);
  }
  buildPortalPage(resolve(outDir)).then(
    () => process.stdout.write(`portal page built into ${outDir}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
