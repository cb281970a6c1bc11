import { mkdtempSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import {
  createApiToken,
  createCaller,
  createTeamOwner,
  scopes,
} from '../factories/identity.factory';
import { sharedFile } from '../factories/media.factory';
import { ProbeController } from '../support/probe.controller';
import { createTestApp } from '../support/test-app';

/** An app logging at info level to a file of its own. */
async function loggedApp(controllers: Array<typeof ProbeController> = []) {
  const logFile = join(mkdtempSync(join(tmpdir(), 'platform-logs-')), 'app.log');
  const app = await createTestApp({ LOG_LEVEL: 'info', LOG_DESTINATION: logFile }, { controllers });
  return { app, logFile };
}

/** The JSON lines of a log file. */
function logLines(log: string): Array<Record<string, unknown>> {
  return log
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Quality bar: no secret, token or e-mail address appears in logs. */
describe('logs', () => {
  it('carry requests and 5xx with their request id, but no token, secret or e-mail address', async () => {
    const { app, logFile } = await loggedApp([ProbeController]);
    const owner = await createTeamOwner(app);
    const token = await createApiToken(app, owner, scopes('probe:read', 'probe:write'));
    const secrets = [
      token,
      owner.sessionToken,
      owner.email,
      'svc_unsub_secretvalue',
      'share-secret-token',
    ];
    try {
      await request(app.http).get('/v1/probe').set('Authorization', `Bearer ${token}`).expect(200);
      await request(app.http)
        .post('/v1/probe')
        .set('Authorization', `Bearer ${token}`)
        .send({ name: owner.email, count: 1 });
      await request(app.http)
        .get('/v1/api-tokens')
        .set('Authorization', `Bearer ${owner.sessionToken}`)
        .expect(200);
      await request(app.http).get('/public/unsubscribe/manage?token=svc_unsub_secretvalue');
      await request(app.http).get('/public/media/share-secret-token/meta');
      // A body its sender abandons halfway: the answer never ends, and its line says so.
      const base = new URL(await app.listen());
      await new Promise<void>((resolve) => {
        const socket = connect(Number(base.port), base.hostname, () => {
          socket.write(
            'POST /v1/probe HTTP/1.1\r\nHost: x\r\nX-Request-Id: req-aborted\r\n' +
              'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na',
            () => setTimeout(() => socket.destroy(), 100),
          );
        });
        socket.on('close', () => resolve());
      });
      await request(app.http)
        .get('/v1/probe/boom')
        .set('Authorization', `Bearer ${token}`)
        .set('X-Request-Id', 'req-500')
        .expect(500);
    } finally {
      await app.close();
    }
    const log = readFileSync(logFile, 'utf8');
    expect(log).toContain('"url":"/v1/probe"');
    expect(log).toContain('/public/media/[REDACTED]/meta');
    expect(log).toMatch(
      /"requestId":"req-500".*secret internal detail|secret internal detail.*"requestId":"req-500"/,
    );
    for (const secret of secrets) expect(log).not.toContain(secret);

    const lines = logLines(log);
    // One access line a request, with the request's id, method, redacted URL, status and time.
    const access = lines.filter((line) => line.msg === 'request completed');
    expect(access.find((line) => (line.req as { url: string }).url === '/v1/probe')).toEqual(
      expect.objectContaining({
        level: 30,
        req: { id: expect.any(String), method: 'GET', url: '/v1/probe' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    );
    expect(lines.find((line) => (line.req as { id?: string })?.id === 'req-aborted')).toEqual(
      expect.objectContaining({
        msg: 'request aborted',
        req: expect.objectContaining({ method: 'POST', url: '/v1/probe' }),
      }),
    );
    const failed = access.find((line) => (line.req as { id: string }).id === 'req-500');
    expect(failed).toMatchObject({ level: 50, res: { statusCode: 500 } });
    // A line a service writes while handling a request names that request as well.
    const detail = lines.find(
      (line) => line.msg !== 'request completed' && line.requestId === 'req-500',
    );
    expect(detail).toMatchObject({
      req: { id: 'req-500', method: 'GET', url: '/v1/probe/boom' },
    });
  });

  it('redact a share token from a path cased otherwise, which Express still serves', async () => {
    const { app, logFile } = await loggedApp();
    let statusLine: string;
    let share: Awaited<ReturnType<typeof sharedFile>>;
    try {
      const caller = await createCaller(app, 'media:write');
      share = await sharedFile(app, caller.auth, 'notes.md', '# Hi\n');
      await request(app.http).get(`/public/media/${share.token}/meta`).expect(200);
      // A raw request line: the path reaches the server exactly as written.
      const base = new URL(await app.listen());
      statusLine = await new Promise<string>((resolve, reject) => {
        let answer = '';
        const socket = connect(Number(base.port), base.hostname, () => {
          socket.write(
            `GET /PUBLIC/media/${share.token}/meta HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
          );
        });
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
        socket.on('error', reject);
        socket.on('close', () => resolve(answer.split('\r\n')[0]));
      });
    } finally {
      await app.close();
    }
    expect(statusLine).toBe('HTTP/1.1 200 OK');
    const log = readFileSync(logFile, 'utf8');
    expect(log).toContain('/PUBLIC/media/[REDACTED]/meta');
    expect(log).not.toContain(share.token);
  });

  it('carry a statement Postgres refused without its values: no e-mail address from its parameters, detail or message', async () => {
    const { app, logFile } = await loggedApp([ProbeController]);
    const owner = await createTeamOwner(app);
    const token = await createApiToken(app, owner, scopes('probe:write'));
    try {
      // duplicate-user: the owner's address is taken, and Postgres's detail quotes the key.
      // uuid-cast: invalid input syntax for type uuid: "<the address>".
      for (const [route, requestId] of [
        ['duplicate-user', 'req-duplicate'],
        ['uuid-cast', 'req-cast'],
      ]) {
        await request(app.http)
          .post(`/v1/probe/${route}`)
          .set('Authorization', `Bearer ${token}`)
          .set('X-Request-Id', requestId)
          .send({ name: owner.email, count: 1 })
          .expect(500);
      }
    } finally {
      await app.close();
    }
    const log = readFileSync(logFile, 'utf8');
    expect(log).not.toContain(owner.email);

    const failures = logLines(log).filter(
      (line) => line.msg === 'request failed with a server error',
    );
    const errOf = (requestId: string) => failures.find((line) => line.requestId === requestId)?.err;
    expect(errOf('req-duplicate')).toEqual({
      type: 'QueryFailedError',
      stack: expect.stringMatching(/^QueryFailedError\n\s+at /),
      code: '23505',
      constraint: expect.any(String),
      table: 'users',
      routine: '_bt_check_unique',
    });
    expect(errOf('req-cast')).toEqual({
      type: 'DatabaseError',
      stack: expect.stringMatching(/^DatabaseError\n\s+at /),
      code: '22P02',
      routine: expect.any(String),
      statement: 'probe_uuid_cast',
    });
  });
});
