import request from 'supertest';
import { createCaller } from '../factories/identity.factory';
import { commitEvents, insertSubscriptionRow } from '../factories/webhooks.factory';
import { DeliveryView, SUBSCRIPTIONS } from './support/outbound-harness';
import { TestReceiver } from './support/test-receiver';
import { createWebhookTestApp, eventually, WebhookTestApp } from './support/webhook-test-app';

describe('outbound destinations checked at connection time (WEBHOOK_ALLOW_PRIVATE_TARGETS off)', () => {
  let app: WebhookTestApp;
  let receiver: TestReceiver;

  beforeAll(async () => {
    app = await createWebhookTestApp({ WEBHOOK_RETRY_SCHEDULE_MS: '0' });
    receiver = await TestReceiver.start();
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  it.each([
    ['an IP literal', (port: string) => `http://127.0.0.1:${port}/x`],
    ['a name that resolves to loopback', (port: string) => `http://localhost:${port}/x`],
  ])(
    'refuses to connect to %s even when the row exists (DNS changed after creation)',
    async (_case, urlFor) => {
      const caller = await createCaller(app, 'webhooks:read');
      const url = urlFor(new URL(receiver.url).port);
      const { subscriptionId } = await insertSubscriptionRow(app, caller.member.teamId, url);
      await commitEvents(app, caller.member.teamId);
      const delivery = await eventually(async () => {
        const res = await request(app.http)
          .get(`${SUBSCRIPTIONS}/${subscriptionId}/deliveries`)
          .set(caller.auth)
          .expect(200);
        const [first] = res.body.data as DeliveryView[];
        return first?.status === 'failed' ? first : undefined;
      });
      expect(delivery.attempts).toEqual([
        expect.objectContaining({
          status: 'failed',
          responseStatus: null,
          failureReason: 'destination refused: loopback address',
        }),
      ]);
      expect(receiver.requests).toHaveLength(0);
    },
  );
});
