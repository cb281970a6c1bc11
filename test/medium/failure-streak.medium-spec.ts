import { Client } from 'pg';
import { EventsModule } from '../../src/events/events.module';
import { KeysModule } from '../../src/keys/keys.module';
import { QueueModule } from '../../src/queue/queue.module';
import { DeliveryEngineModule } from '../../src/webhooks/delivery';
import {
  AttemptRecord,
  AttemptRecorderService,
} from '../../src/webhooks/delivery/attempts/attempt-recorder.service';
import { OutboxRelayService } from '../../src/webhooks/delivery/relay/outbox-relay.service';
import { AttemptedDelivery, attemptRecord } from '../factories/attempt-record.factory';
import { createMediumContext, MediumContext } from '../support/medium-context';

interface Streak {
  failingSince: Date | null;
  consecutiveFailures: number;
}

/**
 * docs/webhooks-delivery.md, "Disabling, warnings and recovery of a streak": a success ends its
 * subscription's failure streak in the commit that records it. Were the end committed later, a
 * failure seen after the success would be wiped by it and the circuit breaker would open one
 * failure late. No worker runs (RUN_MODE=api): the test records the outcomes through the
 * recorder every attempt uses.
 */
describe('a success ends the failure streak in its own commit', () => {
  let context: MediumContext;
  let relay: OutboxRelayService;
  let recorder: AttemptRecorderService;
  let teamId: string;
  let subscriptionId: string;
  let locker: Client;

  beforeAll(async () => {
    context = await createMediumContext(
      [QueueModule, KeysModule, EventsModule, DeliveryEngineModule],
      { RUN_MODE: 'api', WEBHOOK_RETRY_SCHEDULE_MS: '0,50,50' },
    );
    relay = context.get(OutboxRelayService);
    recorder = context.get(AttemptRecorderService);
    [{ id: teamId }] = await context.dataSource.query<Array<{ id: string }>>(
      `INSERT INTO teams (name) VALUES ('Failure streak') RETURNING id`,
    );
    [{ id: subscriptionId }] = await context.dataSource.query<Array<{ id: string }>>(
      `INSERT INTO webhook_subscriptions (team_id, url, secret_sealed, created_at)
       VALUES ($1, 'https://receiver.test/hook', 'sealed', now() - interval '1 minute')
       RETURNING id`,
      [teamId],
    );
    locker = new Client({ connectionString: context.config.databaseUrl });
    await locker.connect();
  });
  afterAll(async () => {
    await locker.end();
    await context.close();
  });

  async function newDelivery(): Promise<AttemptedDelivery> {
    const [{ id: eventId }] = await context.dataSource.query<Array<{ id: string }>>(
      `SELECT record_outbox_event($1, 'agent.updated', '{}') AS id`,
      [teamId],
    );
    while (await relay.relayAndRelease());
    const [row] = await context.dataSource.query<AttemptedDelivery[]>(
      `SELECT id, attempt_count AS "attemptCount", round_attempts AS "roundAttempts"
         FROM webhook_deliveries WHERE event_id = $1 AND subscription_id = $2`,
      [eventId, subscriptionId],
    );
    return row;
  }

  function record(delivery: AttemptedDelivery, responseStatus: number): AttemptRecord {
    // A success ends the streak the failures before it started.
    return attemptRecord(subscriptionId, delivery, responseStatus, {
      subscriptionWasFailing: responseStatus < 300,
    });
  }

  async function streak(): Promise<Streak> {
    const { rows } = await locker.query<Streak>(
      `SELECT failing_since AS "failingSince", consecutive_failures AS "consecutiveFailures"
         FROM webhook_subscriptions WHERE id = $1`,
      [subscriptionId],
    );
    return rows[0];
  }

  async function statusOf(deliveryId: string): Promise<string> {
    const [{ status }] = await context.dataSource.query<Array<{ status: string }>>(
      'SELECT status FROM webhook_deliveries WHERE id = $1',
      [deliveryId],
    );
    return status;
  }

  /** Until a backend of the app waits for the lock `locker` holds (10 s at most). */
  async function appBlockedByLocker(): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const {
        rows: [{ blocked }],
      } = await locker.query<{ blocked: number }>(
        `SELECT count(*)::int AS blocked FROM pg_stat_activity
          WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))`,
      );
      if (blocked > 0) return;
      if (Date.now() > deadline) throw new Error('nothing waited for the subscription row');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('the delivery reads succeeded only once the streak is over', async () => {
    await recorder.failed(record(await newDelivery(), 500));
    expect(await streak()).toMatchObject({
      failingSince: expect.any(Date),
      consecutiveFailures: 1,
    });

    const delivered = await newDelivery();
    await locker.query('BEGIN');
    await locker.query('SELECT 1 FROM webhook_subscriptions WHERE id = $1 FOR UPDATE', [
      subscriptionId,
    ]);
    const success = recorder.succeeded(record(delivered, 200));
    try {
      await appBlockedByLocker();
      // The success waits for the subscription row with its delivery still unwritten.
      expect(await statusOf(delivered.id)).toBe('pending');
    } finally {
      await locker.query('COMMIT');
    }
    await success;
    expect(await statusOf(delivered.id)).toBe('succeeded');
    expect(await streak()).toEqual({ failingSince: null, consecutiveFailures: 0 });

    // A failure after the success starts a streak of its own.
    await recorder.failed(record(await newDelivery(), 500));
    expect(await streak()).toMatchObject({
      failingSince: expect.any(Date),
      consecutiveFailures: 1,
    });
  });
});
