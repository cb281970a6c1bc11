import type { QueryRunner } from 'typeorm';

/**
 * The indexes a plan (EXPLAIN … FORMAT JSON, stringified) reads, each named by the index of the
 * partitioned table it belongs to when it is a partition's: a partition's index has a name of its
 * own, the schema names the parent's.
 */
export async function planIndexNames(runner: QueryRunner, planText: string): Promise<string[]> {
  const used = [...planText.matchAll(/"Index Name":"([^"]+)"/g)].map((match) => match[1]);
  const rooted: Array<{ name: string }> = await runner.query(
    `SELECT coalesce(parent.relname, i.relname) AS name FROM pg_class i
       LEFT JOIN pg_inherits h ON h.inhrelid = i.oid
       LEFT JOIN pg_class parent ON parent.oid = h.inhparent
      WHERE i.relname = ANY($1)`,
    [used],
  );
  return rooted.map((row) => row.name);
}
