import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MigrationInterface } from 'typeorm';

const MIGRATIONS = join(__dirname, '..', '..', 'src', 'database', 'migrations');

/** Every migration before the one named (by the timestamp that ends each name). */
export function migrationsBefore(name: string): Array<new () => MigrationInterface> {
  const stamp = (migration: string) => Number(/\d+$/.exec(migration)?.[0]);
  return readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      Object.values(jest.requireActual<Record<string, unknown>>(join(MIGRATIONS, file))),
    )
    .filter((value): value is new () => MigrationInterface => typeof value === 'function')
    .filter((migration) => stamp(new migration().name ?? '') < stamp(name));
}

export interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Loops'?: number;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
}

/** The relations an EXPLAIN ANALYZE plan read (partitions pruned at run time are never executed). */
export function executedScans(node: PlanNode): string[] {
  const own =
    node['Relation Name'] && (node['Actual Loops'] ?? 0) > 0 ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(executedScans)];
}
