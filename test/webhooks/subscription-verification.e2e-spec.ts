import { createHmac } from 'node:crypto';
import request from 'supertest';
import type { DataSource, QueryRunner } from 'typeorm';
import { rowsOf } from '../../src/database/sql-statement';
import { RECORD_OUTBOX_EVENT } from '../../src/events/outbox.queries';
import { DeliveryQueues } from '../../src/webhooks/delivery/queue/delivery-queues';
import { REPLAY_HELD_DELIVERIES } from '../../src/webhooks/delivery/store/holds.queries';
import { RELAY_OUTBOX_EVENTS } from '../../src/webhooks/delivery/store/relay.queries';
import { CONFIRM_VERIFICATION } from '../../src/webhooks/delivery/challenges/verification.queries';
import { createApiToken, createCaller, scopes } from '../factories/identity.factory';
import { commitEvents } from '../factories/webhooks.factory';
import { OutboundHarness, SUBSCRIPTIONS } from './support/outbound-harness';
import type { ReceivedRequest, Reply } from './support/test-receiver';
import { eventually } from './support/webhook-test-app';

/** Proof of ownership: `verify: true`, the challenge, its echo, POST …/verify. */

interface Envelope {
  id: string;
  type: string;
  createdAt: string;
  teamId: string;
  data: Record<string, unknown>;
}

interface SubscriptionBody {
  subscriptionId: string;
  url: string;
  enabled: boolean;
  status: string;
  verification: { status: string; requestedAt: string | null; verifiedAt: string | null };
}

const RETRY_GAP_MS = 300;
/**
 * A round of 50 attempts (the most a schedule has): 7 retries RETRY_GAP_MS apart, then one a
 * second, about 45 s in all. So a challenge is still retried when a test on a slow machine sets
 * the echo (a round of 8 ended 2 s after the first attempt), provided the breaker stays closed.
 */
const RETRY_SCHEDULE_MS = [0, ...Array(7).fill(RETRY_GAP_MS), ...Array(42).fill(1_000)];

function bodyOf(req: ReceivedRequest): Envelope {
  return JSON.parse(req.rawBody.toString('utf8')) as Envelope;
}

function challengeOf(req: ReceivedRequest): string {
  return bodyOf(req).data.challenge as string;
}

describe('proof of ownership (verify: true, POST …/verify)', () => {
  // The first retries of a challenge come RETRY_GAP_MS apart (±20 % jitter).
  const h = new OutboundHarness({
    WEBHOOK_RETRY_SCHEDULE_MS: RETRY_SCHEDULE_MS.join(','),
    WEBHOOK_BREAKER_THRESHOLD: '1000',
  });
  /** How each receiver path answers; the default is 200 'ok' (no echo). */
  const answers = new Map<string, (req: ReceivedRequest) => Reply>();
  beforeAll(async () => {
    await h.start();
    h.receiver.respondWith((req) => answers.get(req.path)?.(req) ?? { status: 200, body: 'ok' });
  });
  afterAll(() => h.stop());

  const api = () => request(h.app.http);
  const subscriptionOf = async (id: string) =>
    (await api().get(`${SUBSCRIPTIONS}/${id}`).set(h.caller.auth).expect(200))
      .body as SubscriptionBody;
  const patch = (id: string, body: object) =>
    api().patch(`${SUBSCRIPTIONS}/${id}`).set(h.caller.auth).send(body).expect(200);
  const sendChallenge = (id: string, auth: Record<string, string> = h.caller.auth) =>
    api().post(`${SUBSCRIPTIONS}/${id}/verify`).set(auth);
  const typesSentTo = (path: string) => h.requestsTo(path).map((req) => bodyOf(req).type);
  const challengesTo = (path: string) =>
    h.requestsTo(path).filter((req) => bodyOf(req).type === 'webhook.verification');
  const echoJson = (req: ReceivedRequest): Reply => ({
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ challenge: challengeOf(req) }),
  });
  const untilStatus = (id: string, status: string) =>
    eventually(
      async () => {
        const subscription = await subscriptionOf(id);
        return subscription.status === status ? subscription : undefined;
      },
      10_000,
      `subscription ${status}`,
    );

  it('sends nothing but the signed challenge until the echo; a wrong answer is retried on the schedule; the echo delivers every kept event', async () => {
    const sub = await h.subscribe({ verify: true });
    const created = sub as unknown as SubscriptionBody;
    expect(created.enabled).toBe(true);
    expect(created.status).toBe('pending_verification');
    expect(created.verification).toEqual({
      status: 'pending',
      requestedAt: expect.any(String),
      verifiedAt: null,
    });
    // The created view is the stored subscription, as a read shows it.
    const {
      secret: _secret,
      path: _path,
      ...createdView
    } = created as SubscriptionBody & {
      secret?: string;
      path?: string;
    };
    const read = await api()
      .get(`/v1/webhooks/subscriptions/${sub.subscriptionId}`)
      .set(h.caller.auth);
    expect(read.body).toEqual(createdView);

    const [first] = await eventually(
      () => challengesTo(sub.path).length > 0 && challengesTo(sub.path),
    );
    // Signed exactly as a delivery: our signature over `<timestamp>.<body>`, Idempotency-Key.
    const raw = first.rawBody.toString('utf8');
    const timestamp = first.headers['x-webhook-timestamp'] as string;
    const digest = createHmac('sha256', sub.secret).update(`${timestamp}.${raw}`).digest('hex');
    expect(first.headers['x-webhook-signature']).toBe(`sha256=${digest}`);
    const challenge = bodyOf(first);
    expect(challenge).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      type: 'webhook.verification',
      createdAt: expect.any(String),
      teamId: h.caller.member.teamId,
      data: { subscriptionId: sub.subscriptionId, challenge: expect.stringMatching(/^[\w-]{43}$/) },
    });
    const [challengeDelivery] = await h.deliveriesOf(sub.subscriptionId);
    expect(first.headers['idempotency-key']).toBe(challengeDelivery.deliveryId);
    // The events API shows the challenge as it was sent (a webhook.* event, webhooks:read).
    const shown = await api().get(`/v1/events/${challenge.id}`).set(h.caller.auth).expect(200);
    expect(shown.body).toEqual(challenge);

    // Events caused meanwhile are kept: held deliveries, nothing sent.
    const kept = await commitEvents(h.app, h.caller.member.teamId, 3);
    const held = await eventually(async () => {
      const all = await h.deliveriesOf(sub.subscriptionId);
      const events = all.filter((d) => d.eventType !== 'webhook.verification');
      return events.length === 3 && events.every((d) => d.status === 'held') && events;
    });
    expect(held.map((d) => d.eventId).sort()).toEqual([...kept].sort());
    // Even an attempt queued for one of them (a race with the change) is held, not sent.
    await h.app.dataSource.query(
      `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now() WHERE id = $1`,
      [held[0].deliveryId],
    );
    await h.app
      .get(DeliveryQueues)
      .queueAttempts([
        { deliveryId: held[0].deliveryId, subscriptionId: sub.subscriptionId, attempt: 1 },
      ]);
    await eventually(async () => {
      const [row] = await h.app.dataSource.query(
        'SELECT status FROM webhook_deliveries WHERE id = $1',
        [held[0].deliveryId],
      );
      return row.status === 'held';
    });

    // 200 'ok' is no echo: failed attempts, retried on the schedule, still pending.
    const failedAttempts = await eventually(async () => {
      const [d] = (await h.deliveriesOf(sub.subscriptionId)).filter(
        (each) => each.deliveryId === challengeDelivery.deliveryId,
      );
      return d.attempts.length >= 3 && d.attempts;
    });
    for (const attempt of failedAttempts.slice(0, 3)) {
      expect(attempt).toMatchObject({
        status: 'failed',
        responseStatus: 200,
        responseBody: 'ok',
        failureReason: 'challenge not echoed',
      });
    }
    // The schedule, from the attempts as recorded: a send can arrive twice (delivery is at least
    // once; a job a starved worker took late is queued again by the lost-job sweep), an attempt
    // is recorded once.
    const started = [...failedAttempts]
      .sort((a, b) => a.attemptNumber - b.attemptNumber)
      .map((attempt) => Date.parse(attempt.startedAt));
    for (let i = 1; i < 3; i += 1)
      expect(started[i] - started[i - 1]).toBeGreaterThanOrEqual(RETRY_GAP_MS * 0.8 - 20);
    const retries = challengesTo(sub.path);
    // Every retry is the same challenge with the same Idempotency-Key.
    expect(new Set(retries.map(challengeOf))).toEqual(new Set([challenge.data.challenge]));
    expect(new Set(retries.map((req) => req.headers['idempotency-key']))).toEqual(
      new Set([challengeDelivery.deliveryId]),
    );
    expect((await subscriptionOf(sub.subscriptionId)).status).toBe('pending_verification');
    expect(new Set(typesSentTo(sub.path))).toEqual(new Set(['webhook.verification']));

    // The echo: active, verified, and every kept event arrives.
    answers.set(sub.path, (req) =>
      bodyOf(req).type === 'webhook.verification' ? echoJson(req) : { status: 200 },
    );
    const active = await untilStatus(sub.subscriptionId, 'active');
    expect(active.verification).toEqual({
      status: 'verified',
      requestedAt: created.verification.requestedAt,
      verifiedAt: expect.any(String),
    });
    await eventually(() =>
      kept.every((id) => h.requestsTo(sub.path).some((req) => bodyOf(req).id === id)),
    );
    const all = await h.settled(sub.subscriptionId, 4, 'succeeded');
    expect(
      all.find((d) => d.deliveryId === challengeDelivery.deliveryId)?.attempts.at(-1),
    ).toMatchObject({ status: 'succeeded', failureReason: null });
    // From now on events go straight out.
    const [later] = await commitEvents(h.app, h.caller.member.teamId, 1);
    await eventually(() => h.requestsTo(sub.path).some((req) => bodyOf(req).id === later));
    await expect(sendChallenge(sub.subscriptionId).expect(409)).resolves.toMatchObject({
      body: { error: 'WEBHOOK_VERIFICATION_NOT_PENDING' },
    });
  });

  it('holds deliveries where they are made (the relay, a replay), not only at attempt time, and confirms only the URL challenged', async () => {
    // The attempt-time guard would hide a relay or a replay that let events through (they would
    // be held a moment later), so the statements are run here inside a transaction rolled back.
    const sub = await h.subscribe({ verify: true });
    answers.set(sub.path, () => ({ status: 500 }));
    const [challenge] = await h.deliveriesOf(sub.subscriptionId);
    // The app's worker keeps retrying the challenge meanwhile, so a deadlock with it is possible:
    // Postgres then aborts this transaction, and it is run again.
    await rolledBackRetryingDeadlocks(h.app.dataSource, async (runner) => {
      const [{ id: eventId }] = await rowsOf(runner.manager, RECORD_OUTBOX_EVENT, [
        h.caller.member.teamId,
        'agent.archived',
        JSON.stringify({ agentId: '3f1c2a9e-8b7d-4c6e-a5f4-0e1d2c3b4a59' }),
        null,
      ]);
      await rowsOf(runner.manager, RELAY_OUTBOX_EVENTS, [1000, '-infinity', 'infinity']);
      const made = await runner.manager.query(
        'SELECT status, next_attempt_at FROM webhook_deliveries WHERE event_id = $1 AND subscription_id = $2',
        [eventId, sub.subscriptionId],
      );
      expect(made).toEqual([{ status: 'held', next_attempt_at: null }]);
      await runner.manager.query(
        `UPDATE webhook_deliveries SET status = 'held', next_attempt_at = NULL WHERE id = $1`,
        [challenge.deliveryId],
      );
      const replayed = await rowsOf(runner.manager, REPLAY_HELD_DELIVERIES, [sub.subscriptionId]);
      expect(replayed.map((row) => row.id)).toEqual([challenge.deliveryId]);
      // An echo proves the URL the challenge went to, not one the subscription moved to since.
      const url = `${h.receiver.url}${sub.path}`;
      const confirm = (sentTo: string) =>
        rowsOf(runner.manager, CONFIRM_VERIFICATION, [sub.subscriptionId, sentTo]);
      expect(await confirm(`${url}-before-a-move`)).toEqual([]);
      expect(await confirm(url)).toEqual([{ enabled: true }]);
    });
  });

  it('POST …/verify sends a fresh challenge and ends the one before; a bare text echo of it is accepted', async () => {
    const sub = await h.subscribe({ verify: true });
    answers.set(sub.path, () => ({ status: 500 }));
    await eventually(() => challengesTo(sub.path).length > 0);
    const [before] = await h.deliveriesOf(sub.subscriptionId);

    const res = await sendChallenge(sub.subscriptionId).expect(202);
    expect(res.body).toEqual({
      subscriptionId: sub.subscriptionId,
      eventId: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      deliveryId: expect.any(String),
      status: 'pending',
      requestedAt: expect.any(String),
    });
    expect(res.body.deliveryId).not.toBe(before.deliveryId);
    expect((await subscriptionOf(sub.subscriptionId)).verification.requestedAt).toBe(
      res.body.requestedAt,
    );
    const deliveries = await h.deliveriesOf(sub.subscriptionId);
    expect(deliveries.find((d) => d.deliveryId === before.deliveryId)?.status).toBe('failed');

    answers.set(sub.path, (req) => ({
      status: 200,
      headers: { 'Content-Type': 'text/plain' },
      body: `${challengeOf(req)}\n`,
    }));
    await untilStatus(sub.subscriptionId, 'active');
    const fresh = challengesTo(sub.path).filter(
      (req) => req.headers['idempotency-key'] === res.body.deliveryId,
    );
    expect(fresh.length).toBeGreaterThan(0);
    expect(bodyOf(fresh[0]).id).toBe(res.body.eventId);
    expect(challengeOf(fresh[0])).not.toBe(challengeOf(challengesTo(sub.path)[0]));
    // The ended challenge was not attempted again after the fresh one was issued.
    const old = (await h.deliveriesOf(sub.subscriptionId)).find(
      (d) => d.deliveryId === before.deliveryId,
    );
    expect(old?.status).toBe('failed');
  });

  it('re-pointing with verify: the new URL gets only the challenge until it echoes; the old URL gets nothing more', async () => {
    const sub = await h.subscribe();
    const [delivered] = await commitEvents(h.app, h.caller.member.teamId, 1);
    await eventually(() => h.requestsTo(sub.path).some((req) => bodyOf(req).id === delivered));
    const newPath = `/moved-${Math.random().toString(36).slice(2)}`;
    let echo = false;
    answers.set(newPath, (req) =>
      echo && bodyOf(req).type === 'webhook.verification' ? echoJson(req) : { status: 200 },
    );

    const patched = await patch(sub.subscriptionId, {
      url: `${h.receiver.url}${newPath}`,
      verify: true,
    });
    expect(patched.body).toMatchObject({
      status: 'pending_verification',
      verification: { status: 'pending', verifiedAt: null },
    });
    const kept = await commitEvents(h.app, h.caller.member.teamId, 2);
    await eventually(async () => {
      const all = await h.deliveriesOf(sub.subscriptionId);
      return kept.every((id) => all.find((d) => d.eventId === id)?.status === 'held');
    });
    await eventually(() => challengesTo(newPath).length >= 2);
    expect(new Set(typesSentTo(newPath))).toEqual(new Set(['webhook.verification']));

    echo = true;
    await untilStatus(sub.subscriptionId, 'active');
    await eventually(() =>
      kept.every((id) => h.requestsTo(newPath).some((req) => bodyOf(req).id === id)),
    );
    expect(typesSentTo(sub.path)).toEqual(['agent.created']);

    // A later URL change without verify: used at once; the proof was for the URL before.
    const plain = await patch(sub.subscriptionId, { url: `${h.receiver.url}${sub.path}` });
    expect(plain.body).toMatchObject({
      status: 'active',
      verification: { status: 'not_requested', requestedAt: null, verifiedAt: null },
    });
  });

  it('PATCH: verify again without a new URL, a new URL while pending, disabling and enabling, withdrawing with verify: false', async () => {
    const sub = await h.subscribe();
    answers.set(sub.path, () => ({ status: 503 }));

    // verify: true without a URL asks the current URL again.
    const again = await patch(sub.subscriptionId, { verify: true });
    expect(again.body.status).toBe('pending_verification');
    await eventually(() => challengesTo(sub.path).length > 0);

    // A new URL while pending is asked in turn (verify absent).
    const otherPath = `/other-${Math.random().toString(36).slice(2)}`;
    answers.set(otherPath, () => ({ status: 503 }));
    const moved = await patch(sub.subscriptionId, { url: `${h.receiver.url}${otherPath}` });
    expect(moved.body.status).toBe('pending_verification');
    await eventually(() => challengesTo(otherPath).length > 0);
    const kept = await commitEvents(h.app, h.caller.member.teamId, 2);
    await eventually(async () => {
      const all = await h.deliveriesOf(sub.subscriptionId);
      return kept.every((id) => all.find((d) => d.eventId === id)?.status === 'held');
    });

    // Disabled while pending: disabled wins; enabling sends the challenge again, not the events.
    const disabled = await patch(sub.subscriptionId, { enabled: false });
    expect(disabled.body).toMatchObject({
      status: 'disabled',
      verification: { status: 'pending' },
    });
    await expect(sendChallenge(sub.subscriptionId).expect(409)).resolves.toMatchObject({
      body: { error: 'WEBHOOK_SUBSCRIPTION_DISABLED' },
    });
    const sentBefore = challengesTo(otherPath).length;
    answers.set(otherPath, () => ({ status: 200, body: 'not the challenge' }));
    const enabled = await patch(sub.subscriptionId, { enabled: true });
    expect(enabled.body.status).toBe('pending_verification');
    await eventually(() => challengesTo(otherPath).length > sentBefore);
    expect(new Set(typesSentTo(otherPath))).toEqual(new Set(['webhook.verification']));
    const stillHeld = await h.deliveriesOf(sub.subscriptionId);
    expect(kept.map((id) => stillHeld.find((d) => d.eventId === id)?.status)).toEqual([
      'held',
      'held',
    ]);

    // verify: false withdraws the request: active, and what was kept is delivered now.
    const withdrawn = await patch(sub.subscriptionId, { verify: false });
    expect(withdrawn.body).toMatchObject({
      status: 'active',
      verification: { status: 'not_requested', requestedAt: null, verifiedAt: null },
    });
    await eventually(() =>
      kept.every((id) => h.requestsTo(otherPath).some((req) => bodyOf(req).id === id)),
    );
    // No challenge is pending any more.
    const after = await h.deliveriesOf(sub.subscriptionId);
    expect(
      after.filter((d) => d.eventType === 'webhook.verification').map((d) => d.status),
    ).not.toContain('pending');
  });

  it('POST …/verify: 404 unknown or foreign, 409 when not waiting, 403 without webhooks:write, 401 without a token; test, retry and recover are 409 while pending', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await sendChallenge(id).expect(404);
      expect(res.body.error).toBe('WEBHOOK_SUBSCRIPTION_NOT_FOUND');
    }
    const pending = await h.subscribe({ verify: true });
    const stranger = await createCaller(h.app, 'webhooks:read', 'webhooks:write');
    expect(
      (await sendChallenge(pending.subscriptionId, stranger.auth).expect(404)).body.error,
    ).toBe('WEBHOOK_SUBSCRIPTION_NOT_FOUND');
    const readOnly = await createApiToken(h.app, h.caller.member, scopes('webhooks:read'));
    const forbidden = await sendChallenge(pending.subscriptionId, {
      Authorization: `Bearer ${readOnly}`,
    }).expect(403);
    expect(forbidden.body.error).toBe('INSUFFICIENT_SCOPE');
    await api().post(`${SUBSCRIPTIONS}/${pending.subscriptionId}/verify`).expect(401);

    const plain = await h.subscribe();
    expect((await sendChallenge(plain.subscriptionId).expect(409)).body.error).toBe(
      'WEBHOOK_VERIFICATION_NOT_PENDING',
    );

    // While pending, sends the owner asks for are refused rather than held or sent unproven.
    const [challengeDelivery] = await h.deliveriesOf(pending.subscriptionId);
    const conflicts = [
      api().post(`${SUBSCRIPTIONS}/${pending.subscriptionId}/test`).set(h.caller.auth),
      api()
        .post(`${SUBSCRIPTIONS}/${pending.subscriptionId}/recover`)
        .set(h.caller.auth)
        .send({ since: new Date(Date.now() - 3_600_000).toISOString() }),
      api()
        .post(
          `${SUBSCRIPTIONS}/${pending.subscriptionId}/deliveries/${challengeDelivery.deliveryId}/retry`,
        )
        .set(h.caller.auth),
    ];
    for (const call of conflicts)
      expect((await call.expect(409)).body.error).toBe('WEBHOOK_SUBSCRIPTION_PENDING_VERIFICATION');
  });

  it('refuses webhook.verification in eventTypes, and without verify nothing changes', async () => {
    const refused = await api()
      .post(SUBSCRIPTIONS)
      .set(h.caller.auth)
      .send({ url: `${h.receiver.url}/never`, eventTypes: ['webhook.verification'] })
      .expect(400);
    expect([refused.body.error, refused.body.details[0].field]).toEqual([
      'VALIDATION_ERROR',
      'eventTypes',
    ]);

    const sub = await h.subscribe();
    expect(sub as unknown as SubscriptionBody).toMatchObject({
      enabled: true,
      status: 'active',
      verification: { status: 'not_requested', requestedAt: null, verifiedAt: null },
    });
    const [event] = await commitEvents(h.app, h.caller.member.teamId, 1);
    await eventually(() => h.requestsTo(sub.path).some((req) => bodyOf(req).id === event));
    expect(typesSentTo(sub.path)).toEqual(['agent.created']);
    const [{ count }] = await h.app.dataSource.query(
      `SELECT count(*)::int AS count FROM webhook_deliveries
        WHERE subscription_id = $1 AND event_type = 'webhook.verification'`,
      [sub.subscriptionId],
    );
    expect(count).toBe(0);
  });
});

/** Runs `work` in a transaction that is always rolled back, again when Postgres reports a deadlock. */
async function rolledBackRetryingDeadlocks(
  dataSource: DataSource,
  work: (runner: QueryRunner) => Promise<void>,
  attempts = 3,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      return await work(runner);
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= attempts) throw error;
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }
}
