import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { loadConfig } from '../../src/config/app-config';
import { bullPrefix } from '../../src/queue/bull-options';
import { createTeamOwner } from '../factories/identity.factory';
import { commitEvents, insertSubscriptionRow } from '../factories/webhooks.factory';
import { TcpProxy } from '../support/tcp-proxy';
import {
  createWebhookTestApp,
  eventually,
  WebhookTestApp,
} from '../webhooks/support/webhook-test-app';
import { TestReceiver } from '../webhooks/support/test-receiver';

/**
 * Events committed while Redis is frozen for this app (its queue cannot take their attempts) are
 * delivered within seconds of Redis answering again, not at the next recovery sweep (ten minutes
 * here).
 */
describe('delivery after a Redis outage', () => {
  const target = new URL(loadConfig(process.env).redisUrl);
  const proxy = new TcpProxy(target.hostname, Number(target.port || 6379));
  let app: WebhookTestApp;
  let receiver: TestReceiver;

  beforeAll(async () => {
    await proxy.start();
    app = await createWebhookTestApp({
      REDIS_URL: proxy.urlThrough(target),
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}:rr${randomBytes(4).toString('hex')}`,
      WEBHOOK_RECOVERY_AFTER_MS: '600000',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_SCHEDULE_MS: '0,1500,1500,1500,1500,1500,1500,1500',
    });
    receiver = await TestReceiver.start();
  });
  afterAll(async () => {
    await proxy.restore();
    await app.close();
    await proxy.close();
    await receiver.close();
  });

  it('delivers what was committed while Redis was frozen within 5 s of its return', async () => {
    const owner = await createTeamOwner(app);
    await insertSubscriptionRow(app, owner.teamId, `${receiver.url}/hook`);
    proxy.freeze();
    const ids = await commitEvents(app, owner.teamId, 20);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // the relay fails to queue meanwhile
    await proxy.restore();
    await eventually(
      () => ids.every((id) => receiver.bodies().some((body) => body.id === id)),
      5_000,
      'every event committed while Redis was frozen to be delivered',
    );
  });

  it('re-queues at once the retries whose jobs Redis lost (restarted empty) during the outage', async () => {
    const owner = await createTeamOwner(app);
    receiver.respondWith(() => ({ status: 503, body: 'busy' }));
    await insertSubscriptionRow(app, owner.teamId, `${receiver.url}/retry`);
    const [id] = await commitEvents(app, owner.teamId, 1);
    await eventually(
      () => receiver.requests.some((request) => request.path === '/retry'),
      5_000,
      'the first attempt',
    );
    // The retry now waits as a delayed job; Redis goes away for this app and loses every job.
    proxy.freeze();
    const direct = new Redis(target.toString());
    const keys = await direct.keys(`${bullPrefix(app.env.REDIS_PREFIX)}:*`);
    if (keys.length > 0) await direct.del(...keys);
    await direct.quit();
    receiver.respondWith(() => ({ status: 200, body: 'ok' }));
    await commitEvents(app, owner.teamId, 1); // relay work that fails while Redis is away
    await new Promise((resolve) => setTimeout(resolve, 3000)); // past the 2 s queueing deadline
    await proxy.restore();
    const attemptsOf = (eventId: string) =>
      receiver.requests.filter(
        (request) =>
          request.path === '/retry' &&
          (JSON.parse(request.rawBody.toString()) as { id: string }).id === eventId,
      ).length;
    await eventually(() => attemptsOf(id) >= 2, 5_000, 'the lost retry to be made');
  });
});
