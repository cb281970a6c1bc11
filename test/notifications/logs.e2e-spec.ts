import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { addTeamMember, createCaller } from '../factories/identity.factory';
import {
  NOTIFICATION_TEST_ENV,
  notificationInput,
  pathOf,
  tokenOf,
} from '../factories/notifications.factory';
import { createTestApp } from '../support/test-app';
import { errorCode } from '../support/error-code';

/** Quality bar for this feature: no link token and no e-mail address reaches the logs. */
describe('notification and unsubscribe logs', () => {
  it('carry the requests of every link, refusals included, without tokens or addresses', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'notification-logs-'));
    const logFile = join(dir, 'app.log');
    const app = await createTestApp({
      ...NOTIFICATION_TEST_ENV,
      LOG_LEVEL: 'info',
      LOG_DESTINATION: logFile,
    });
    const secrets: string[] = [];
    try {
      const caller = await createCaller(app, 'notifications:write');
      const member = await addTeamMember(app, caller.member.teamId);
      const http = () => request(app.http);
      const created = await http()
        .post('/v1/notifications')
        .set(caller.auth)
        .send(notificationInput(member.userId))
        .expect(201);
      const launchEmail = 'launch.reader@example.test';
      const launch = await http()
        .post('/v1/launch-unsubscribe-links')
        .set(caller.auth)
        .send({ email: launchEmail })
        .expect(201);
      const unsubscribeToken = tokenOf(created.body.unsubscribeUrl);
      secrets.push(
        member.email,
        launchEmail,
        tokenOf(created.body.openUrl),
        unsubscribeToken,
        launch.body.token,
      );

      await http().get(pathOf(created.body.pixelUrl)).expect(200);
      await http().get(pathOf(created.body.openUrl)).expect(302);
      await http().get(pathOf(created.body.manageUrl)).set('Accept', 'text/html').expect(302);
      await http().get(pathOf(created.body.manageUrl)).expect(200);
      await http()
        .post(pathOf(created.body.unsubscribeUrl))
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(
        await errorCode(
          http()
            .post('/public/unsubscribe')
            .query({ token: `${unsubscribeToken}x` }),
          400,
        ),
      ).toBe('UNSUBSCRIBE_TOKEN_INVALID');
      await http().post(pathOf(launch.body.url)).expect(200);
      await http()
        .post('/v1/unsubscribe-tokens/revocations')
        .set(caller.auth)
        .send({ token: unsubscribeToken })
        .expect(200);
      expect(
        await errorCode(
          http()
            .post('/v1/launch-unsubscribe-links')
            .set(caller.auth)
            .send({ email: launchEmail, expiresAt: 'never' }),
          400,
        ),
      ).toBe('VALIDATION_ERROR');
    } finally {
      await app.close();
    }
    const log = readFileSync(logFile, 'utf8');
    rmSync(dir, { recursive: true, force: true });
    expect(log).toContain('/public/unsubscribe?token=[REDACTED]');
    expect(log).toContain('/public/launch-unsubscribe?token=[REDACTED]');
    for (const secret of secrets) expect(log).not.toContain(secret);
    // Token bodies too (a log line cut or re-encoded must not keep the signed part).
    for (const secret of secrets.slice(2)) expect(log).not.toContain(secret.split('.')[1]);
  });
});
