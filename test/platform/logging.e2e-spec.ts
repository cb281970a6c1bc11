import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApiToken, createTeamOwner, scopes } from '../factories/identity.factory';
import { ProbeController } from '../support/probe.controller';
import { createTestApp } from '../support/test-app';

/** Quality bar: no secret, token or e-mail address appears in logs. */
describe('logs', () => {
  it('carry requests and 5xx with their request id, but no token, secret or e-mail address', async () => {
    const logFile = join(mkdtempSync(join(tmpdir(), 'platform-logs-')), 'app.log');
    const app = await createTestApp(
      { LOG_LEVEL: 'info', LOG_DESTINATION: logFile },
      { controllers: [ProbeController] },
    );
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
  });
});
