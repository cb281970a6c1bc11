import { Client } from 'pg';
import { loadConfig } from '../../src/config/app-config';
import { runMigrations } from '../../src/database/migrate';
import { INDEX_ORDER_SETTINGS } from '../../src/database/planner-settings.queries';
import type { SqlStatement } from '../../src/database/sql-statement';
import { ANY_FREE_KEY } from '../../src/webhooks/delivery/ordering/key-sequences.queries';
import { ANY_UNRELAYED } from '../../src/webhooks/delivery/store/relay.queries';
import { ANY_PENDING_INBOUND } from '../../src/webhooks/inbound/inbound.queries';
import { type PlanNode, planNodes } from '../support/old-schema';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The worker's loops poll every 100 ms; each asks one of these questions before the statement
 * that claims work, which is planned on every call. The questions run on the pool of generic
 * plans (data-source-options.ts). Everything here happens in one transaction that is rolled
 * back, on a day six days ahead (its partitions exist; nothing else writes there), so the rest
 * of the suite never sees these rows.
 */
describe('the questions an idle worker loop asks before it claims', () => {
  let client: Client;
  let teamId: string;
  const day = Math.floor(Date.now() / DAY_MS) * DAY_MS + 6 * DAY_MS;
  const span: [string, string] = [
    new Date(day).toISOString(),
    new Date(day + DAY_MS).toISOString(),
  ];
  const at = new Date(day + 3600_000).toISOString();

  beforeAll(async () => {
    const { databaseUrl } = loadConfig(process.env);
    await runMigrations(databaseUrl);
    client = new Client({ connectionString: databaseUrl });
    await client.connect();
  });
  afterAll(() => client.end());

  beforeEach(async () => {
    await client.query('BEGIN');
    // The sessions of that pool: generic plans, index walks (data-source-options.ts).
    await client.query("SELECT set_config('plan_cache_mode', 'force_generic_plan', true)");
    for (const [setting, value] of Object.entries(INDEX_ORDER_SETTINGS))
      await client.query('SELECT set_config($1, $2, true)', [setting, value]);
    [{ id: teamId }] = (
      await client.query<{ id: string }>(
        `INSERT INTO teams (name) VALUES ('Idle poll questions') RETURNING id`,
      )
    ).rows;
  });
  afterEach(() => client.query('ROLLBACK'));

  async function ask(statement: SqlStatement<unknown[], { any: boolean }>, params: unknown[]) {
    const { rows } = await client.query<{ any: boolean }>({
      name: statement.name,
      text: statement.text,
      values: params,
    });
    return rows[0].any;
  }

  /**
   * The index each relation of the question's generic plan is read by (null: the whole relation). Statistics are taken first:
   * a partition analyzed while nearly empty (a day ahead, a day relayed) is where a scan of the
   * whole partition looks cheapest, and a generic plan keeps that choice until its next ANALYZE.
   */
  async function scansOf(statement: SqlStatement<unknown[], unknown>, params: unknown[]) {
    await client.query('ANALYZE outbox_events, webhook_inbound_deliveries, webhook_key_queue');
    await client.query(`PREPARE question AS ${statement.text}`);
    const literals = params.map((param) => `'${String(param)}'`).join(', ');
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) EXECUTE question${params.length ? `(${literals})` : ''}`,
    );
    await client.query('DEALLOCATE question');
    return planNodes(rows[0]['QUERY PLAN'][0].Plan)
      .filter((node) => node['Relation Name'])
      .map((node) => node['Index Name'] ?? null);
  }

  /** Every scan of the plan reads one of these indexes. */
  function expectOnlyIndexes(scans: Array<string | null>, indexes: string[]) {
    expect(scans.length).toBeGreaterThan(0);
    for (const index of scans) expect(indexes).toContain(index);
  }

  async function partialIndexesOf(table: string, predicate: string): Promise<string[]> {
    const { rows } = await client.query<{ name: string }>(
      `SELECT indexrelid::regclass::text AS name FROM pg_index i
        JOIN pg_inherits h ON h.inhrelid = i.indrelid
       WHERE h.inhparent = $1::regclass AND pg_get_expr(i.indpred, i.indrelid) LIKE $2`,
      [table, `%${predicate}%`],
    );
    return rows.map((row) => row.name);
  }

  it('an event waits to be relayed while it is unrelayed and created in the span', async () => {
    expect(await ask(ANY_UNRELAYED, span)).toBe(false);
    const {
      rows: [{ id }],
    } = await client.query<{ id: string }>(
      `SELECT record_outbox_event($1, 'agent.created', '{"agentId":"a"}') AS id`,
      [teamId],
    );
    await client.query(
      `UPDATE outbox_events SET id = outbox_event_id_at($2), created_at = $2 WHERE id = $1`,
      [id, at],
    );
    expect(await ask(ANY_UNRELAYED, span)).toBe(true);
    expect(await ask(ANY_UNRELAYED, [span[1], new Date(day + 2 * DAY_MS).toISOString()])).toBe(
      false,
    );
    await client.query(`UPDATE outbox_events SET relayed_at = now() WHERE created_at = $1`, [at]);
    expect(await ask(ANY_UNRELAYED, span)).toBe(false);
  });

  it('the relay question reads only the index of unrelayed events of each partition', async () => {
    expectOnlyIndexes(
      await scansOf(ANY_UNRELAYED, ['-infinity', 'infinity']),
      await partialIndexesOf('outbox_events', 'relayed_at IS NULL'),
    );
  });

  it('an inbound delivery waits while accepted, unprocessed and received in the span', async () => {
    const {
      rows: [{ id: endpointId }],
    } = await client.query<{ id: string }>(
      `INSERT INTO webhook_inbound_endpoints (team_id, name, token_hash, signing_secret_sealed)
       VALUES ($1, 'Idle', repeat('0', 64), 'sealed') RETURNING id`,
      [teamId],
    );
    const insert = (outcome: string) =>
      client.query<{ id: string }>(
        `INSERT INTO webhook_inbound_deliveries
           (id, team_id, endpoint_id, outcome, http_status, received_at)
         VALUES (uuid_v7_at($2), $1, $3, $4, 200, $2)
         RETURNING id`,
        [teamId, at, endpointId, outcome],
      );
    await insert('duplicate');
    expect(await ask(ANY_PENDING_INBOUND, span)).toBe(false);
    const {
      rows: [{ id }],
    } = await insert('accepted');
    expect(await ask(ANY_PENDING_INBOUND, span)).toBe(true);
    await client.query(`UPDATE webhook_inbound_deliveries SET processed_at = now() WHERE id = $1`, [
      id,
    ]);
    expect(await ask(ANY_PENDING_INBOUND, span)).toBe(false);
  });

  it('the inbound question reads only the index of unprocessed deliveries of each partition', async () => {
    expectOnlyIndexes(
      await scansOf(ANY_PENDING_INBOUND, ['-infinity', 'infinity']),
      await partialIndexesOf('webhook_inbound_deliveries', 'processed_at IS NULL'),
    );
  });

  it('the key question walks the primary keys of the queue and the heads', async () => {
    const keys = await client.query<{ name: string }>(
      `SELECT conname AS name FROM pg_constraint
        WHERE contype = 'p' AND conrelid IN ('webhook_key_queue'::regclass, 'webhook_key_heads'::regclass)`,
    );
    expectOnlyIndexes(
      await scansOf(ANY_FREE_KEY, []),
      keys.rows.map((row) => row.name),
    );
  });

  it('a key is free while something waits in it and no delivery holds it', async () => {
    // Within this transaction only: what other tests queued is out of the question's sight.
    await client.query('DELETE FROM webhook_key_queue');
    expect(await ask(ANY_FREE_KEY, [])).toBe(false);
    const {
      rows: [{ id: subscriptionId }],
    } = await client.query<{ id: string }>(
      `INSERT INTO webhook_subscriptions (team_id, url, secret_sealed, ordering_key)
       VALUES ($1, 'https://receiver.test/hook', 'sealed', 'agentId') RETURNING id`,
      [teamId],
    );
    const waiting = (seq: number) =>
      client.query(
        `INSERT INTO webhook_key_queue (subscription_id, key_hash, event_xid, event_seq,
           delivery_id, delivery_created_at, attempt, team_id)
         VALUES ($1, 7, 1, $2, gen_random_uuid(), now(), 1, $3)`,
        [subscriptionId, seq, teamId],
      );
    await waiting(1);
    expect(await ask(ANY_FREE_KEY, [])).toBe(true);
    await client.query(
      `INSERT INTO webhook_key_heads (subscription_id, key_hash, delivery_id, delivery_created_at)
       VALUES ($1, 7, gen_random_uuid(), now())`,
      [subscriptionId],
    );
    await waiting(2);
    expect(await ask(ANY_FREE_KEY, [])).toBe(false);
  });
});
