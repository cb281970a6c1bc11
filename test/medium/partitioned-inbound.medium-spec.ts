import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, ENTITIES_GLOB } from '../../src/database/data-source-options';
import { runMigrations } from '../../src/database/migrate';
import { InboundDeliveriesRepository } from '../../src/webhooks/inbound/inbound-deliveries.repository';
import { InboundDelivery } from '../../src/webhooks/inbound/inbound-delivery.entity';
import {
  DROP_EXPIRED_INBOUND_PARTITIONS,
  MISSING_INBOUND_PARTITIONS,
  PRUNE_INBOUND_DEDUPE_KEYS,
} from '../../src/webhooks/inbound/inbound-retention.queries';
import {
  INSERT_ACCEPTANCES,
  INSERT_REFUSAL,
  PROCESS_PENDING_INBOUND,
} from '../../src/webhooks/inbound/inbound.queries';
import { recentInboundDays } from '../../src/webhooks/inbound/inbound-processor.service';
import {
  oldSchemaDatabase,
  type OldSchemaDatabase,
  type PlanNode,
  planNodes,
} from '../support/old-schema';

const PARTITIONING = 'PartitionedInboundDeliveries1795700560000';
const TEAM = '22222222-2222-4222-8222-222222222222';
/** Seeded rows: 40 days old, beyond both retention windows (30 and 7 days). */
const SEEDED = 4000;
const EVERY_DAY: [string, string] = ['-infinity', 'infinity'];

/**
 * The migration to partitioned inbound deliveries (docs/decisions.md, "Deliveries partitioned by
 * day") on a database seeded at the schema before it: every row, key and unprocessed delivery
 * survives; a key claimed before the cutover still makes a repeat a duplicate; pages stay one
 * ordered walk; retention drops a day only once nothing in it is unprocessed, and then its keys.
 */
describe('partitioned inbound deliveries', () => {
  let old: OldSchemaDatabase;
  let db: Client;
  let url: string;

  beforeAll(async () => {
    old = await oldSchemaDatabase('old_inbound', PARTITIONING);
    ({ db, url } = old);
  });
  afterAll(() => old?.drop());

  const run = async <Row = Record<string, unknown>>(
    sql: { text: string },
    values: unknown[],
  ): Promise<Row[]> => (await db.query({ text: sql.text, values })).rows as Row[];
  const snapshot = async () =>
    (
      await db.query(
        `SELECT (SELECT json_agg(d ORDER BY id) FROM (
                   SELECT id, seq, outcome, http_status, idempotency_key, processed_at, received_at
                     FROM webhook_inbound_deliveries) d) AS deliveries`,
      )
    ).rows[0] as { deliveries: Array<{ id: string; outcome: string; processed_at: unknown }> };
  const keysOf = async (endpointId: string) =>
    (
      await db.query(
        `SELECT dedupe_key AS key, delivery_id AS id FROM webhook_inbound_dedupe_keys
          WHERE endpoint_id = $1 ORDER BY dedupe_key`,
        [endpointId],
      )
    ).rows as Array<{ key: string; id: string }>;

  it('carries every row, key and unprocessed delivery over, and drops a day only when none is owed', async () => {
    expect(
      (await db.query(`SELECT to_regclass('webhook_inbound_deliveries_legacy') AS t`)).rows[0].t,
    ).toBeNull();
    // The old schema, seeded: 40 days old, processed and unprocessed acceptances (most with a
    // key), duplicates and refusals, the key in the deliveries' own unique column.
    const [{ id: endpointId }] = (
      await db.query(
        `INSERT INTO webhook_inbound_endpoints (team_id, name, token_hash, signing_secret_sealed)
         VALUES ($1, 'old', repeat('0', 64), 'x') RETURNING id`,
        [TEAM],
      )
    ).rows as Array<{ id: string }>;
    await db.query(
      `INSERT INTO webhook_inbound_deliveries
         (id, team_id, endpoint_id, outcome, http_status, reason, idempotency_key, dedupe_key,
          payload, received_at, processed_at)
       SELECT gen_random_uuid(), $1, $2,
              (ARRAY['accepted', 'accepted', 'duplicate', 'refused'])[n % 4 + 1],
              CASE WHEN n % 4 = 3 THEN 401 ELSE 200 END,
              CASE WHEN n % 4 = 3 THEN 'signature_mismatch' END,
              CASE WHEN n % 8 <> 4 THEN 'k' || n END,
              CASE WHEN n % 4 < 2 AND n % 8 <> 4 THEN 'k' || n END,
              CASE WHEN n % 4 < 2 THEN jsonb_build_object('n', n) END,
              now() - interval '40 days' + n * interval '1 second',
              CASE WHEN n % 4 = 0 AND n > 8 THEN now() - interval '40 days' END
         FROM generate_series(1, $3::int) n`,
      [TEAM, endpointId, SEEDED],
    );
    const before = await snapshot();
    const keysBefore = (
      await db.query(
        `SELECT dedupe_key AS key, id FROM webhook_inbound_deliveries
          WHERE dedupe_key IS NOT NULL ORDER BY dedupe_key`,
      )
    ).rows as Array<{ key: string; id: string }>;
    const unprocessed = before.deliveries.filter(
      (d) => d.outcome === 'accepted' && d.processed_at === null,
    );
    expect(before.deliveries).toHaveLength(SEEDED);
    expect(unprocessed).toHaveLength(SEEDED / 4 + 2);
    expect(keysBefore.length).toBeGreaterThan(SEEDED / 3);

    await runMigrations(url);

    // Not a row lost or changed; every key still claimed by its delivery.
    expect(await snapshot()).toEqual(before);
    expect(await keysOf(endpointId)).toEqual(keysBefore);
    const partitions = (
      await db.query(
        `SELECT relid::text AS name FROM pg_partition_tree('webhook_inbound_deliveries') WHERE isleaf`,
      )
    ).rows.map((row: { name: string }) => row.name);
    expect(partitions).toContain('webhook_inbound_deliveries_legacy');
    expect(partitions.length).toBeGreaterThanOrEqual(1 + 8);
    expect(await run(MISSING_INBOUND_PARTITIONS, [7])).toEqual([]);

    // The receiver's statement: a key claimed before the cutover makes a duplicate, a new one is
    // claimed once per batch; one answer per body, in order; new ids carry received_at.
    const accepted = await run<{ id: string; duplicate: boolean }>(INSERT_ACCEPTANCES, [
      [TEAM, TEAM, TEAM, TEAM],
      [endpointId, endpointId, endpointId, endpointId],
      ['k1', 'fresh', 'fresh', null],
      [2, 2, 2, 2],
      [false, false, false, false],
      ['{}', '{"a":1}', '{"a":2}', '[]'],
    ]);
    expect(accepted.map((row) => row.duplicate)).toEqual([true, false, true, false]);
    await run(INSERT_REFUSAL, [TEAM, endpointId, 415, 'unsupported_media_type', null, null]);
    const fresh = (
      await db.query(
        `SELECT id, outcome, idempotency_key AS key, payload,
                floor(extract(epoch FROM received_at) * 1000)::bigint::text AS ms
           FROM webhook_inbound_deliveries WHERE received_at >= webhook_inbound_deliveries_cutover()
          ORDER BY seq`,
      )
    ).rows as Array<{
      id: string;
      outcome: string;
      key: string | null;
      payload: unknown;
      ms: string;
    }>;
    expect(fresh.map((row) => [row.id, row.outcome, row.key, row.payload])).toEqual([
      [accepted[0].id, 'duplicate', 'k1', null],
      [accepted[1].id, 'accepted', 'fresh', { a: 1 }],
      [accepted[2].id, 'duplicate', 'fresh', null],
      [accepted[3].id, 'accepted', null, []],
      [expect.any(String), 'refused', null, null],
    ]);
    for (const row of fresh) {
      expect(row.id[14]).toBe('7');
      expect(parseInt(row.id.slice(0, 8) + row.id.slice(9, 13), 16)).toBe(Number(row.ms));
    }
    expect((await keysOf(endpointId)).find((key) => key.key === 'fresh')?.id).toBe(accepted[1].id);

    // The rule partition placement relies on is checked: an id names its received_at (the
    // millisecond of a UUIDv7, the legacy partition for another).
    const legacyId = unprocessed[0].id;
    const broken = [
      `UPDATE webhook_inbound_deliveries SET received_at = received_at - interval '1 hour'
        WHERE id = '${accepted[1].id}'`,
      `UPDATE webhook_inbound_deliveries SET received_at = now() WHERE id = '${legacyId}'`,
      `INSERT INTO webhook_inbound_deliveries (id, team_id, endpoint_id, outcome, http_status)
       VALUES (gen_random_uuid(), '${TEAM}', '${endpointId}', 'refused', 415)`,
    ];
    for (const sql of broken) await expect(db.query(sql)).rejects.toMatchObject({ code: '23514' });

    // An endpoint's log stays one walk of (endpoint_id, seq) across partitions, newest first.
    const pages = new DataSource({
      ...dataSourceOptions(url),
      entities: [ENTITIES_GLOB],
    });
    await pages.initialize();
    try {
      await db.query('ANALYZE webhook_inbound_deliveries');
      const repository = new InboundDeliveriesRepository(
        pages,
        pages.getRepository(InboundDelivery),
        pages,
      );
      const page = await repository.pageOfEndpoint(TEAM, endpointId, undefined, 8);
      const next = await repository.pageOfEndpoint(TEAM, endpointId, page[7].seq, 8);
      const newest = (
        await db.query(
          `SELECT id FROM webhook_inbound_deliveries WHERE endpoint_id = $1 ORDER BY seq DESC
            LIMIT 16`,
          [endpointId],
        )
      ).rows.map((row: { id: string }) => row.id);
      expect([...page, ...next].map((row) => row.id)).toEqual(newest);
      const [
        {
          'QUERY PLAN': [plan],
        },
      ] = (
        await db.query(
          `EXPLAIN (ANALYZE, FORMAT JSON)
           SELECT id, seq FROM webhook_inbound_deliveries
            WHERE endpoint_id = $1 AND team_id = $2 AND seq < $3 ORDER BY seq DESC LIMIT 21`,
          [endpointId, TEAM, page[7].seq],
        )
      ).rows as Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>;
      const types = planNodes(plan.Plan).map((node) => node['Node Type']);
      expect(types.slice(0, 2)).toEqual(['Limit', 'Merge Append']);
      expect(types).not.toContain('Seq Scan');
      expect(
        planNodes(plan.Plan).find(
          (node) => node['Relation Name'] === 'webhook_inbound_deliveries_legacy',
        )?.['Node Type'],
      ).toBe('Index Scan');
    } finally {
      await pages.destroy();
    }

    // Retention with no window at all: the legacy partition holds unprocessed acceptances, so it
    // waits; nothing is lost.
    const drop = (settledDays: number, refusedDays: number) =>
      run<{ settled: number; refused: number }>(DROP_EXPIRED_INBOUND_PARTITIONS, [
        settledDays,
        refusedDays,
      ]);
    expect(await drop(0, 0)).toEqual([{ settled: 0, refused: 0 }]);
    expect((await snapshot()).deliveries).toHaveLength(SEEDED + 5);

    // A claim is planned for the days it may read: the poll's recent ones (here the legacy
    // partition too, which ends at the cutover), every day now and then.
    const planned = async (span: [string, string]) => {
      const plan = await db.query({
        text: `EXPLAIN (FORMAT JSON) ${PROCESS_PENDING_INBOUND.text}`,
        values: [500, ...span],
      });
      const relations = planNodes(plan.rows[0]['QUERY PLAN'][0].Plan as PlanNode).map(
        (node) => node['Relation Name'],
      );
      return new Set(relations.filter((name) => name?.startsWith('webhook_inbound_deliveries_')));
    };
    const [{ today, tomorrow }] = (
      await db.query(
        `SELECT 'webhook_inbound_deliveries_p' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') AS today,
                'webhook_inbound_deliveries_p'
                  || to_char((now() + interval '1 day') AT TIME ZONE 'UTC', 'YYYYMMDD') AS tomorrow`,
      )
    ).rows as Array<{ today: string; tomorrow: string }>;
    expect(await planned(recentInboundDays(Date.now()))).toEqual(
      new Set(['webhook_inbound_deliveries_legacy', today, tomorrow]),
    );
    expect((await planned(EVERY_DAY)).size).toBe(partitions.length);

    // Processing from every day claims them all, legacy and new alike.
    expect(await run(PROCESS_PENDING_INBOUND, [2000, ...EVERY_DAY])).toHaveLength(
      unprocessed.length + 2,
    );
    expect(
      (
        await db.query(
          `SELECT count(*)::int AS n FROM webhook_inbound_deliveries
            WHERE outcome = 'accepted' AND processed_at IS NULL`,
        )
      ).rows[0].n,
    ).toBe(0);
    expect(
      (
        await db.query(
          `SELECT count(*)::int AS n FROM outbox_events WHERE type = 'webhook.inbound.received'`,
        )
      ).rows[0].n,
    ).toBe(unprocessed.length + 2);

    // Now the legacy partition goes whole; its keys then leave, the new day's stay.
    expect(await drop(0, 0)).toEqual([{ settled: (SEEDED * 3) / 4, refused: SEEDED / 4 }]);
    expect(
      (await db.query(`SELECT to_regclass('webhook_inbound_deliveries_legacy') AS t`)).rows[0].t,
    ).toBeNull();
    const pruneKeys = (days: number) =>
      db.query({ text: PRUNE_INBOUND_DEDUPE_KEYS.text, values: [days, 1000] });
    while ((await pruneKeys(30)).rowCount === 1000);
    expect(await keysOf(endpointId)).toEqual([{ key: 'fresh', id: accepted[1].id }]);
    await run(INSERT_ACCEPTANCES, [[TEAM], [endpointId], ['k1'], [2], [false], ['{}']]).then(
      ([row]) => expect(row.duplicate).toBe(false),
    );

    // A day partition: with a window of -1 day today's is past it, and waits while it holds an
    // unprocessed acceptance; processed, it goes, with its keys, and is made again.
    const ofToday = (await snapshot()).deliveries.length;
    expect(await drop(-1, -1)).toEqual([{ settled: 0, refused: 0 }]);
    await run(PROCESS_PENDING_INBOUND, [100, ...EVERY_DAY]);
    expect(await drop(-1, -1)).toEqual([{ settled: ofToday - 1, refused: 1 }]);
    expect((await snapshot()).deliveries).toBeNull();
    await pruneKeys(-1);
    expect(await keysOf(endpointId)).toEqual([]);
    expect((await run<{ name: string }>(MISSING_INBOUND_PARTITIONS, [1])).length).toBe(1);
    await db.query('SELECT create_webhook_inbound_partitions(7)');
    expect(await run(MISSING_INBOUND_PARTITIONS, [7])).toEqual([]);
  });

  it('goes back to one table with the keys in their column (down), and up again', async () => {
    await run(INSERT_ACCEPTANCES, [
      [TEAM, TEAM],
      [
        (await db.query(`SELECT id FROM webhook_inbound_endpoints LIMIT 1`)).rows[0].id,
        (await db.query(`SELECT id FROM webhook_inbound_endpoints LIMIT 1`)).rows[0].id,
      ],
      ['again', 'again'],
      [2, 2],
      [false, false],
      ['{}', '{}'],
    ]);
    const before = await snapshot();
    const migrations = new DataSource(dataSourceOptions(url));
    await migrations.initialize();
    try {
      // Later migrations first, then this one.
      const applied = async () =>
        (
          await db.query(
            `SELECT 1 FROM migrations WHERE name = 'PartitionedInboundDeliveries1795700560000'`,
          )
        ).rowCount;
      while (await applied()) await migrations.undoLastMigration({ transaction: 'each' });
    } finally {
      await migrations.destroy();
    }
    expect(await snapshot()).toEqual(before);
    const restored = await db.query(
      `SELECT (SELECT relkind::text FROM pg_class WHERE relname = 'webhook_inbound_deliveries') AS kind,
              (SELECT array_agg(dedupe_key) FROM webhook_inbound_deliveries
                WHERE dedupe_key IS NOT NULL) AS keys`,
    );
    expect(restored.rows[0]).toEqual({ kind: 'r', keys: ['again'] });
    await runMigrations(url);
    expect(await snapshot()).toEqual(before);
  });
});
