import { Client } from 'pg';
import { runMigrations } from '../../src/database/migrate';
import { eventCreatedSpanOf } from '../../src/events/event-partition';
import { EVENT_OF_TEAM } from '../../src/events/events.queries';
import { createdSpanOf } from '../../src/webhooks/delivery/store/delivery-partition';
import {
  LOAD_DUE_DELIVERIES,
  LOAD_DUE_EVENTS,
} from '../../src/webhooks/delivery/store/due-deliveries.queries';
import { RELAY_OUTBOX_EVENTS } from '../../src/webhooks/delivery/store/relay.queries';
import {
  DROP_EXPIRED_OUTBOX_PARTITIONS,
  MISSING_OUTBOX_PARTITIONS,
} from '../../src/webhooks/delivery/store/retention.queries';
import {
  executedScans,
  oldSchemaDatabase,
  type OldSchemaDatabase,
  type PlanNode,
} from '../support/old-schema';

const PARTITIONING = 'PartitionedOutboxEvents1795700570000';
const TEAM = '22222222-2222-4222-8222-222222222222';

/**
 * The migration to partitioned outbox events (docs/decisions.md, "Deliveries partitioned by day")
 * on a database seeded at the schema before it: every event survives with its position, owed
 * deliveries still load their events, ids written before and after resolve with one partition
 * probe, and retention drops a day only once nothing in it is owed or named by a delivery.
 */
describe('partitioned outbox events', () => {
  let old: OldSchemaDatabase;
  let db: Client;
  let url: string;

  beforeAll(async () => {
    old = await oldSchemaDatabase('old_outbox', PARTITIONING);
    ({ db, url } = old);
  });
  afterAll(() => old?.drop());

  const scanned = async (text: string, values: unknown[]) => {
    const plan = await db.query({ text: `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values });
    return executedScans(plan.rows[0]['QUERY PLAN'][0].Plan as PlanNode).filter((relation) =>
      relation.startsWith('outbox_events'),
    );
  };
  const count = async (sql: string, values: unknown[] = []) =>
    ((await db.query(sql, values)).rows[0] as { n: number }).n;

  it('carries every event and owed delivery over, and drops a day only when nothing needs it', async () => {
    // The old schema, seeded: 300 events 100 days old, 100 of them with a delivery (half still
    // owed), and 20 not yet relayed.
    const [{ id: subscriptionId }] = (
      await db.query(
        `INSERT INTO webhook_subscriptions (team_id, url, secret_sealed, created_at)
         VALUES ($1, 'https://example.com/h', 'x', now() - interval '200 days') RETURNING id`,
        [TEAM],
      )
    ).rows;
    await db.query(
      `INSERT INTO outbox_events (id, team_id, type, data, created_at, relayed_at)
       SELECT 'evt_' || replace(gen_random_uuid()::text, '-', ''), $1, 'agent.created',
              jsonb_build_object('n', n), now() - interval '100 days' + n * interval '1 second',
              CASE WHEN n > 20 THEN now() - interval '100 days' END
         FROM generate_series(1, 300) n`,
      [TEAM],
    );
    await db.query(
      `INSERT INTO webhook_deliveries
         (id, team_id, subscription_id, event_id, event_type, status, next_attempt_at, created_at)
       SELECT gen_random_uuid(), $1, $2, e.id, e.type,
              CASE WHEN e.n % 2 = 0 THEN 'pending' ELSE 'succeeded' END,
              CASE WHEN e.n % 2 = 0 THEN now() END, e.created_at
         FROM (SELECT id, type, created_at, row_number() OVER (ORDER BY seq) AS n
                 FROM outbox_events WHERE relayed_at IS NOT NULL) e
        WHERE e.n <= 100`,
      [TEAM, subscriptionId],
    );
    const snapshot = async () =>
      (
        await db.query(
          `SELECT json_agg(e ORDER BY id) AS events FROM (
             SELECT id, team_id, type, data, created_at, relayed_at, xid, seq FROM outbox_events) e`,
        )
      ).rows[0].events as Array<{ id: string }>;
    const before = await snapshot();
    expect(before).toHaveLength(300);

    await runMigrations(url);

    // Not an event lost or changed, positions included.
    expect(await snapshot()).toEqual(before);
    const partitions = (
      await db.query(
        `SELECT relid::text AS name FROM pg_partition_tree('outbox_events') WHERE isleaf`,
      )
    ).rows.map((row: { name: string }) => row.name);
    expect(partitions).toContain('outbox_events_legacy');
    expect(partitions.length).toBeGreaterThanOrEqual(1 + 8);
    expect((await db.query({ text: MISSING_OUTBOX_PARTITIONS.text, values: [7] })).rows).toEqual(
      [],
    );

    // Every owed delivery still loads its event, as an attempt does: deliveries, then events.
    const owed = (
      await db.query(`SELECT id, event_id FROM webhook_deliveries WHERE status = 'pending'`)
    ).rows as Array<{ id: string; event_id: string }>;
    expect(owed).toHaveLength(50);
    const deliveryIds = owed.map((row) => row.id);
    const loaded = await db.query({
      text: LOAD_DUE_DELIVERIES.text,
      values: [deliveryIds, ...createdSpanOf(deliveryIds)],
    });
    const eventIds = loaded.rows.map((row: { eventId: string }) => row.eventId);
    expect(eventIds.sort()).toEqual(owed.map((row) => row.event_id).sort());
    const events = await db.query({
      text: LOAD_DUE_EVENTS.text,
      values: [eventIds, ...eventCreatedSpanOf(eventIds)],
    });
    expect(events.rows).toHaveLength(50);

    // A new event's id carries its millisecond; it is read by id from its own partition alone.
    const [{ id: fresh }] = (
      await db.query(`SELECT record_outbox_event($1, 'agent.created', '{}') AS id`, [TEAM])
    ).rows as Array<{ id: string }>;
    expect(fresh).toMatch(/^evt_[0-9a-f]{12}7[0-9a-f]{19}$/);
    const day = (
      await db.query(
        `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYYMMDD') AS day FROM outbox_events
          WHERE id = $1`,
        [fresh],
      )
    ).rows[0].day as string;
    expect(
      await scanned(EVENT_OF_TEAM.text, [TEAM, fresh, ...eventCreatedSpanOf([fresh])]),
    ).toEqual([`outbox_events_p${day}`]);
    expect(await scanned(LOAD_DUE_EVENTS.text, [[fresh], ...eventCreatedSpanOf([fresh])])).toEqual([
      `outbox_events_p${day}`,
    ]);
    // A legacy id is read by id too (from the partitions up to the cutover's side).
    const legacyId = before[0].id;
    expect(
      (
        await db.query({
          text: EVENT_OF_TEAM.text,
          values: [TEAM, legacyId, ...eventCreatedSpanOf([legacyId])],
        })
      ).rows,
    ).toHaveLength(1);

    // The rule by-id reads rely on is checked: an id names its created_at.
    const broken = [
      `UPDATE outbox_events SET created_at = created_at - interval '1 hour' WHERE id = '${fresh}'`,
      `UPDATE outbox_events SET created_at = now() WHERE id = '${legacyId}'`,
      `INSERT INTO outbox_events (id, team_id, type, data)
       VALUES ('evt_' || replace(gen_random_uuid()::text, '-', ''), '${TEAM}', 'agent.created', '{}')`,
    ];
    for (const sql of broken) await expect(db.query(sql)).rejects.toMatchObject({ code: '23514' });

    // A relay batch of the days around today is planned for those partitions alone; a sweep
    // over the whole outbox makes the new event's delivery and the 20 legacy ones'.
    const today = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    const recent = [today - 86_400_000, today + 2 * 86_400_000].map((ms) =>
      new Date(ms).toISOString(),
    );
    const planned = await db.query({
      text: `EXPLAIN (FORMAT JSON) ${RELAY_OUTBOX_EVENTS.text}`,
      values: [100, ...recent],
    });
    const relations = new Set(
      JSON.stringify(planned.rows[0]['QUERY PLAN']).match(/outbox_events_(p\d{8}|legacy)/g),
    );
    expect(relations.size).toBeGreaterThan(0);
    expect(relations.size).toBeLessThanOrEqual(3);
    const relayed = await db.query({
      text: RELAY_OUTBOX_EVENTS.text,
      values: [100, '-infinity', 'infinity'],
    });
    expect(relayed.rows[0].relayed).toBe(21);

    // Retention, with a window that ends two days ahead so that today's day can go: nothing
    // goes while the legacy partition holds events and a delivery names today's event.
    const drop = async () =>
      (await db.query({ text: DROP_EXPIRED_OUTBOX_PARTITIONS.text, values: [-2] })).rows[0]
        .events as number;
    expect(await drop()).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM outbox_events`)).toBe(301);
    // Nor while an event of the day is unrelayed.
    await db.query(`DELETE FROM webhook_deliveries WHERE event_id = $1`, [fresh]);
    const [{ id: unrelayed }] = (
      await db.query(`SELECT record_outbox_event($1, 'agent.created', '{}') AS id`, [TEAM])
    ).rows as Array<{ id: string }>;
    expect(await drop()).toBe(0);
    // Relayed and named by no delivery, the day goes whole; then the legacy events, once the
    // row walk has taken them, go with their partition.
    await db.query(`UPDATE outbox_events SET relayed_at = now() WHERE id = $1`, [unrelayed]);
    expect(await drop()).toBe(2);
    expect(
      await count(`SELECT count(*)::int AS n FROM outbox_events WHERE id = ANY($1)`, [
        [fresh, unrelayed],
      ]),
    ).toBe(0);
    await db.query(`DELETE FROM webhook_deliveries`);
    await db.query(`DELETE FROM outbox_events WHERE created_at < outbox_events_cutover()`);
    expect(await drop()).toBe(0);
    expect(await count(`SELECT (to_regclass('outbox_events_legacy') IS NULL)::int AS n`)).toBe(1);

    // The worker makes the days again (the window here reached into tomorrow).
    await db.query('SELECT create_outbox_partitions(7)');
    expect((await db.query({ text: MISSING_OUTBOX_PARTITIONS.text, values: [7] })).rows).toEqual(
      [],
    );
  });
});
