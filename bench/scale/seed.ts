import type { Client } from 'pg';

/** What the seed writes into: the team and the rows the API made for it. */
export interface ScaleTeam {
  teamId: string;
  userId: string;
  /** The subscription every seeded event was delivered to. */
  subscriptionId: string;
  /** The inbound endpoint every seeded inbound delivery arrived at. */
  endpointId: string;
  /** An agent's config as the API wrote it, copied into every seeded agent and version. */
  agentConfig: unknown;
}

/** How many rows of each kind a size means (sizes count rows per team). */
export interface SizePlan {
  /** Events, their deliveries, inbound deliveries, notifications, media. */
  rows: number;
  /** Agents (with a version each and DAG edges) and visual pages: capped, the graph is one page. */
  agents: number;
  /** Versions of agent 1, the one whose versions and children are listed. */
  versions: number;
}

export const TABLES = [
  'outbox_events',
  'webhook_deliveries',
  'webhook_delivery_attempts',
  'webhook_inbound_deliveries',
  'webhook_inbound_dedupe_keys',
  'notifications',
  'media',
  'agents',
  'agent_config_versions',
  'agent_edges',
  'visual_pages',
] as const;

/** Statements of at most this many generated rows, so a 10,000,000-row step reports progress. */
const CHUNK = 500_000;
/** Seeded rows span the 29 days before `endsAt` (inside the 30-day events window). */
const SPAN_MS = 29 * 24 * 3600 * 1000;

/**
 * Event n's transaction: out of every 100 events, 60 are written one per transaction (an agent
 * update) and 40 by one bulk transaction, so a team's events carry distinct, increasing xids as
 * real commits leave them (docs/events.md, "No gaps under concurrency").
 */
const BATCH_KEY = (n: string) => `((${n}) / 100) * 61 + least((${n}) % 100, 60)`;
const batchKey = (n: number) => Math.floor(n / 100) * 61 + Math.min(n % 100, 60);

/** The id of the team's n-th seeded event: made from its creation time, as record_outbox_event does. */
const EVENT_ID = (n: string) => `outbox_event_id_at(${AT(n)})`;
/** The n-th seeded row's creation time: older rows first, spread evenly over SPAN_MS. */
const AT = (n: string) =>
  `$2::timestamptz + (${n}) * $3::double precision * interval '1 millisecond'`;
/** 1 in 1,000 events is `agent.created` (the rare type a filtered page has to look for). */
const EVENT_TYPE = (n: string) =>
  `CASE WHEN (${n}) % 1000 = 7 THEN 'agent.created'
        ELSE (ARRAY['agent.updated', 'agent.version.created', 'notification.read',
                    'webhook.inbound.received'])[1 + (${n}) % 4] END`;

export class ScaleSeeder {
  /** The oldest seeded row's time: the newest is `endsAt`. */
  private readonly startedAt: Date;
  private readonly stepMs: number;

  constructor(
    private readonly db: Client,
    private readonly team: ScaleTeam,
    largestRows: number,
    endsAt = new Date(),
  ) {
    this.startedAt = new Date(endsAt.getTime() - SPAN_MS);
    this.stepMs = SPAN_MS / largestRows;
  }

  /** Switches autovacuum (and so its analyze) off on the seeded tables of the bench database. */
  async holdAutovacuum(): Promise<void> {
    await setAutovacuum(this.db, TABLES, false);
  }

  /** What autovacuum would have done by now: statistics and visibility map fresh. */
  async analyze(): Promise<void> {
    for (const table of TABLES) await this.db.query(`VACUUM ANALYZE ${table}`);
  }

  /** Grows every table from the `from` plan to the `to` plan, in a burst, without analysis. */
  async grow(from: SizePlan, to: SizePlan, log: (line: string) => void): Promise<void> {
    for (let start = from.rows; start < to.rows; start += CHUNK) {
      const end = Math.min(to.rows, start + CHUNK);
      const began = Date.now();
      await this.events(start, end);
      await this.inbound(start, end);
      await this.notificationsAndMedia(start, end);
      log(`  rows ${start + 1}–${end}: ${((Date.now() - began) / 1000).toFixed(1)} s`);
    }
    if (to.agents > from.agents) await this.agents(from.agents, to.agents);
    if (to.versions > from.versions) await this.versions(from.versions, to.versions);
  }

  /**
   * Events (start, end]: relayed, with the xids of transactions that really committed, each
   * delivered once to the subscription (1 in 33 failed after three attempts).
   */
  private async events(start: number, end: number): Promise<void> {
    const first = batchKey(start + 1);
    const transactions = batchKey(end) - first + 1;
    // Consumes one transaction id per batch, committed, so every xid below is a finished one.
    const {
      rows: [{ x }],
    } = await this.db.query<{ x: string }>(`SELECT pg_current_xact_id()::text AS x`);
    await this.db.query(`SET synchronous_commit = off`);
    await this.db.query(
      `DO $$ BEGIN FOR i IN 1..${transactions} LOOP PERFORM pg_current_xact_id(); COMMIT; END LOOP; END $$`,
    );
    await this.db.query(`RESET synchronous_commit`);
    // Events, their deliveries and the deliveries' attempts in one statement: a running
    // retention cannot delete an aged event or delivery before what names it is written.
    await this.db.query(
      `WITH event AS (
         INSERT INTO outbox_events (id, team_id, type, data, created_at, relayed_at, xid)
         SELECT ${EVENT_ID('n')}, $1::uuid, ${EVENT_TYPE('n')},
                jsonb_build_object('agentId', md5('agent' || n % 5000)::uuid,
                                   'changes', jsonb_build_array('name'), 'versionNumber', n % 50),
                ${AT('n')}, ${AT('n')}, $6::bigint + 1 + ${BATCH_KEY('n')} - $7
           FROM generate_series($4::bigint, $5::bigint) AS n ORDER BY n
         RETURNING id, type, created_at, seq
       ), delivery AS (
         INSERT INTO webhook_deliveries (id, team_id, subscription_id, event_id, event_type, status,
                                         attempt_count, round_attempts, last_attempt_at,
                                         succeeded_at, created_at)
         SELECT uuid_v7_at(e.created_at), $1::uuid, $8::uuid, e.id, e.type,
                CASE WHEN e.seq % 33 = 0 THEN 'failed' ELSE 'succeeded' END,
                CASE WHEN e.seq % 33 = 0 THEN 3 ELSE 1 END,
                CASE WHEN e.seq % 33 = 0 THEN 3 ELSE 1 END,
                e.created_at + interval '1 second',
                CASE WHEN e.seq % 33 = 0 THEN NULL ELSE e.created_at + interval '1 second' END,
                e.created_at
           FROM event e ORDER BY e.seq
         RETURNING id, seq, status, attempt_count, created_at, subscription_id
       )
       INSERT INTO webhook_delivery_attempts (delivery_id, delivery_created_at, attempt_number,
                                              correlation_id, started_at, duration_ms,
                                              response_status, response_body, error, succeeded,
                                              subscription_id)
       SELECT d.id, d.created_at, a, gen_random_uuid(), d.created_at + a * interval '1 second', 40,
              CASE WHEN d.status = 'failed' THEN 503 ELSE 200 END,
              CASE WHEN d.status = 'failed' THEN 'Service Unavailable' ELSE 'ok' END,
              NULL, d.status = 'succeeded', d.subscription_id
         FROM delivery d CROSS JOIN LATERAL generate_series(1, d.attempt_count) AS a
        ORDER BY d.seq, a`,
      [
        this.team.teamId,
        this.startedAt,
        this.stepMs,
        start + 1,
        end,
        x,
        first,
        this.team.subscriptionId,
      ],
    );
  }

  /**
   * The endpoint's log: 1 in 20 refused, 1 in 20 a duplicate, the rest accepted and processed,
   * each id made from its received_at and each acceptance's key claimed, as the receiver writes them.
   */
  private async inbound(start: number, end: number): Promise<void> {
    await this.db.query(
      `WITH delivery AS (
         INSERT INTO webhook_inbound_deliveries (id, team_id, endpoint_id, outcome, http_status,
                                                 reason, idempotency_key, size_bytes,
                                                 signature_verified, payload, received_at,
                                                 processed_at)
         SELECT uuid_v7_at(${AT('n')}), $1::uuid, $6::uuid,
                CASE n % 20 WHEN 0 THEN 'refused' WHEN 1 THEN 'duplicate' ELSE 'accepted' END,
                CASE n % 20 WHEN 0 THEN 401 WHEN 1 THEN 200 ELSE 202 END,
                CASE WHEN n % 20 = 0 THEN 'signature_mismatch' END,
                CASE WHEN n % 20 = 0 THEN NULL WHEN n % 20 = 1 THEN 'dup_' || n ELSE 'msg_' || n END,
                180, n % 20 <> 0,
                CASE WHEN n % 20 <> 0 THEN jsonb_build_object('type', 'invoice.paid', 'id', n) END,
                ${AT('n')}, CASE WHEN n % 20 > 1 THEN ${AT('n')} + interval '1 second' END
           FROM generate_series($4::bigint, $5::bigint) AS n ORDER BY n
         RETURNING id, endpoint_id, outcome, idempotency_key, received_at
       )
       INSERT INTO webhook_inbound_dedupe_keys (endpoint_id, dedupe_key, delivery_id, received_at)
       SELECT endpoint_id, idempotency_key, id, received_at FROM delivery
        WHERE outcome = 'accepted'`,
      [this.team.teamId, this.startedAt, this.stepMs, start + 1, end, this.team.endpointId],
    );
  }

  private async notificationsAndMedia(start: number, end: number): Promise<void> {
    await this.db.query(
      `INSERT INTO notifications (team_id, user_id, category, title, resource_url, read_at,
                                  read_via, created_at)
       SELECT $1::uuid, $6::uuid, (ARRAY['billing', 'security', 'agents'])[1 + n % 3],
              'Invoice ' || n || ' is ready', 'https://app.example.test/invoices/' || n,
              CASE WHEN n % 3 = 0 THEN ${AT('n')} + interval '1 hour' END,
              CASE WHEN n % 3 = 0 THEN 'app' END, ${AT('n')}
         FROM generate_series($4::bigint, $5::bigint) AS n ORDER BY n`,
      [this.team.teamId, this.startedAt, this.stepMs, start + 1, end, this.team.userId],
    );
    await this.db.query(
      `INSERT INTO media (id, team_id, created_by, file_name, mime_type, file_kind, file_size,
                          sha256, storage_key, created_at)
       SELECT gen_random_uuid(), $1::uuid, $6::uuid, 'report-' || n || '.pdf', 'application/pdf', 'pdf',
              65536 + n % 100000, md5(n::text) || md5(n::text || 'x'),
              'bench/' || md5(n::text), ${AT('n')}
         FROM generate_series($4::bigint, $5::bigint) AS n ORDER BY n`,
      [this.team.teamId, this.startedAt, this.stepMs, start + 1, end, this.team.userId],
    );
  }

  /**
   * Agents (start, end] with a sealed version each, and a DAG: agent r (r ≥ 10) is a child of
   * agent r / 10 (depth at most 5 up to 100,000 agents), and every agent r ≡ 50 (mod 100) is
   * also a child of agent 1, whose children page grows with the team. One in ten is archived.
   * Visual pages grow with them.
   */
  private async agents(start: number, end: number): Promise<void> {
    const agentId = (r: string) => `md5('agent:' || $1::uuid::text || ':' || ${r})::uuid`;
    const params = [this.team.teamId, this.startedAt, this.stepMs, start + 1, end];
    await this.db.query(
      `INSERT INTO agents (id, team_id, name, source, installed_by, status, config,
                           live_version_number, next_version_number, created_at, updated_at,
                           archived_at)
       SELECT ${agentId('r')}, $1::uuid, 'Agent ' || r, 'custom', $6::uuid,
              CASE WHEN r % 10 = 3 THEN 'archived' ELSE 'active' END, $7::jsonb, 1, 2,
              ${AT('r')}, ${AT('r')}, CASE WHEN r % 10 = 3 THEN ${AT('r')} END
         FROM generate_series($4::bigint, $5::bigint) AS r ORDER BY r`,
      [...params, this.team.userId, JSON.stringify(this.team.agentConfig)],
    );
    await this.db.query(
      `INSERT INTO agent_config_versions (team_id, agent_id, version_number, state, label, config,
                                          created_by, created_at, updated_at, sealed_at)
       SELECT $1::uuid, ${agentId('r')}, 1, 'sealed', 'v1', $7::jsonb, $6::uuid,
              ${AT('r')}, ${AT('r')}, ${AT('r')}
         FROM generate_series($4::bigint, $5::bigint) AS r ORDER BY r`,
      [...params, this.team.userId, JSON.stringify(this.team.agentConfig)],
    );
    await this.db.query(
      `INSERT INTO agent_edges (team_id, parent_agent_id, child_agent_id, created_at)
       SELECT $1::uuid, ${agentId('parent')}, ${agentId('r')}, ${AT('r')}
         FROM generate_series(greatest($4::bigint, 10), $5::bigint) AS r,
              LATERAL (VALUES (r / 10), (CASE WHEN r >= 100 AND r % 100 = 50 THEN 1 END))
                AS p(parent)
        WHERE parent IS NOT NULL
        ORDER BY r`,
      params,
    );
    await this.db.query(
      `INSERT INTO visual_pages (team_id, title, html, has_unpublished_changes, created_at,
                                 updated_at)
       SELECT $1::uuid, 'Page ' || r, '<h1>Page ' || r || '</h1><p>' || repeat('Quarterly figures. ', 20) || '</p>',
              true, ${AT('r')}, ${AT('r')}
         FROM generate_series($4::bigint, $5::bigint) AS r ORDER BY r`,
      params,
    );
  }

  /** Agent 1's versions (start, end]: the one agent whose version list grows. */
  private async versions(start: number, end: number): Promise<void> {
    const from = Math.max(start, 1) + 1;
    await this.db.query(
      `INSERT INTO agent_config_versions (team_id, agent_id, version_number, state, label, config,
                                          created_by, created_at, updated_at, sealed_at)
       SELECT $1::uuid, md5('agent:' || $1::uuid::text || ':1')::uuid, v, 'sealed', 'v' || v, $5::jsonb, $4::uuid,
              now(), now(), now()
         FROM generate_series($2::int, $3::int) AS v`,
      [this.team.teamId, from, end, this.team.userId, JSON.stringify(this.team.agentConfig)],
    );
    await this.db.query(
      `UPDATE agents SET live_version_number = $2, next_version_number = $2 + 1
        WHERE id = md5('agent:' || $1::uuid::text || ':1')::uuid`,
      [this.team.teamId, end],
    );
  }
}

/** Rows per kind at a size; agents and pages capped at `agentCap`, agent 1's versions at 10,000. */
export function planFor(rows: number, agentCap: number): SizePlan {
  return {
    rows,
    agents: Math.min(rows, agentCap),
    versions: Math.min(Math.max(1, Math.ceil(rows / 100)), 10_000),
  };
}

/**
 * Autovacuum on or off (its default) for tables, each partition of a partitioned one: a
 * partitioned table takes no storage parameters of its own.
 */
export async function setAutovacuum(
  db: Client,
  tables: readonly string[],
  enabled: boolean,
): Promise<void> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT coalesce(p.relid, t.name::regclass)::text AS name FROM unnest($1::text[]) t(name)
       LEFT JOIN LATERAL pg_partition_tree(t.name::regclass) p ON true
      WHERE p.relid IS NULL OR p.isleaf`,
    [[...tables]],
  );
  for (const { name } of rows)
    await db.query(
      enabled
        ? `ALTER TABLE ${name} RESET (autovacuum_enabled)`
        : `ALTER TABLE ${name} SET (autovacuum_enabled = false)`,
    );
}

/** Every seeded table's size on disk with its indexes (pg_total_relation_size), its partitions' included, in MB. */
export async function tableSizes(db: Client): Promise<Map<string, number>> {
  const { rows } = await db.query<{ name: string; bytes: string }>(
    `SELECT t.name, sum(pg_total_relation_size(coalesce(p.relid, t.name::regclass)))::text AS bytes
       FROM unnest($1::text[]) t(name)
       LEFT JOIN LATERAL pg_partition_tree(t.name::regclass) p ON true
      GROUP BY t.name`,
    [[...TABLES]],
  );
  return new Map(rows.map((row) => [row.name, Number(row.bytes) / 1024 / 1024]));
}
