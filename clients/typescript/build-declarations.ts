import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import * as ts from 'typescript';

const PACKAGE_DIR = __dirname;
const SOURCE_DIR = join(PACKAGE_DIR, 'src');
const TSCONFIG = join(PACKAGE_DIR, 'tsconfig.build.json');

/**
 * Where each library the client is built on lands in dist/ (its code bundled, its declarations
 * copied), so an integrator installs nothing else. openapi-typescript-helpers holds types only.
 */
export const BUNDLED_LIBRARIES: Record<string, string> = {
  'openapi-fetch': 'vendor/openapi-fetch.js',
  'openapi-typescript-helpers': 'vendor/openapi-typescript-helpers.js',
};

/**
 * The package's declaration files, by path inside a dist/ format folder. Node's ESM resolution
 * (and TypeScript's under `node16`/`nodenext`) wants full relative paths, so every relative
 * import gets its `.js`; bare imports of the bundled libraries point at their copied
 * declarations, and any other import fails the build rather than ship a dependency the package
 * does not declare (`node:` ones included: the types must not need @types/node).
 */
export function emitDeclarations(): Map<string, string> {
  const config = ts.getParsedCommandLineOfConfigFile(
    TSCONFIG,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(format([diagnostic]));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${TSCONFIG}`);
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const problems = ts.getPreEmitDiagnostics(program);
  if (problems.length > 0) throw new Error(format(problems));

  const outDir = config.options.outDir ?? '';
  const files = new Map<string, string>();
  const emitted = program.emit(
    undefined,
    (fileName, text) => files.set(relative(outDir, fileName).split(sep).join('/'), text),
    undefined,
    true,
    { afterDeclarations: [rewriteSpecifiers] },
  );
  if (emitted.diagnostics.length > 0) throw new Error(format(emitted.diagnostics));

  // tsc emits nothing for a .d.ts input: the generated types are copied as they are.
  const generated = 'generated/openapi.d.ts';
  files.set(generated, readFileSync(join(SOURCE_DIR, generated), 'utf8'));
  for (const [library, target] of Object.entries(BUNDLED_LIBRARIES)) {
    files.set(target.replace(/\.js$/, '.d.ts'), libraryDeclarations(library, target));
  }
  return files;
}

/** A bundled library's own declaration file, its bare imports pointed at the other copies. */
function libraryDeclarations(library: string, target: string): string {
  const manifest = require.resolve(`${library}/package.json`);
  const path = join(dirname(manifest), 'dist', 'index.d.ts');
  const source = ts.createSourceFile(
    join(SOURCE_DIR, target.replace(/\.js$/, '.d.ts')),
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.ES2022,
    true,
  );
  const result = ts.transform(source, [rewriteSpecifiers]);
  const [rewritten] = result.transformed;
  result.dispose();
  return ts.createPrinter().printFile(rewritten as ts.SourceFile);
}

function rewriteSpecifiers(
  context: ts.TransformationContext,
): (root: ts.SourceFile | ts.Bundle) => ts.SourceFile | ts.Bundle {
  const { factory } = context;
  return (root) => {
    if (!ts.isSourceFile(root)) return root;
    const from = relative(SOURCE_DIR, dirname(root.fileName)).split(sep).join('/');
    const literal = (node: ts.StringLiteral) =>
      factory.createStringLiteral(specifierInDist(node.text, from));
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const { modifiers, importClause, moduleSpecifier, attributes } = node;
        return factory.updateImportDeclaration(
          node,
          modifiers,
          importClause,
          literal(moduleSpecifier),
          attributes,
        );
      }
      if (
        ts.isExportDeclaration(node) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const { modifiers, isTypeOnly, exportClause, moduleSpecifier, attributes } = node;
        return factory.updateExportDeclaration(
          node,
          modifiers,
          isTypeOnly,
          exportClause,
          literal(moduleSpecifier),
          attributes,
        );
      }
      if (
        ts.isImportTypeNode(node) &&
        ts.isLiteralTypeNode(node.argument) &&
        ts.isStringLiteral(node.argument.literal)
      ) {
        const argument = factory.updateLiteralTypeNode(
          node.argument,
          literal(node.argument.literal),
        );
        const { attributes, qualifier, typeArguments, isTypeOf } = node;
        return factory.updateImportTypeNode(
          node,
          argument,
          attributes,
          qualifier,
          typeArguments,
          isTypeOf,
        );
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitEachChild(root, visit, context);
  };
}

/** `specifier` as written in a file of folder `from` (relative to src/), as dist/ needs it. */
function specifierInDist(specifier: string, from: string): string {
  if (specifier.startsWith('.')) {
    const path = join(SOURCE_DIR, from, specifier);
    if (existsSync(`${path}.ts`) || existsSync(`${path}.d.ts`)) return `${specifier}.js`;
    if (existsSync(join(path, 'index.ts'))) return `${specifier}/index.js`;
    throw new Error(`cannot resolve ${specifier} from src/${from}`);
  }
  const target = BUNDLED_LIBRARIES[specifier];
  if (target === undefined) {
    throw new Error(
      `the declarations import "${specifier}", which the package neither bundles nor depends on`,
    );
  }
  const path = posix.relative(from, target);
  return path.startsWith('.') ? path : `./${path}`;
}

function format(diagnostics: readonly ts.Diagnostic[]): string {
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => PACKAGE_DIR,
    getNewLine: () => '\n',
  });
}
