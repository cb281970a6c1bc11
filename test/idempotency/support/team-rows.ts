import type { DataSource } from 'typeorm';

/** Per table: how many rows belong to the team, and a digest of their content. */
export type TeamRows = Record<string, { rows: number; digest: string }>;

/**
 * Columns that change when nothing was done: a token's last use is noted by every request it
 * authenticates, the replay's own included.
 */
const VOLATILE: Record<string, string[]> = { api_tokens: ['last_used_at'] };

/** Tables without team_id, reached through the team's rows of another table. */
const THROUGH: Record<string, string> = {
  webhook_delivery_attempts: `subscription_id IN (SELECT id FROM webhook_subscriptions WHERE team_id = $1)`,
};

/** Every table with a team_id column (partitioned tables as one), then those reached through one. */
async function tablesOf(dataSource: DataSource): Promise<Record<string, string>> {
  const rows = await dataSource.query<{ name: string }[]>(
    `SELECT c.relname AS name
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'team_id' AND NOT a.attisdropped
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY c.relname`,
  );
  return {
    ...Object.fromEntries(rows.map(({ name }) => [name, 'team_id = $1'])),
    ...THROUGH,
  };
}

const tables = new WeakMap<DataSource, Promise<Record<string, string>>>();

/**
 * Everything the team has in the database, table by table: a second execution, even one that
 * only updates (a second rotation, a second seal), changes a digest.
 */
export async function teamRows(dataSource: DataSource, teamId: string): Promise<TeamRows> {
  if (!tables.has(dataSource)) tables.set(dataSource, tablesOf(dataSource));
  const where = await tables.get(dataSource)!;
  const found: TeamRows = {};
  for (const [table, condition] of Object.entries(where)) {
    const [row] = await dataSource.query<{ rows: number; digest: string }[]>(
      `SELECT count(*)::int AS rows,
              md5(coalesce(string_agg(content, '|' ORDER BY content), '')) AS digest
         FROM (SELECT (to_jsonb(t) - $2::text[])::text AS content
                 FROM "${table}" t WHERE ${condition}) AS team_rows`,
      [teamId, VOLATILE[table] ?? []],
    );
    found[table] = row;
  }
  return found;
}

/** `agents +1`, `api_tokens changed`: what differs between two snapshots, table by table. */
export function rowChanges(before: TeamRows, after: TeamRows, skip: string[] = []): string[] {
  const changes: string[] = [];
  for (const [table, now] of Object.entries(after)) {
    if (skip.includes(table)) continue;
    const was = before[table] ?? { rows: 0, digest: '' };
    const added = now.rows - was.rows;
    if (added !== 0) changes.push(`${table} ${added > 0 ? '+' : ''}${added}`);
    else if (now.digest !== was.digest) changes.push(`${table} changed`);
  }
  return changes;
}

/** How many rows a table gained. */
export function added(before: TeamRows, after: TeamRows, table: string): number {
  return (after[table]?.rows ?? 0) - (before[table]?.rows ?? 0);
}

/** The event types in `after` that `before` lacks (outbox events are only ever added). */
export function addedEvents(before: string[], after: string[]): string[] {
  const seen = [...before];
  return after.filter((type) => {
    const at = seen.indexOf(type);
    if (at >= 0) seen.splice(at, 1);
    return at < 0;
  });
}
