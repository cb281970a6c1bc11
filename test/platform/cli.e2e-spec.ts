import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { freePort } from '../support/free-port';
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
