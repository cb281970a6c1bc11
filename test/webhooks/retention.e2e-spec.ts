import { planIndexNames } from '../support/plan-index-names';
import request from 'supertest';
import { WebhookLoopsService } from '../../src/webhooks/webhook-loops.service';
import { RetentionService } from '../../src/webhooks/retention/retention.service';
import * as retentionQueries from '../../src/webhooks/delivery/store/retention.queries';
import * as inboundQueries from '../../src/webhooks/inbound/inbound-retention.queries';
import { RECOVER_FAILED_DELIVERIES } from '../../src/webhooks/delivery/store/replay.queries';
import { commitEvents, createInboundEndpoint } from '../factories/webhooks.factory';
import { OutboundHarness, SUBSCRIPTIONS } from './support/outbound-harness';
import { backdateEvent } from '../support/backdated-event';
import { backdateDelivery, backdateInbound } from './support/backdated-delivery';
import { postRaw } from './support/inbound-log';
import { eventually } from './support/webhook-test-app';

const DAY = 24 * 3600 * 1000;

function daysAgo(days: number): Date {
  return new Date(Date.now() - days * DAY);
}

describe('retention: finished webhook records are pruned past their window, owed work never', () => {
  const h = new OutboundHarness({
    WEBHOOK_RETRY_SCHEDULE_MS: '0,50',
    // Pruned only when the test says so; two rows a batch, so every kind takes several.
    RETENTION_INTERVAL_MS: '3600000',
    RETENTION_BATCH_SIZE: '2',
  });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const query = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    h.app.dataSource.query<T[]>(sql, params);
  const ids = async (sql: string, params: unknown[] = []) =>
    (await query<{ id: string }>(sql, params)).map((row) => row.id).sort();

  it('fills, ages and prunes each kind; rows inside their window and owed work stay', async () => {
    const teamId = h.caller.member.teamId;
    const ok = await h.subscribe({ eventTypes: ['agent.created', 'agent.updated'] });
    const failing = await h.subscribe({ eventTypes: ['agent.restored', 'agent.updated'] });
    const slow = await h.subscribe({ eventTypes: ['agent.archived'] });
    const held = await h.subscribe({ eventTypes: ['agent.uninstalled'] });
    // The slow receiver asks for an hour, but with this two-step schedule a Retry-After is capped
    // at the last step (50 ms): the circuit breaker, opened for an hour while the answer is on
    // its way, keeps the delivery pending after its first attempt.
    const openBreaker = () =>
      query(
        `UPDATE webhook_subscriptions SET breaker_open_until = now() + interval '1 hour',
              breaker_open_ms = 3600000 WHERE id = $1`,
        [slow.subscriptionId],
      );
    h.receiver.respondWith((req) => {
      if (req.path === failing.path) return { status: 500 };
      if (req.path === slow.path) {
        void openBreaker();
        return { status: 503, headers: { 'Retry-After': '3600' }, delayMs: 300 };
      }
      return { status: 200 };
    });
    await request(h.app.http)
      .patch(`${SUBSCRIPTIONS}/${held.subscriptionId}`)
      .set(h.caller.auth)
      .send({ enabled: false })
      .expect(200);

    // Fill, through the real paths: outbox, relay, attempts, inbound receiver and processing.
    const [deliveredOld, deliveredFresh] = await commitEvents(h.app, teamId, 2, 'agent.created');
    const [failedOld, failedRecent] = await commitEvents(h.app, teamId, 2, 'agent.restored');
    const [shared] = await commitEvents(h.app, teamId, 1, 'agent.updated');
    const [pending] = await commitEvents(h.app, teamId, 1, 'agent.archived');
    const [heldEvent] = await commitEvents(h.app, teamId, 1, 'agent.uninstalled');
    const [orphanOld, orphanFresh] = await commitEvents(h.app, teamId, 2, 'notification.read');
    await h.settled(ok.subscriptionId, 3, 'succeeded');
    await h.settled(failing.subscriptionId, 3, 'failed');
    await h.settled(held.subscriptionId, 1, 'held');
    await eventually(async () => {
      const [delivery] = await h.deliveriesOf(slow.subscriptionId);
      return delivery?.status === 'pending' && delivery.attemptCount === 1;
    });
    await eventually(
      async () =>
        (
          await ids('SELECT id FROM outbox_events WHERE id = ANY($1) AND relayed_at IS NOT NULL', [
            [orphanOld, orphanFresh],
          ])
        ).length === 2,
    );

    const endpoint = await createInboundEndpoint(h.app, teamId);
    const accept = (key: string) =>
      postRaw(h.app, endpoint.path, JSON.stringify({ key }), {
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
      }).expect(200);
    for (const key of ['k1', 'k2', 'k3', 'k1']) await accept(key);
    for (let i = 0; i < 2; i += 1)
      await postRaw(h.app, endpoint.path, '{}', { 'Content-Type': 'text/plain' }).expect(415);
    await eventually(
      async () =>
        (
          await ids(
            `SELECT id FROM webhook_inbound_deliveries WHERE endpoint_id = $1 AND outcome = 'refused'`,
            [endpoint.endpointId],
          )
        ).length === 2,
    );
    await eventually(
      async () =>
        (
          await ids(
            `SELECT id FROM webhook_inbound_deliveries WHERE endpoint_id = $1 AND processed_at IS NOT NULL`,
            [endpoint.endpointId],
          )
        ).length === 3,
    );

    // Stop the worker loops: what is written from now on stays unrelayed and unprocessed.
    await h.app.get(WebhookLoopsService).onModuleDestroy();
    await accept('k4');
    const [unrelayed] = await commitEvents(h.app, teamId, 1, 'agent.created');

    // Age.
    const deliveryOf = async (eventId: string, subscriptionId: string) =>
      (
        await query<{ id: string }>(
          'SELECT id FROM webhook_deliveries WHERE event_id = $1 AND subscription_id = $2',
          [eventId, subscriptionId],
        )
      )[0].id;
    const d = {
      deliveredOld: await deliveryOf(deliveredOld, ok.subscriptionId),
      deliveredFresh: await deliveryOf(deliveredFresh, ok.subscriptionId),
      sharedDelivered: await deliveryOf(shared, ok.subscriptionId),
      sharedFailed: await deliveryOf(shared, failing.subscriptionId),
      failedOld: await deliveryOf(failedOld, failing.subscriptionId),
      failedRecent: await deliveryOf(failedRecent, failing.subscriptionId),
      pending: await deliveryOf(pending, slow.subscriptionId),
      held: await deliveryOf(heldEvent, held.subscriptionId),
    };
    // Older deliveries are other ids (backdateDelivery): `d` follows them.
    const ageDelivery = async (key: keyof typeof d, days: number) => {
      d[key] = await backdateDelivery(h.app.dataSource, d[key], daysAgo(days));
    };
    await ageDelivery('deliveredOld', 31);
    await ageDelivery('sharedDelivered', 31);
    await ageDelivery('deliveredFresh', 29);
    await ageDelivery('failedOld', 91);
    // Past the delivered window, inside the failed one: still recoverable.
    await ageDelivery('failedRecent', 40);
    await ageDelivery('sharedFailed', 40);
    await ageDelivery('pending', 100);
    await ageDelivery('held', 100);
    // Older events are other ids too (backdateEvent), their deliveries following them.
    const ageEvent = (id: string, days: number, relayed = true) =>
      backdateEvent(h.app.dataSource, id, daysAgo(days), relayed);
    const e = {
      deliveredOld: await ageEvent(deliveredOld, 100),
      deliveredFresh: await ageEvent(deliveredFresh, 100),
      failedOld: await ageEvent(failedOld, 100),
      failedRecent: await ageEvent(failedRecent, 100),
      shared: await ageEvent(shared, 100),
      pending: await ageEvent(pending, 100),
      heldEvent: await ageEvent(heldEvent, 100),
      // Past RETENTION_RELAYED_OUTBOX_DAYS (7) but inside EVENTS_RETENTION_DAYS (30) is kept: the
      // events API still returns it.
      orphanOld: await ageEvent(orphanOld, 31),
      orphanFresh: await ageEvent(orphanFresh, 29),
      unrelayed: await ageEvent(unrelayed, 100, false),
    };
    const inbound = async (where: string) =>
      (
        await query<{ id: string }>(
          `SELECT id FROM webhook_inbound_deliveries WHERE endpoint_id = $1 AND ${where} ORDER BY seq`,
          [endpoint.endpointId],
        )
      ).map((row) => row.id);
    const [k1, k2, k3, k4] = await inbound(`outcome = 'accepted'`);
    const [duplicate] = await inbound(`outcome = 'duplicate'`);
    const [refusedOld, refusedFresh] = await inbound(`outcome = 'refused'`);
    // Older deliveries are other ids, as outbound ones (backdateInbound).
    const aged = {
      k1: await backdateInbound(h.app.dataSource, k1, daysAgo(31)),
      k2: await backdateInbound(h.app.dataSource, k2, daysAgo(29)),
      k4: await backdateInbound(h.app.dataSource, k4, daysAgo(100)),
      duplicate: await backdateInbound(h.app.dataSource, duplicate, daysAgo(31)),
      refusedOld: await backdateInbound(h.app.dataSource, refusedOld, daysAgo(8)),
      refusedFresh: await backdateInbound(h.app.dataSource, refusedFresh, daysAgo(6)),
    };
    const attemptsBefore = await query<{ delivery_id: string; count: number }>(
      `SELECT delivery_id, count(*)::int AS count FROM webhook_delivery_attempts
        WHERE delivery_id = ANY($1) GROUP BY delivery_id`,
      [[d.deliveredOld, d.sharedDelivered, d.failedOld]],
    );
    const prunedAttempts = attemptsBefore.reduce((sum, row) => sum + row.count, 0);

    // Prune.
    const pruned = await h.app.get(RetentionService).run();

    expect(pruned).toEqual({
      delivered_outbound: 2,
      failed_outbound: 1,
      outbound_attempt: prunedAttempts,
      relayed_outbox: 3,
      inbound: 2,
      refused_inbound: 1,
    });
    expect(prunedAttempts).toBe(1 + 1 + 2);
    expect(
      await ids('SELECT id FROM webhook_deliveries WHERE id = ANY($1)', [Object.values(d)]),
    ).toEqual([d.deliveredFresh, d.sharedFailed, d.failedRecent, d.pending, d.held].sort());
    expect(
      await ids('SELECT id FROM webhook_delivery_attempts WHERE delivery_id = ANY($1)', [
        [d.deliveredOld, d.sharedDelivered, d.failedOld],
      ]),
    ).toEqual([]);
    const kept = await query<{ delivery_id: string }>(
      'SELECT DISTINCT delivery_id FROM webhook_delivery_attempts WHERE delivery_id = ANY($1)',
      [[d.deliveredFresh, d.sharedFailed, d.failedRecent, d.pending]],
    );
    expect(kept).toHaveLength(4);
    // The shared event stays while its failed delivery may still be recovered.
    expect(
      await ids('SELECT id FROM outbox_events WHERE id = ANY($1)', [Object.values(e)]),
    ).toEqual(
      [
        e.deliveredFresh,
        e.failedRecent,
        e.shared,
        e.pending,
        e.heldEvent,
        e.orphanFresh,
        e.unrelayed,
      ].sort(),
    );
    expect((await inbound('true')).sort()).toEqual(
      [aged.k2, k3, aged.k4, aged.refusedFresh].sort(),
    );
    // A key leaves with its accepted delivery, and not before: k1 is accepted anew, k2 and the
    // unprocessed k4 are still duplicates.
    const keys = await query<{ key: string }>(
      `SELECT dedupe_key AS key FROM webhook_inbound_dedupe_keys WHERE endpoint_id = $1
        ORDER BY dedupe_key`,
      [endpoint.endpointId],
    );
    expect(keys.map((row) => row.key)).toEqual(['k2', 'k3', 'k4']);
    for (const key of ['k1', 'k2', 'k4']) await accept(key);
    expect(
      (
        await query<{ key: string; outcome: string }>(
          `SELECT idempotency_key AS key, outcome FROM webhook_inbound_deliveries
            WHERE endpoint_id = $1 ORDER BY seq DESC LIMIT 3`,
          [endpoint.endpointId],
        )
      ).reverse(),
    ).toEqual([
      { key: 'k1', outcome: 'accepted' },
      { key: 'k2', outcome: 'duplicate' },
      { key: 'k4', outcome: 'duplicate' },
    ]);

    const metrics = await request(h.app.http).get('/metrics').expect(200);
    expect(metrics.text).toContain(
      'webhook_retention_pruned_rows_total{kind="delivered_outbound"} 2',
    );
    expect(metrics.text).toContain('webhook_retention_pruned_rows_total{kind="relayed_outbox"} 3');

    // Nothing is left past its window: another run deletes nothing.
    expect(Object.values(await h.app.get(RetentionService).run())).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('every prune and recovery statement reads through an index, never a table scan', async () => {
    const statements: Array<[{ name: string; text: string }, unknown[], string[]]> = [
      [
        retentionQueries.PRUNE_DELIVERED_OUTBOUND,
        [30, 7, 1000],
        ['webhook_deliveries_delivered', 'webhook_deliveries_event'],
      ],
      [
        retentionQueries.PRUNE_FAILED_OUTBOUND,
        [90, 7, 1000],
        ['webhook_deliveries_failed', 'webhook_deliveries_event'],
      ],
      [
        retentionQueries.PRUNE_RELAYED_OUTBOX,
        [7, new Date(0), '', 1000],
        ['outbox_events_relayed', 'webhook_deliveries_event'],
      ],
      [inboundQueries.PRUNE_SETTLED_INBOUND, [30, 1000], ['webhook_inbound_deliveries_settled']],
      [inboundQueries.PRUNE_REFUSED_INBOUND, [7, 1000], ['webhook_inbound_deliveries_refused']],
      [
        inboundQueries.PRUNE_INBOUND_DEDUPE_KEYS,
        [30, 1000],
        ['webhook_inbound_dedupe_keys_received'],
      ],
      [
        RECOVER_FAILED_DELIVERIES,
        ['00000000-0000-4000-8000-000000000000', daysAgo(1), new Date(), 1000],
        ['webhook_deliveries_failed_window'],
      ],
    ];
    const runner = h.app.dataSource.createQueryRunner();
    await runner.connect();
    try {
      for (const [sql, params, indexes] of statements) {
        await runner.startTransaction();
        try {
          // On tables this small a scan is cheapest; with scans priced out, a statement the
          // indexes cannot serve still shows one.
          await runner.query('SET LOCAL enable_seqscan = off');
          const [{ 'QUERY PLAN': plan }] = await runner.query(
            `EXPLAIN (FORMAT JSON) ${sql.text}`,
            params,
          );
          const text = JSON.stringify(plan);
          expect([sql.name, text.includes('"Seq Scan"')]).toEqual([sql.name, false]);
          const names = new Set(await planIndexNames(runner, text));
          for (const index of indexes)
            expect([sql.name, names.has(index)]).toEqual([sql.name, true]);
        } finally {
          await runner.rollbackTransaction();
        }
      }
    } finally {
      await runner.release();
    }
  });
});
