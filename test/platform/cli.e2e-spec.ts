import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import request from 'supertest';
import { freePort } from '../support/free-port';
import { createOwnDatabase, dropOwnDatabase, OwnDatabase } from '../support/own-database';
import { createTestApp, TestApp } from '../support/test-app';

const run = promisify(execFile);
const root = join(__dirname, '..', '..');

/** platform.md, CLI: each command with --json prints exactly the documented object. */
async function cli(...args: string[]) {
  const { stdout } = await run(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', 'src/cli.ts', ...args],
    {
      cwd: root,
      env: { ...process.env, TS_NODE_PROJECT: join(root, 'tsconfig.json') },
      timeout: 60_000,
    },
  );
  return stdout;
}

/** A CLI run that may fail: its exit code and both streams. */
async function cliExit(args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, TS_NODE_PROJECT: join(root, 'tsconfig.json'), ...env },
    timeout: 60_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('CLI', () => {
  let app: TestApp;
  let jwksUrl: URL;
  beforeAll(async () => {
    app = await createTestApp();
    jwksUrl = new URL(`${await app.listen()}/.well-known/jwks.json`);
  });
  afterAll(() => app.close());

  it('bootstrap --json prints {teamId, userId, sessionToken}, and a second run finds the same team', async () => {
    const first = JSON.parse(
      await cli('bootstrap', '--team', 'Cli Corp', '--email', 'ops@cli.test', '--json'),
    );
    expect(Object.keys(first).sort()).toEqual(['sessionToken', 'teamId', 'userId']);
    const { payload } = await jwtVerify(first.sessionToken, createRemoteJWKSet(jwksUrl), {
      issuer: app.config.jwtIssuer,
      audience: app.config.jwtAudience,
    });
    expect(payload).toMatchObject({ sub: first.userId, team: first.teamId });

    const again = JSON.parse(
      await cli('bootstrap', '--team', 'Cli Corp', '--email', 'OPS@cli.test', '--json'),
    );
    expect({ teamId: again.teamId, userId: again.userId }).toEqual({
      teamId: first.teamId,
      userId: first.userId,
    });
  }, 60_000);

  it('session --json prints {sessionToken} for a member, and fails for a stranger', async () => {
    const member = JSON.parse(
      await cli('bootstrap', '--team', 'Session Corp', '--email', 'a@session.test', '--json'),
    );
    const session = JSON.parse(
      await cli('session', '--email', 'a@session.test', '--team', member.teamId, '--json'),
    );
    expect(Object.keys(session)).toEqual(['sessionToken']);
    await expect(
      cli('session', '--email', 'nobody@session.test', '--team', member.teamId, '--json'),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is a member of that team'),
    });
  }, 60_000);

  it('keys:rotate --json prints {kid}; new sessions are signed with it', async () => {
    const { kid } = JSON.parse(await cli('keys:rotate', '--json'));
    expect(kid).toEqual(expect.any(String));
    const member = JSON.parse(
      await cli('bootstrap', '--team', 'Rotate Corp', '--email', 'a@rotate.test', '--json'),
    );
    expect(decodeProtectedHeader(member.sessionToken).kid).toBe(kid);
  }, 60_000);
});

/** What a newcomer meets first: help, a typo, a database that is not running. */
describe('CLI messages', () => {
  it('--help prints the commands on stdout and exits 0, without a stack trace', async () => {
    const { code, stdout, stderr } = await cliExit(['--help']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain('bootstrap [options]');
  });

  it('an unknown command is one line on stderr and exit 1', async () => {
    const { code, stdout, stderr } = await cliExit(['nope']);
    expect({ code, stdout, stderr }).toEqual({
      code: 1,
      stdout: '',
      stderr: "error: unknown command 'nope'\n",
    });
  });

  it('an unreachable DATABASE_URL names the setting, host and port and what to do, not the password', async () => {
    const port = await freePort();
    const { code, stderr } = await cliExit(['keys:init', '--json'], {
      DATABASE_URL: `postgres://postgres:hunter2@127.0.0.1:${port}/platform`,
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `error: Cannot reach PostgreSQL at 127.0.0.1:${port} (DATABASE_URL; connect ECONNREFUSED`,
    );
    expect(stderr).toContain('set DATABASE_URL in the environment or in .env');
    expect(stderr).not.toContain('hunter2');
    expect(stderr).not.toContain('    at ');
  });
});

/**
 * platform.md, Secrets and keys: production refuses to start without readable keys, and
 * `keys:init` is how an operator provisions them, also for a database whose keys are listed
 * but whose KEYS_DIR is new. A database of its own: its keys never reach other test files.
 */
describe('keys:init and a production start', () => {
  let databaseUrl: string;
  const scratch = mkdtempSync(join(tmpdir(), 'production-keys-'));
  const production = (keysDir: string) => ({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    KEYS_DIR: keysDir,
  });

  let own: OwnDatabase;
  beforeAll(async () => {
    own = await createOwnDatabase('production_keys');
    databaseUrl = own.url;
  });
  afterAll(async () => {
    await dropOwnDatabase(own.name);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('keys:init provisions a production KEYS_DIR, the first one and a new one for a provisioned database', async () => {
    const first = await cliExit(['keys:init', '--json'], production(join(scratch, 'first')));
    expect({ code: first.code, stderr: first.stderr }).toEqual({ code: 0, stderr: '' });

    const fresh = join(scratch, 'fresh');
    await expect(createTestApp(production(fresh))).rejects.toThrow(
      /^Keys missing or unreadable in KEYS_DIR[^]*- share key \(hmac\/share\/[^]*keys:init/,
    );

    const again = await cliExit(['keys:init', '--json'], production(fresh));
    expect({ code: again.code, stderr: again.stderr }).toEqual({ code: 0, stderr: '' });
    const { kid } = JSON.parse(again.stdout);
    const app = await createTestApp(production(fresh));
    try {
      const res = await request(app.http).get('/.well-known/jwks.json').expect(200);
      // The first directory's key, lost to this one, is withdrawn rather than failing the set.
      expect(res.body.keys.map((key: { kid: string }) => key.kid)).toEqual([kid]);
    } finally {
      await app.close();
    }
  }, 120_000);
});
