import { createTeamOwner } from '../factories/identity.factory';
import { commitEvents, createSubscription } from '../factories/webhooks.factory';
import { TestReceiver } from './support/test-receiver';
import { createWebhookTestApp, eventually, WebhookTestApp } from './support/webhook-test-app';

/**
 * One dead receiver must not delay the others. The worker has 8 slots; without a per-subscription
 * bound, 20 attempts to a receiver that never answers would take all of them until they time out,
 * which is longer than the test.
 */
describe('bounded concurrency per subscription', () => {
  const TIMEOUT_MS = 60_000;
  let app: WebhookTestApp;
  let dead: TestReceiver;
  let healthy: TestReceiver;

  beforeAll(async () => {
    app = await createWebhookTestApp({
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_SCHEDULE_MS: '0',
      WEBHOOK_DELIVERY_TIMEOUT_MS: String(TIMEOUT_MS),
      WEBHOOK_DELIVERY_CONCURRENCY: '8',
      WEBHOOK_SUBSCRIPTION_CONCURRENCY: '2',
    });
    dead = await TestReceiver.start(() => ({ status: 200, delayMs: Infinity }));
    healthy = await TestReceiver.start();
  });
  afterAll(async () => {
    await dead.close();
    await app.close();
    await healthy.close();
  });

  it('keeps delivering to a healthy receiver while another hangs', async () => {
    const slowTeam = await createTeamOwner(app);
    const fastTeam = await createTeamOwner(app);
    await createSubscription(app, slowTeam.teamId, `${dead.url}/hang`);
    await createSubscription(app, fastTeam.teamId, `${healthy.url}/ok`);

    await commitEvents(app, slowTeam.teamId, 20);
    await eventually(() => dead.requests.length >= 2, 5000, 'the dead receiver to be called');
    const fastEvents = await commitEvents(app, fastTeam.teamId, 10);
    await eventually(() => healthy.requests.length === 10, 20_000, 'the healthy deliveries');

    expect(new Set(healthy.bodies().map((body) => body.id))).toEqual(new Set(fastEvents));
    // The hanging receiver holds only its bounded share of connections.
    expect(dead.requests).toHaveLength(2);
  }, 60_000);
});
