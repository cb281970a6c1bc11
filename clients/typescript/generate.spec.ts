import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

// openapi-typescript loads ES modules that Jest's module loader cannot require, so the generator
// runs in a plain Node process and prints what it would write; nothing touches the disk.
const GENERATED = join(__dirname, 'src', 'generated', 'openapi.d.ts');

describe('the generated client', () => {
  it('match openapi.json (run `npm run client:generate` after changing the API)', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['-r', 'ts-node/register/transpile-only', join(__dirname, 'generate.ts'), '--stdout'],
      { cwd: join(__dirname, '..', '..'), maxBuffer: 64 * 1024 * 1024 },
    );
    expect(stdout.length).toBeGreaterThan(1000);
    expect(readFileSync(GENERATED, 'utf8') === stdout).toBe(true);
  }, 60_000);

  it("version the package as the document's info.version (`npm run client:generate` sets it)", () => {
    const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
    const document = read(join(__dirname, '..', '..', 'openapi.json')) as {
      info: { version: string };
    };
    const manifest = read(join(__dirname, 'package.json')) as { version: string };
    expect(manifest.version).toBe(document.info.version);
  });
});
