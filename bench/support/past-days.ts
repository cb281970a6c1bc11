import { Client } from 'pg';

const DAY_MS = 24 * 3600 * 1000;

/** The day-partitioned tables the worker's idle questions read, by their partition key. */
const TABLES = [
  { table: 'outbox_events', key: 'created_at' },
  { table: 'webhook_inbound_deliveries', key: 'received_at' },
] as const;

/**
 * A fresh database as a month of running leaves it: a day partition for each of the `days`
 * before today (the legacy partition ending where they start), each holding `perDay` events
 * written unrelayed and then relayed, and as many inbound deliveries accepted and then
 * processed, as the service writes them (the partial indexes of waiting rows keep their dead
 * entries until vacuum); then vacuumed and analyzed, as autovacuum would have by now.
 */
export async function seedPastDays(
  databaseUrl: string,
  teamId: string,
  days: number,
  perDay: number,
): Promise<void> {
  if (days <= 0) return;
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const first = new Date(today - days * DAY_MS).toISOString();
    for (const { table } of TABLES) {
      await db.query(`ALTER TABLE ${table} DETACH PARTITION ${table}_legacy`);
      await db.query(
        `ALTER TABLE ${table} ATTACH PARTITION ${table}_legacy FOR VALUES FROM (MINVALUE) TO ('${first}')`,
      );
      for (let day = days; day >= 1; day -= 1) {
        const start = new Date(today - day * DAY_MS);
        const stamp = start.toISOString().slice(0, 10).replaceAll('-', '');
        await db.query(
          `CREATE TABLE ${table}_p${stamp} PARTITION OF ${table}
             FOR VALUES FROM ('${start.toISOString()}') TO ('${new Date(start.getTime() + DAY_MS).toISOString()}')`,
        );
      }
    }
    const {
      rows: [{ id: endpointId }],
    } = await db.query<{ id: string }>(
      `INSERT INTO webhook_inbound_endpoints (team_id, name, token_hash, signing_secret_sealed)
       VALUES ($1, 'Idle bench', repeat('0', 64), 'sealed') RETURNING id`,
      [teamId],
    );
    const step = `${DAY_MS / perDay} milliseconds`;
    for (let day = days; day >= 1; day -= 1) {
      const start = new Date(today - day * DAY_MS).toISOString();
      const times = `SELECT $2::timestamptz + g * $3::interval AS t FROM generate_series(0, $4 - 1) g`;
      await db.query(
        `INSERT INTO outbox_events (id, team_id, type, data, created_at)
         SELECT outbox_event_id_at(t), $1, 'agent.updated', '{"changes":["name"]}', t FROM (${times}) s`,
        [teamId, start, step, perDay],
      );
      await db.query(
        `UPDATE outbox_events SET relayed_at = created_at + interval '1 second'
          WHERE created_at >= $1::timestamptz AND created_at < $1::timestamptz + interval '1 day'
            AND relayed_at IS NULL`,
        [start],
      );
      await db.query(
        `INSERT INTO webhook_inbound_deliveries
           (id, team_id, endpoint_id, outcome, http_status, size_bytes, payload, received_at)
         SELECT uuid_v7_at(t), $1, $5, 'accepted', 200, 2, '{}', t FROM (${times}) s`,
        [teamId, start, step, perDay, endpointId],
      );
      await db.query(
        `UPDATE webhook_inbound_deliveries SET processed_at = received_at + interval '1 second'
          WHERE received_at >= $1::timestamptz AND received_at < $1::timestamptz + interval '1 day'
            AND processed_at IS NULL`,
        [start],
      );
    }
    for (const { table } of TABLES) await db.query(`VACUUM ANALYZE ${table}`);
  } finally {
    await db.end();
  }
}
