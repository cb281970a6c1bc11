import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
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
