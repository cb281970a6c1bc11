import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { RecoverySweepService } from '../../src/webhooks/delivery/recovery-sweep.service';
import { attemptJobId, WebhookQueues } from '../../src/webhooks/delivery/webhook-queues';
import { createTeamOwner } from '../factories/identity.factory';
import { commitEvents, createSubscription } from '../factories/webhooks.factory';
import { OutboundHarness, SUBSCRIPTIONS } from './support/outbound-harness';
import { TestReceiver } from './support/test-receiver';
import { createWebhookTestApp, eventually, WebhookTestApp } from './support/webhook-test-app';

/** The delivery log as these tests read it: when each attempt started, when the next is due. */
interface LoggedDelivery {
  deliveryId: string;
  eventId: string;
  status: string;
  attemptCount: number;
  nextAttemptAt: string | null;
  attempts: Array<{ startedAt: string; responseStatus: number | null }>;
}

interface PaceRow {
  retry_after_until: Date | null;
  pace_per_second: number | null;
  pace_ceiling: number | null;
}

/** The most requests seen in any one-second window (each request starting one). */
function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.max(
    0,
    ...sorted.map((start) => sorted.filter((t) => t >= start && t < start + 1000).length),
  );
}

describe('receivers’ own signals: Retry-After and the pace', () => {
  // After the first attempt the plan is 50 ms and a Retry-After may push it up to 60 s (the
  // next-but-one step).
  const CAP_MS = 60_000;
  const h = new OutboundHarness({
    WEBHOOK_RETRY_SCHEDULE_MS: `0,50,${CAP_MS},${CAP_MS}`,
    WEBHOOK_BREAKER_THRESHOLD: '1000',
  });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const log = async (subscriptionId: string) =>
    (await h.deliveriesOf(subscriptionId)) as unknown as LoggedDelivery[];
  const deliveryOf = async (subscriptionId: string, eventId: string) =>
    (await log(subscriptionId)).find((delivery) => delivery.eventId === eventId);
  /** Waits until the delivery's first attempt is recorded and the next one planned. */
  const afterFirstAttempt = (subscriptionId: string, eventId: string) =>
    eventually(
      async () => {
        const delivery = await deliveryOf(subscriptionId, eventId);
        return delivery?.attemptCount === 1 && delivery.nextAttemptAt ? delivery : undefined;
      },
      10_000,
      'the first attempt to be recorded',
    );
  const paceOf = async (subscriptionId: string) =>
    (
      await h.app.dataSource.query<PaceRow[]>(
        'SELECT retry_after_until, pace_per_second, pace_ceiling FROM webhook_subscriptions WHERE id = $1',
        [subscriptionId],
      )
    )[0];
  /** How long after its first attempt started the delivery's next attempt is due. */
  const waitAfterFirst = (delivery: LoggedDelivery) =>
    Date.parse(delivery.nextAttemptAt ?? '') - Date.parse(delivery.attempts[0].startedAt);

  it('429 with Retry-After: 30 — the next attempt no sooner than 30 s later; the subscription’s other deliveries wait too, another subscription’s do not', async () => {
    const asked = await h.subscribe();
    const other = await h.subscribe();
    let answer429 = true;
    h.receiver.respondWith((req) =>
      req.path === asked.path && answer429
        ? { status: 429, headers: { 'Retry-After': '30' } }
        : { status: 200, body: 'ok' },
    );
    const [first] = await commitEvents(h.app, h.caller.member.teamId, 1);
    const delivery = await afterFirstAttempt(asked.subscriptionId, first);
    expect(delivery.status).toBe('pending');
    expect(delivery.attempts[0].responseStatus).toBe(429);
    // 30 s, not the schedule's 50 ms (the attempt's own duration and recording add a little).
    expect(waitAfterFirst(delivery)).toBeGreaterThanOrEqual(30_000);
    expect(waitAfterFirst(delivery)).toBeLessThan(32_000);
    const paused = await paceOf(asked.subscriptionId);
    expect(paused.retry_after_until?.getTime()).toBeGreaterThanOrEqual(
      Date.parse(delivery.attempts[0].startedAt) + 30_000,
    );
    // A 429 also slows the pace; a quiet subscription starts at the floor, one a second.
    expect(paused.pace_per_second).toBe(1);

    // A later event: the other subscription gets it now; this one's delivery waits, unattempted,
    // until the time the receiver asked for.
    const [second] = await commitEvents(h.app, h.caller.member.teamId, 1);
    await eventually(
      () => h.requestsTo(other.path).length === 2,
      5_000,
      'the other subscription to receive both events at once',
    );
    const putOff = await eventually(
      async () => {
        const found = await deliveryOf(asked.subscriptionId, second);
        const due = Date.parse(found?.nextAttemptAt ?? '');
        return found && due >= (paused.retry_after_until?.getTime() ?? Infinity)
          ? found
          : undefined;
      },
      5_000,
      'the later delivery to be put off until the pause ends',
    );
    expect(putOff.status).toBe('pending');
    expect(putOff.attemptCount).toBe(0);
    expect(putOff.attempts).toHaveLength(0);
    expect(h.requestsTo(asked.path)).toHaveLength(1);
    for (const otherDelivery of await log(other.subscriptionId)) {
      expect(otherDelivery.status).toBe('succeeded');
      expect(otherDelivery.attemptCount).toBe(1);
    }

    // The owner's manual retry ends the pause (the owner knows better than the last answer);
    // the success then ends the slow-down of this quiet subscription.
    answer429 = false;
    await request(h.app.http)
      .post(`${SUBSCRIPTIONS}/${asked.subscriptionId}/deliveries/${putOff.deliveryId}/retry`)
      .set(h.caller.auth)
      .expect(202);
    await eventually(
      async () => (await deliveryOf(asked.subscriptionId, second))?.status === 'succeeded',
      5_000,
      'the retried delivery to succeed',
    );
    expect(
      await eventually(
        async () => {
          const row = await paceOf(asked.subscriptionId);
          return row.pace_per_second === null ? row : undefined;
        },
        5_000,
        'the pace to recover',
      ),
    ).toMatchObject({ retry_after_until: null, pace_ceiling: null });
  });

  it('caps a huge Retry-After (an HTTP date a day away) at the next-but-one step', async () => {
    const sub = await h.subscribe();
    h.receiver.respondWith((req) =>
      req.path === sub.path
        ? {
            status: 503,
            headers: { 'Retry-After': new Date(Date.now() + 86_400_000).toUTCString() },
          }
        : { status: 200 },
    );
    const [eventId] = await commitEvents(h.app, h.caller.member.teamId, 1);
    const delivery = await afterFirstAttempt(sub.subscriptionId, eventId);
    expect(delivery.attempts[0].responseStatus).toBe(503);
    expect(waitAfterFirst(delivery)).toBeGreaterThanOrEqual(CAP_MS);
    expect(waitAfterFirst(delivery)).toBeLessThan(CAP_MS + 2_000);
    // The subscription's pause is capped the same way.
    const row = await paceOf(sub.subscriptionId);
    expect(row.retry_after_until?.getTime()).toBeLessThan(
      Date.parse(delivery.attempts[0].startedAt) + CAP_MS + 2_000,
    );
  });

  it('honours an HTTP-date Retry-After within the cap to the second', async () => {
    const sub = await h.subscribe();
    let retryAt = 0;
    h.receiver.respondWith((req) => {
      if (req.path !== sub.path) return { status: 200 };
      retryAt = Math.floor((Date.now() + 20_000) / 1000) * 1000;
      return { status: 503, headers: { 'Retry-After': new Date(retryAt).toUTCString() } };
    });
    const [eventId] = await commitEvents(h.app, h.caller.member.teamId, 1);
    const delivery = await afterFirstAttempt(sub.subscriptionId, eventId);
    const due = Date.parse(delivery.nextAttemptAt ?? '');
    expect(due).toBeGreaterThanOrEqual(retryAt);
    expect(due).toBeLessThan(retryAt + 1_000);
  });

  it('halves the pace on a 429 and holds the next attempts to it', async () => {
    const sub = await h.subscribe();
    await request(h.app.http)
      .patch(`${SUBSCRIPTIONS}/${sub.subscriptionId}`)
      .set(h.caller.auth)
      .send({ maxDeliveriesPerSecond: 10 })
      .expect(200);
    // The 31st request is refused once, without Retry-After; every other one succeeds.
    h.receiver.respondWith((req) =>
      req.path === sub.path && h.requestsTo(sub.path).indexOf(req) === 30
        ? { status: 429 }
        : { status: 200 },
    );
    await commitEvents(h.app, h.caller.member.teamId, 30);
    await eventually(() => h.requestsTo(sub.path).length === 30, 10_000, '30 deliveries at 10/s');
    await commitEvents(h.app, h.caller.member.teamId, 15);
    const slowed = await eventually(
      async () => {
        const row = await paceOf(sub.subscriptionId);
        return row.pace_per_second !== null ? row : undefined;
      },
      5_000,
      'the 429 to slow the pace',
    );
    // Half of the rate it was sent at: about its maximum of 10 a second, measured over the time
    // since its first attempt (the wait for the next events, on a busy machine, lowers it a bit).
    expect(slowed.pace_ceiling).toBeGreaterThanOrEqual(4);
    expect(slowed.pace_ceiling).toBeLessThanOrEqual(10);
    // Half of it (plus what a success or two after the halving may already have added back).
    const half = (slowed.pace_ceiling ?? NaN) / 2;
    expect(slowed.pace_per_second).toBeGreaterThanOrEqual(half);
    expect(slowed.pace_per_second).toBeLessThanOrEqual(half + 0.5);
    expect(slowed.retry_after_until).toBeNull();

    await eventually(
      () => h.requestsTo(sub.path).length === 46,
      15_000,
      'the 15 events and the retry',
    );
    const refusedAt = h.requestsTo(sub.path)[30].receivedAt;
    const after = h.requestsTo(sub.path).filter((req) => req.receivedAt > refusedAt);
    // At 10 a second these would have taken a second and a half; at the recovering pace, longer,
    // and no second sees the old rate again.
    expect(busiestSecond(after.map((req) => req.receivedAt))).toBeLessThanOrEqual(7);
    expect(after.at(-1)!.receivedAt - refusedAt).toBeGreaterThanOrEqual(2_000);
  }, 40_000);
});

/**
 * First attempts never wait behind retries: a failing receiver's retries, each hanging for 2 s,
 * fill the retry workers (2 slots) many times over, and a healthy subscription's first attempts
 * still go at once through their own (2 slots).
 */
describe('first attempts never wait behind retries', () => {
  const HANG_MS = 2_000;
  let app: WebhookTestApp;
  let failing: TestReceiver;
  let healthy: TestReceiver;

  beforeAll(async () => {
    app = await createWebhookTestApp({
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_SCHEDULE_MS: '0,0,0,0,0,0',
      WEBHOOK_DELIVERY_CONCURRENCY: '2',
      WEBHOOK_RETRY_CONCURRENCY: '2',
      WEBHOOK_SUBSCRIPTION_CONCURRENCY: '4',
      WEBHOOK_BREAKER_THRESHOLD: '1000',
      WEBHOOK_DELIVERY_TIMEOUT_MS: '5000',
    });
    // A first attempt fails at once; every retry hangs before it fails.
    const seen = new Set<string>();
    failing = await TestReceiver.start((req) => {
      const { id } = JSON.parse(req.rawBody.toString('utf8')) as { id: string };
      if (seen.has(id)) return { status: 500, delayMs: HANG_MS };
      seen.add(id);
      return { status: 500 };
    });
    healthy = await TestReceiver.start();
  });
  afterAll(async () => {
    await app.close();
    await failing.close();
    await healthy.close();
  });

  it('delivers a healthy subscription’s events at once while a failing one’s retries flood', async () => {
    const failingTeam = await createTeamOwner(app);
    const healthyTeam = await createTeamOwner(app);
    await createSubscription(app, failingTeam.teamId, `${failing.url}/down`);
    await createSubscription(app, healthyTeam.teamId, `${healthy.url}/ok`);

    await commitEvents(app, failingTeam.teamId, 20);
    // Every first attempt made, and the retries under way: 18 of them waiting for a slot.
    await eventually(() => failing.requests.length >= 22, 10_000, 'the retries to start');
    const started = Date.now();
    const events = await commitEvents(app, healthyTeam.teamId, 5);
    await eventually(() => healthy.requests.length === 5, 5_000, 'the healthy deliveries');
    const tookMs = Date.now() - started;

    expect(new Set(healthy.bodies().map((body) => body.id))).toEqual(new Set(events));
    // Behind the retries they would wait for 9 rounds of 2 s.
    expect(tookMs).toBeLessThan(HANG_MS / 2);
  }, 30_000);
});

/** Postgres says what is owed; the sweep puts each attempt back on the queue its kind runs from. */
describe('the recovery sweep re-queues into the right queue', () => {
  let app: WebhookTestApp;
  // No workers here: the queued jobs stay where the sweep put them.
  beforeAll(async () => {
    app = await createWebhookTestApp({ RUN_MODE: 'api', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  });
  afterAll(() => app.close());

  it('first attempts to the first-attempt queue, later ones to the retry queue', async () => {
    const owner = await createTeamOwner(app);
    const { subscriptionId } = await createSubscription(app, owner.teamId, 'http://127.0.0.1:9/h');
    const [firstEvent, retryEvent] = await commitEvents(app, owner.teamId, 2);
    const owed = async (eventId: string, attemptCount: number) => {
      const id = randomUUID();
      await app.dataSource.query(
        `INSERT INTO webhook_deliveries
           (id, team_id, subscription_id, event_id, event_type, status, attempt_count,
            round_attempts, next_attempt_at)
         VALUES ($1, $2, $3, $4, 'agent.created', 'pending', $5, $5, now() - interval '1 hour')`,
        [id, owner.teamId, subscriptionId, eventId, attemptCount],
      );
      return id;
    };
    const never = await owed(firstEvent, 0);
    const retried = await owed(retryEvent, 2);

    await app.get(RecoverySweepService).sweep(0);

    const { outbound, retries } = app.get(WebhookQueues);
    expect(await outbound.getJob(attemptJobId(never, 1))).toBeDefined();
    expect(await retries.getJob(attemptJobId(never, 1))).toBeUndefined();
    expect(await retries.getJob(attemptJobId(retried, 3))).toBeDefined();
    expect(await outbound.getJob(attemptJobId(retried, 3))).toBeUndefined();
  });
});
