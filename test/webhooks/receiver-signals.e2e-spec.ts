import request from 'supertest';
import { LostJobSweepService } from '../../src/webhooks/delivery/relay/lost-job-sweep.service';
import { attemptJobId } from '../../src/webhooks/delivery/queue/delivery-jobs';
import { DeliveryQueues } from '../../src/webhooks/delivery/queue/delivery-queues';
import { OBSERVED_RATE_WINDOW_MS } from '../../src/webhooks/delivery/protection/receiver-pace';
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
  /**
   * Waits until the delivery's first attempt is recorded and the next one planned; `seenAt`: when
   * the test saw it, so after the app planned it.
   */
  const afterFirstAttempt = async (subscriptionId: string, eventId: string) => {
    const delivery = await eventually(
      async () => {
        const found = await deliveryOf(subscriptionId, eventId);
        return found?.attemptCount === 1 && found.nextAttemptAt ? found : undefined;
      },
      10_000,
      'the first attempt to be recorded',
    );
    return { delivery, seenAt: Date.now() };
  };
  const paceOf = async (subscriptionId: string) =>
    (
      await h.app.dataSource.query<PaceRow[]>(
        'SELECT retry_after_until, pace_per_second, pace_ceiling FROM webhook_subscriptions WHERE id = $1',
        [subscriptionId],
      )
    )[0];
  /** The subscription's recorded attempts: when each started and what it was answered. */
  const attemptsOf = (subscriptionId: string) =>
    h.app.dataSource.query<Array<{ started_at: Date; response_status: number | null }>>(
      'SELECT started_at, response_status FROM webhook_delivery_attempts WHERE subscription_id = $1',
      [subscriptionId],
    );
  /**
   * Asserts the next attempt is due `waitMs` after the first one's answer: no sooner than that
   * after the attempt started, no later than that after the test saw it recorded (however long
   * the attempt and its recording took on a busy machine).
   */
  const expectDueAfterAnswer = (delivery: LoggedDelivery, seenAt: number, waitMs: number) => {
    const due = Date.parse(delivery.nextAttemptAt ?? '');
    expect(due).toBeGreaterThanOrEqual(Date.parse(delivery.attempts[0].startedAt) + waitMs);
    expect(due).toBeLessThanOrEqual(seenAt + waitMs);
  };

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
    const { delivery, seenAt } = await afterFirstAttempt(asked.subscriptionId, first);
    expect(delivery.status).toBe('pending');
    expect(delivery.attempts[0].responseStatus).toBe(429);
    // 30 s, not the schedule's 50 ms.
    expectDueAfterAnswer(delivery, seenAt, 30_000);
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
    // Received is not yet recorded: wait for the successes.
    for (const otherDelivery of await h.settled(other.subscriptionId, 2)) {
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
    const { delivery, seenAt } = await afterFirstAttempt(sub.subscriptionId, eventId);
    expect(delivery.attempts[0].responseStatus).toBe(503);
    expectDueAfterAnswer(delivery, seenAt, CAP_MS);
    // The subscription's pause is capped the same way.
    const row = await paceOf(sub.subscriptionId);
    expect(row.retry_after_until?.getTime()).toBeLessThanOrEqual(seenAt + CAP_MS);
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
    const { delivery } = await afterFirstAttempt(sub.subscriptionId, eventId);
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
    // Recorded, not only received: the 429 then finds all 30 among the attempts it measures.
    const sentBefore = await eventually(
      async () => {
        const attempts = await attemptsOf(sub.subscriptionId);
        return attempts.length === 30 ? attempts : undefined;
      },
      20_000,
      '30 deliveries at 10/s',
    );
    await commitEvents(h.app, h.caller.member.teamId, 15);
    const slowed = await eventually(
      async () => {
        const row = await paceOf(sub.subscriptionId);
        return row.pace_per_second !== null ? row : undefined;
      },
      5_000,
      'the 429 to slow the pace',
    );
    const seenAt = Date.now();
    const sentSince = h.requestsTo(sub.path).length - 31;
    // Half of the rate it was sent at (no more than its maximum of 10): at least that of the 31
    // attempts measured when the 429 was recorded, which was before `seenAt` (a busy machine sends
    // slower, and the bound follows).
    const refused = (await attemptsOf(sub.subscriptionId)).find((a) => a.response_status === 429);
    const starts = [...sentBefore, refused!].map((a) => a.started_at.getTime());
    const inWindow = starts.filter((start) => start > seenAt - OBSERVED_RATE_WINDOW_MS).length;
    const span = Math.min(OBSERVED_RATE_WINDOW_MS, seenAt - Math.min(...starts));
    expect(slowed.pace_ceiling).toBeGreaterThanOrEqual(
      Math.min(10, (inWindow * 1000) / Math.max(1000, span)),
    );
    expect(slowed.pace_ceiling).toBeLessThanOrEqual(10);
    // Half of it, plus at most 1/pace for each success since (each one a request seen by then).
    const half = Math.max(1, (slowed.pace_ceiling ?? NaN) / 2);
    expect(slowed.pace_per_second).toBeGreaterThanOrEqual(half);
    expect(slowed.pace_per_second).toBeLessThanOrEqual(half + sentSince / half);
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
  }, 60_000);
});

/**
 * First attempts never wait behind retries: a failing receiver's retries never answer, so they
 * hold the retry workers (2 slots) for the whole test with more of them queued, and a healthy
 * subscription's first attempts still go through their own (2 slots).
 */
describe('first attempts never wait behind retries', () => {
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
      // Longer than the test: a first attempt behind the retries could not go before it ends.
      WEBHOOK_DELIVERY_TIMEOUT_MS: '60000',
    });
    // A first attempt fails at once; a retry is never answered.
    const seen = new Set<string>();
    failing = await TestReceiver.start((req) => {
      const { id } = JSON.parse(req.rawBody.toString('utf8')) as { id: string };
      if (seen.has(id)) return { status: 500, delayMs: Infinity };
      seen.add(id);
      return { status: 500 };
    });
    healthy = await TestReceiver.start();
  });
  afterAll(async () => {
    // First, so the hanging retries fail and the app's workers can stop.
    await failing.close();
    await app.close();
    await healthy.close();
  });

  it('delivers a healthy subscription’s events while a failing one’s retries hold every retry slot', async () => {
    const failingTeam = await createTeamOwner(app);
    const healthyTeam = await createTeamOwner(app);
    await createSubscription(app, failingTeam.teamId, `${failing.url}/down`);
    await createSubscription(app, healthyTeam.teamId, `${healthy.url}/ok`);

    await commitEvents(app, failingTeam.teamId, 20);
    // Every first attempt made, and two retries hanging: the other 18 wait for a slot.
    await eventually(() => failing.requests.length >= 22, 10_000, 'the retries to start');
    const events = await commitEvents(app, healthyTeam.teamId, 5);
    await eventually(() => healthy.requests.length === 5, 20_000, 'the healthy deliveries');

    expect(new Set(healthy.bodies().map((body) => body.id))).toEqual(new Set(events));
    // The retry slots were held throughout: no retry finished and let another start.
    expect(failing.requests).toHaveLength(22);
  }, 60_000);
});

/** Postgres says what is owed; the sweep puts each attempt back on the queue its kind runs from. */
describe('the lost-job sweep re-queues into the right queue', () => {
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
      // The id is the column's default: a UUIDv7 of created_at (docs/decisions.md).
      const [{ id }] = await app.dataSource.query<Array<{ id: string }>>(
        `INSERT INTO webhook_deliveries
           (team_id, subscription_id, event_id, event_type, status, attempt_count,
            round_attempts, next_attempt_at)
         VALUES ($1, $2, $3, 'agent.created', 'pending', $4, $4, now() - interval '1 hour')
         RETURNING id`,
        [owner.teamId, subscriptionId, eventId, attemptCount],
      );
      return id;
    };
    const never = await owed(firstEvent, 0);
    const retried = await owed(retryEvent, 2);

    await app.get(LostJobSweepService).sweep(0);

    const { outbound, retries } = app.get(DeliveryQueues);
    expect(await outbound.getJob(attemptJobId(never, 1))).toBeDefined();
    expect(await retries.getJob(attemptJobId(never, 1))).toBeUndefined();
    expect(await retries.getJob(attemptJobId(retried, 3))).toBeDefined();
    expect(await outbound.getJob(attemptJobId(retried, 3))).toBeUndefined();
  });
});
