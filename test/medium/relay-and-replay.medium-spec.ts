import { DataSource, QueryRunner } from 'typeorm';
import { loadConfig } from '../../src/config/app-config';
import { dataSourceOptions, ENTITIES_GLOB } from '../../src/database/data-source-options';
import { runMigrations } from '../../src/database/migrate';
import type { AttemptToQueue } from '../../src/webhooks/delivery/queue/delivery-queues';
import { DeliveryHoldsService } from '../../src/webhooks/delivery/holds/delivery-holds.service';
import { DeliveriesRepository } from '../../src/webhooks/delivery/store/deliveries.repository';
import { RelayRepository } from '../../src/webhooks/delivery/store/relay.repository';
import { SubscriptionsRepository } from '../../src/webhooks/delivery/store/subscriptions.repository';
import { WebhookDelivery } from '../../src/webhooks/delivery/store/webhook-delivery.entity';
import { WebhookSubscription } from '../../src/webhooks/delivery/store/webhook-subscription.entity';
import type { SubscriptionWarningsService } from '../../src/webhooks/delivery/warnings/subscription-warnings.service';

/**
 * A relay batch decides "held" from the subscription as its statement saw it, so a replay of
 * held deliveries (verification confirmed, subscription enabled) must not fall between that
 * statement and the batch's commit, or what the batch held stays held for good.
 */
describe('relay batches and the replay of held deliveries', () => {
  let dataSource: DataSource;
  let relay: RelayRepository;
  let holds: DeliveryHoldsService;

  beforeAll(async () => {
    const databaseUrl = loadConfig(process.env).databaseUrl;
    await runMigrations(databaseUrl);
    dataSource = new DataSource({ ...dataSourceOptions(databaseUrl), entities: [ENTITIES_GLOB] });
    await dataSource.initialize();
    relay = new RelayRepository(dataSource, dataSource);
    const deliveries = new DeliveriesRepository(
      dataSource,
      dataSource.getRepository(WebhookDelivery),
    );
    const subscriptions = new SubscriptionsRepository(
      dataSource,
      dataSource.getRepository(WebhookSubscription),
    );
    // Only disabling sends a warning, and nothing here disables.
    holds = new DeliveryHoldsService(
      subscriptions,
      deliveries,
      relay,
      {} as SubscriptionWarningsService,
    );
  });
  afterAll(() => dataSource.destroy());

  /** A subscription waiting for proof of its URL, and one committed event for its team. */
  async function heldCase(): Promise<{ subscriptionId: string }> {
    const [{ id: teamId }] = await dataSource.query(
      `INSERT INTO teams (name) VALUES ('Relay and replay') RETURNING id`,
    );
    const [{ id: subscriptionId }] = await dataSource.query(
      `INSERT INTO webhook_subscriptions (team_id, url, secret_sealed, verification_status, created_at)
       VALUES ($1, 'https://receiver.test/hook', 'sealed', 'pending', now() - interval '1 minute')
       RETURNING id`,
      [teamId],
    );
    await dataSource.query(`SELECT record_outbox_event($1, 'agent.created', '{"agentId":"a"}')`, [
      teamId,
    ]);
    return { subscriptionId };
  }

  /** What the verification's confirmation does: the URL is proven, what was held is replayed. */
  function confirm(subscriptionId: string, during?: (manager: unknown) => Promise<void>) {
    return dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE webhook_subscriptions SET verification_status = 'verified' WHERE id = $1`,
        [subscriptionId],
      );
      const replayed = await holds.replayHeld(manager, subscriptionId);
      await during?.(manager);
      return replayed;
    });
  }

  async function statusesOf(subscriptionId: string): Promise<string[]> {
    const rows: { status: string }[] = await dataSource.query(
      'SELECT status FROM webhook_deliveries WHERE subscription_id = $1',
      [subscriptionId],
    );
    return rows.map((row) => row.status);
  }

  async function openTransaction(): Promise<QueryRunner> {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    return runner;
  }

  it('a replay waits for the batch in flight and replays what that batch held', async () => {
    const { subscriptionId } = await heldCase();
    const batch = await openTransaction();
    const { deliveries } = await relay.relayBatch(batch.manager, 1000);
    const held = deliveries.filter((delivery) => delivery.subscriptionId === subscriptionId);
    expect(held.map((delivery) => delivery.status)).toEqual(['held']);

    let replayed: AttemptToQueue[] | undefined;
    const replay = confirm(subscriptionId).then((attempts) => (replayed = attempts));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(replayed).toBeUndefined();

    await batch.commitTransaction();
    await batch.release();
    await replay;
    expect(replayed?.map((attempt) => attempt.deliveryId)).toEqual([held[0].id]);
    expect(await statusesOf(subscriptionId)).toEqual(['pending']);
  });

  it('a batch that starts while a replay is open waits, then sees the subscription as it left it', async () => {
    const { subscriptionId } = await heldCase();
    let releaseReplay!: () => void;
    const replayHeldOpen = new Promise<void>((resolve) => (releaseReplay = resolve));
    let replayOpen!: () => void;
    const replayStarted = new Promise<void>((resolve) => (replayOpen = resolve));
    const replay = confirm(subscriptionId, async () => {
      replayOpen();
      await replayHeldOpen;
    });
    await replayStarted;

    let batchDone = false;
    const batch = relay.relayOutboxEvents(1000).then((result) => {
      batchDone = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(batchDone).toBe(false);

    releaseReplay();
    await replay;
    const { deliveries } = await batch;
    expect(
      deliveries
        .filter((delivery) => delivery.subscriptionId === subscriptionId)
        .map((delivery) => delivery.status),
    ).toEqual(['pending']);
  });
});
