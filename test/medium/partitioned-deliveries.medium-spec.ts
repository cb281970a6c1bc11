import { Client } from 'pg';
import { runMigrations } from '../../src/database/migrate';
import {
  ATTEMPTS_OF_DELIVERIES,
  DELIVERY_OF_SUBSCRIPTION,
} from '../../src/webhooks/delivery/store/delivery-log.queries';
import { createdSpanOf } from '../../src/webhooks/delivery/store/delivery-partition';
import { LOAD_DUE_DELIVERIES } from '../../src/webhooks/delivery/store/due-deliveries.queries';
import { RELAY_OUTBOX_EVENTS } from '../../src/webhooks/delivery/store/relay.queries';
import { DROP_EXPIRED_DELIVERY_PARTITIONS } from '../../src/webhooks/delivery/store/retention.queries';
import {
  executedScans,
  oldSchemaDatabase,
  type OldSchemaDatabase,
  type PlanNode,
} from '../support/old-schema';

const PARTITIONING = 'PartitionedDeliveries1795700530000';
const TEAM = '11111111-1111-4111-8111-111111111111';

/**
 * The migration to partitioned deliveries (docs/decisions.md, 2026-11-27) on a database seeded
 * at the schema before it: every row and every owed delivery survives, ids written before and
 * after resolve with one partition probe, and retention drops a partition only once nothing in
 * it is owed.
 */
describe('partitioned deliveries', () => {
  let old: OldSchemaDatabase;
  let db: Client;
  let url: string;

  beforeAll(async () => {
    old = await oldSchemaDatabase('old_schema', PARTITIONING);
    ({ db, url } = old);
  });
  afterAll(() => old?.drop());

  it('carries every row and owed delivery over, and drops a partition only when none is owed', async () => {
    expect(
      (await db.query(`SELECT to_regclass('webhook_deliveries_legacy') AS t`)).rows[0].t,
    ).toBeNull();
    // The old schema, seeded: 400 deliveries 100 days old in every state, two attempts each.
    const [{ id: subscriptionId }] = (
      await db.query(
        `INSERT INTO webhook_subscriptions (team_id, url, secret_sealed)
         VALUES ($1, 'https://example.com/h', 'x') RETURNING id`,
        [TEAM],
      )
    ).rows;
    await db.query(
      `INSERT INTO outbox_events (id, team_id, type, data, created_at, relayed_at)
       SELECT 'evt_' || replace(gen_random_uuid()::text, '-', ''), $1, 'agent.created', '{}',
              now() - interval '100 days', now() - interval '100 days'
         FROM generate_series(1, 400)`,
      [TEAM],
    );
    await db.query(
      `INSERT INTO webhook_deliveries
         (id, team_id, subscription_id, event_id, event_type, status, attempt_count,
          next_attempt_at, last_attempt_at, succeeded_at, created_at)
       SELECT gen_random_uuid(), $1, $2, e.id, e.type,
              (ARRAY['succeeded', 'failed', 'pending', 'held'])[n % 4 + 1], 2,
              CASE WHEN n % 4 = 2 THEN now() END,
              now() - interval '99 days',
              CASE WHEN n % 4 = 0 THEN now() - interval '99 days' END,
              now() - interval '100 days' + n * interval '1 second'
         FROM (SELECT id, type, row_number() OVER (ORDER BY id) AS n FROM outbox_events) e`,
      [TEAM, subscriptionId],
    );
    await db.query(
      `INSERT INTO webhook_delivery_attempts
         (delivery_id, subscription_id, attempt_number, correlation_id, started_at, duration_ms,
          succeeded)
       SELECT d.id, d.subscription_id, n, gen_random_uuid(), d.created_at, 10, false
         FROM webhook_deliveries d, generate_series(1, 2) n`,
    );
    const snapshot = async () =>
      (
        await db.query(
          `SELECT (SELECT json_agg(d ORDER BY id) FROM (
                     SELECT id, seq, status, attempt_count, next_attempt_at, created_at
                       FROM webhook_deliveries) d) AS deliveries,
                  (SELECT json_agg(a ORDER BY id) FROM (
                     SELECT id, delivery_id, attempt_number FROM webhook_delivery_attempts) a)
                    AS attempts`,
        )
      ).rows[0] as { deliveries: Array<{ id: string; status: string }>; attempts: unknown[] };
    const before = await snapshot();
    expect(before.deliveries).toHaveLength(400);
    expect(before.attempts).toHaveLength(800);

    await runMigrations(url);

    // Not a row lost or changed; the owed ones still owed.
    const after = await snapshot();
    expect(after).toEqual(before);
    const owed = before.deliveries.filter((d) => ['pending', 'held'].includes(d.status));
    expect(owed).toHaveLength(200);
    const partitions = (
      await db.query(
        `SELECT relid::text AS name FROM pg_partition_tree('webhook_deliveries') WHERE isleaf`,
      )
    ).rows.map((row: { name: string }) => row.name);
    expect(partitions).toContain('webhook_deliveries_legacy');
    expect(partitions.length).toBeGreaterThanOrEqual(1 + 8);

    // A legacy id is read by id (from every partition: it names none but the cutover's side), a
    // new one from its own partition alone.
    const legacyId = owed[0].id;
    const loaded = await db.query({
      text: LOAD_DUE_DELIVERIES.text,
      values: [[legacyId], ...createdSpanOf([legacyId])],
    });
    expect(loaded.rows.map((row: { id: string }) => row.id)).toEqual([legacyId]);
    await db.query(`SELECT record_outbox_event($1, 'agent.created', '{}')`, [TEAM]);
    const relayed = await db.query({
      text: RELAY_OUTBOX_EVENTS.text,
      values: [10, '-infinity', 'infinity'],
    });
    const [created] = relayed.rows[0].deliveries as Array<{ id: string }>;
    expect(created.id[14]).toBe('7');
    // The statement an attempt loads its deliveries with probes one partition.
    const plan = await db.query({
      text: `EXPLAIN (ANALYZE, FORMAT JSON) ${LOAD_DUE_DELIVERIES.text}`,
      values: [[created.id], ...createdSpanOf([created.id])],
    });
    const probed = executedScans(plan.rows[0]['QUERY PLAN'][0].Plan as PlanNode).filter(
      (relation) => relation.startsWith('webhook_deliveries'),
    );
    expect(probed).toEqual([expect.stringMatching(/_p\d{8}$/)]);
    // So do the delivery log's reads: a delivery's attempts, and whether it is the caller's.
    const [subscriptionOf] = (
      await db.query(
        `SELECT subscription_id AS s, to_char(created_at AT TIME ZONE 'UTC', 'YYYYMMDD') AS day
           FROM webhook_deliveries WHERE id = $1`,
        [created.id],
      )
    ).rows as Array<{ s: string; day: string }>;
    const partitionDay = subscriptionOf.day;
    const reads: Array<[string, unknown[], string]> = [
      [
        ATTEMPTS_OF_DELIVERIES.text,
        [[created.id], ...createdSpanOf([created.id])],
        'webhook_delivery_attempts',
      ],
      [
        DELIVERY_OF_SUBSCRIPTION.text,
        [created.id, subscriptionOf.s, TEAM, ...createdSpanOf([created.id])],
        'webhook_deliveries',
      ],
    ];
    for (const [text, values, table] of reads) {
      const read = await db.query({ text: `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values });
      const scanned = executedScans(read.rows[0]['QUERY PLAN'][0].Plan as PlanNode).filter(
        (relation) => relation.startsWith(table),
      );
      expect(scanned).toEqual([`${table}_p${partitionDay}`]);
    }
    const legacyReads = [
      [ATTEMPTS_OF_DELIVERIES.text, [[legacyId], ...createdSpanOf([legacyId])]],
      [
        DELIVERY_OF_SUBSCRIPTION.text,
        [legacyId, subscriptionId, TEAM, ...createdSpanOf([legacyId])],
      ],
    ] as const;
    expect(
      (await db.query({ text: legacyReads[0][0], values: [...legacyReads[0][1]] })).rows,
    ).toHaveLength(2);
    expect(
      (await db.query({ text: legacyReads[1][0], values: [...legacyReads[1][1]] })).rows,
    ).toHaveLength(1);
    const found = await db.query({
      text: LOAD_DUE_DELIVERIES.text,
      values: [[created.id], ...createdSpanOf([created.id])],
    });
    expect(found.rows).toHaveLength(1);

    // The rule by-id reads rely on is checked: an id names its created_at (the millisecond of a
    // UUIDv7, the legacy partition for another), and an attempt's delivery id its own copy.
    const broken = [
      `UPDATE webhook_deliveries SET created_at = created_at - interval '1 hour' WHERE id = '${created.id}'`,
      `UPDATE webhook_deliveries SET created_at = now() WHERE id = '${legacyId}'`,
      `INSERT INTO webhook_deliveries (id, team_id, subscription_id, event_id, event_type, status)
       SELECT gen_random_uuid(), team_id, subscription_id, event_id, event_type, 'pending'
         FROM webhook_deliveries WHERE id = '${created.id}'`,
      `UPDATE webhook_delivery_attempts SET delivery_created_at = now()
        WHERE delivery_id = '${legacyId}'`,
    ];
    for (const sql of broken) await expect(db.query(sql)).rejects.toMatchObject({ code: '23514' });
    // Moved with its id, a delivery stays readable by id.
    const moved = await db.query(
      `UPDATE webhook_deliveries
          SET id = uuid_v7_at(created_at + interval '1 hour'), created_at = created_at + interval '1 hour'
        WHERE id = $1 RETURNING id`,
      [created.id],
    );
    const reread = await db.query({
      text: LOAD_DUE_DELIVERIES.text,
      values: [[moved.rows[0].id], ...createdSpanOf([moved.rows[0].id])],
    });
    expect(reread.rows).toHaveLength(1);

    // Retention with no window at all: the legacy partition waits while it holds owed work.
    const drop = () => db.query({ text: DROP_EXPIRED_DELIVERY_PARTITIONS.text, values: [0, 0] });
    expect((await drop()).rows[0]).toEqual({ delivered: 0, failed: 0, attempts: 0 });
    expect((await snapshot()).deliveries.length).toBe(401);

    // Once the owed work is done, the partition goes whole with its attempts; the rest stays.
    await db.query(
      `UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL,
              last_attempt_at = now() - interval '1 day'
        WHERE status IN ('pending', 'held') AND created_at < now() - interval '1 day'`,
    );
    expect((await drop()).rows[0]).toEqual({ delivered: 100, failed: 300, attempts: 800 });
    const left = await db.query(
      `SELECT (SELECT count(*)::int FROM webhook_deliveries) AS deliveries,
              to_regclass('webhook_deliveries_legacy') AS legacy,
              to_regclass('webhook_delivery_attempts_legacy') AS legacy_attempts`,
    );
    expect(left.rows[0]).toEqual({ deliveries: 1, legacy: null, legacy_attempts: null });
  });
});
