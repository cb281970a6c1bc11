import { createTeamOwner } from '../factories/identity.factory';
import { commitEvents, insertSubscriptionRow } from '../factories/webhooks.factory';
import { buildService, ServiceProcess } from '../outages/support/service-process';
import { RelayRepository } from '../../src/webhooks/delivery/store/relay.repository';
import { TestReceiver } from './support/test-receiver';
import { createWebhookTestApp, eventually, WebhookTestApp } from './support/webhook-test-app';

/**
 * docs/webhooks-delivery.md, "Machinery": a worker re-queues every delivery due as it starts. The
 * deliveries here were relayed (committed) with no job queued for them, as when a worker is killed
 * between a relay's commit and its queue call. With the lost-job sweep set to ten minutes, only
 * the start-up re-queue of the next worker can deliver them within seconds.
 */
describe('a worker starting re-queues the deliveries left without a job', () => {
  let setup: WebhookTestApp;
  let receiver: TestReceiver;
  let worker: ServiceProcess | undefined;

  beforeAll(async () => {
    buildService();
    receiver = await TestReceiver.start();
    // The API alone in this process: no relay, no sweep, no job consumer here.
    setup = await createWebhookTestApp({
      RUN_MODE: 'api',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RECOVERY_AFTER_MS: '600000',
    });
  }, 120_000);

  afterAll(async () => {
    await worker?.stop();
    await setup?.close();
    await receiver?.close();
  }, 60_000);

  it('delivers them within seconds of its start, not at the ten-minute sweep', async () => {
    const owner = await createTeamOwner(setup);
    await insertSubscriptionRow(setup, owner.teamId, `${receiver.url}/hook`);
    const ids = await commitEvents(setup, owner.teamId, 5);

    const relayed = await setup.get(RelayRepository).relayOutboxEvents(100);
    expect(relayed.deliveries).toHaveLength(5);
    expect(receiver.bodies()).toHaveLength(0);

    worker = new ServiceProcess('worker', 'worker', setup.env);
    await worker.start();
    await eventually(
      () => ids.every((id) => receiver.bodies().some((body) => body.id === id)),
      15_000,
      'every relayed delivery to arrive after the worker started',
    );
    expect(worker.errorLines()).toEqual([]);
  }, 60_000);
});
