import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { createApiToken, createTeamOwner, scopes } from '../factories/identity.factory';
import { createWebhookTestApp, WebhookTestApp } from '../webhooks/support/webhook-test-app';

const REPOSITORY = join(__dirname, '..', '..');
const PACKAGE_DIR = join(REPOSITORY, 'clients', 'typescript');
const CONSUMER_SOURCES = join(__dirname, 'package-consumer');
const TRANSCRIPT = join(REPOSITORY, 'test-output', 'typescript-package-install.md');

interface Ran {
  stdout: string;
  stderr: string;
}

/**
 * clients/typescript as an integrator gets it: packed with `npm pack`, installed from the tarball
 * into a fresh project under the system's temporary folder (outside this repository, so nothing
 * here is visible to it) with no registry and an empty npm cache, then used by a CommonJS and an
 * ESM script against the running service. The commands and what they printed are written to
 * test-output/typescript-package-install.md.
 */
describe('the TypeScript client as an installed package', () => {
  let app: WebhookTestApp;
  let baseUrl: string;
  let work: string;
  let consumer: string;
  let tarball: string;
  const transcript: string[] = [];

  /**
   * Runs a command with nothing of this repository's environment but PATH and HOME, and notes it
   * and its output (or `summary` of it) in the transcript.
   */
  async function run(
    command: string,
    args: string[],
    cwd: string,
    { env = {}, summary }: { env?: Record<string, string>; summary?: (ran: Ran) => string } = {},
  ): Promise<Ran> {
    const started = Date.now();
    const ran = await promisify(execFile)(command, args, {
      cwd,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        npm_config_cache: join(work, 'npm-cache'),
        npm_config_update_notifier: 'false',
        ...env,
      },
      maxBuffer: 16 * 1024 * 1024,
    });
    const shown = [command === process.execPath ? 'node' : command, ...args].join(' ');
    const where = cwd.startsWith(REPOSITORY) ? cwd.slice(REPOSITORY.length + 1) : cwd;
    transcript.push(`$ (cd ${where || '.'} && ${shown})  # ${Date.now() - started} ms`);
    transcript.push((summary ? summary(ran) : `${ran.stdout}${ran.stderr}`).trim(), '');
    return ran;
  }

  beforeAll(async () => {
    app = await createWebhookTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    baseUrl = await app.listen();
    work = mkdtempSync(join(tmpdir(), 'api-client-package-'));
    const packed = join(work, 'packed');
    consumer = join(work, 'consumer');
    mkdirSync(packed);
    mkdirSync(consumer);

    // prepack builds dist/ first (npm run client:build), so the tarball holds the sources as they are.
    await run('npm', ['pack', '--pack-destination', packed], PACKAGE_DIR);
    const [file] = readdirSync(packed).filter((name) => name.endsWith('.tgz'));
    tarball = join(packed, file ?? 'missing.tgz');

    writeFileSync(
      join(consumer, 'package.json'),
      `${JSON.stringify({ name: 'integrator', private: true }, null, 2)}\n`,
    );
    cpSync(CONSUMER_SOURCES, consumer, { recursive: true });
    await run(
      'npm',
      ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball],
      consumer,
    );
  }, 180_000);

  afterAll(async () => {
    mkdirSync(join(REPOSITORY, 'test-output'), { recursive: true });
    writeFileSync(
      TRANSCRIPT,
      `# Installing the packed client\n\n\`\`\`\n${transcript.join('\n')}\`\`\`\n`,
    );
    await app?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('is one package with no dependencies, versioned as the API document', () => {
    const manifest = JSON.parse(
      readFileSync(
        join(consumer, 'node_modules', '@platform', 'api-client', 'package.json'),
        'utf8',
      ),
    ) as Record<string, unknown>;
    const document = JSON.parse(readFileSync(join(REPOSITORY, 'openapi.json'), 'utf8')) as {
      info: { version: string };
    };
    expect(manifest.version).toBe(document.info.version);
    expect(basename(tarball)).toBe(`platform-api-client-${document.info.version}.tgz`);
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.peerDependencies).toBeUndefined();
    const lock = JSON.parse(readFileSync(join(consumer, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    expect(Object.keys(lock.packages).sort()).toEqual(['', 'node_modules/@platform/api-client']);
  });

  it('type-checks an ESM and a CommonJS consumer against the declarations of each condition', async () => {
    // This repository's compiler on the consumer's files, which reads no types but its own (its
    // tsconfig has `types: []`), lists the declaration entry each condition resolved to.
    const tsc = require.resolve('typescript/bin/tsc');
    const entries = ({ stdout }: Ran) =>
      stdout
        .split('\n')
        .filter((line) => /@platform\/api-client\/dist\/[a-z]+\/index\.d\.ts$/.test(line))
        .join('\n');
    const ran = await run(process.execPath, [tsc, '-p', '.', '--listFiles'], consumer, {
      summary: entries,
    });
    expect(entries(ran)).toContain('/node_modules/@platform/api-client/dist/esm/index.d.ts');
    expect(entries(ran)).toContain('/node_modules/@platform/api-client/dist/cjs/index.d.ts');
  }, 120_000);

  it.each([
    ['consumer.cjs', 'dist/cjs/index.js'],
    ['consumer.mjs', 'dist/esm/index.js'],
  ])(
    '%s creates agents, pages them and verifies a delivered webhook',
    async (script, entry) => {
      const owner = await createTeamOwner(app);
      const token = await createApiToken(
        app,
        owner,
        scopes('ai_agents:read', 'ai_agents:write', 'webhooks:read', 'webhooks:write'),
      );
      const name = `From ${script}`;
      const { stdout } = await run(process.execPath, [script], consumer, {
        env: { BASE_URL: baseUrl, TOKEN: token, NAME: name },
      });
      const result = JSON.parse(stdout) as Record<string, unknown>;

      expect(String(result.entry)).toContain(`node_modules/@platform/api-client/${entry}`);
      const names = [1, 2, 3].map((n) => `${name} ${n}`);
      expect(result.created).toEqual(names);
      expect((result.paged as string[]).sort()).toEqual(names);
      expect(result.pages).toBe(2);
      // One key of its own on every POST (subscription and three agents), each a fresh UUID.
      const keys = result.idempotencyKeys as string[];
      expect(keys).toHaveLength(4);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(keys).size).toBe(4);
      expect(result.missing).toEqual({ status: 404, code: 'AGENT_NOT_FOUND' });
      const verified = result.verified as { type: string; agentId: string; expected: string };
      expect(verified.type).toBe('agent.created');
      expect(verified.agentId).toBe(verified.expected);
      expect(result.standardEventId).toBe('same');
      expect(result.wrongSecret).toBe('signature_mismatch');
    },
    60_000,
  );
});
