import { Client } from 'pg';
import {
  AGENT_LIST_PAGE,
  AGENT_LIST_WALK,
  AGENT_NAME_MATCH_PAGE,
  AGENT_NAME_SAMPLE,
} from '../../src/agents/agent-list.queries';
import { CHILDREN_COUNT, CHILDREN_PAGE } from '../../src/agents/dag/agent-edges.queries';
import { loadConfig } from '../../src/config/app-config';
import { runMigrations } from '../../src/database/migrate';
import { BITMAP_SEARCH, INDEX_ORDER_ONLY } from '../../src/database/planner-settings.queries';
import type { SqlStatement } from '../../src/database/sql-statement';
import {
  EVENTS_NEWEST_FIRST,
  EVENTS_OLDEST_FIRST,
  TYPED_EVENTS_NEWEST_FIRST,
  TYPED_EVENTS_OLDEST_FIRST,
  WINDOWED_EVENTS_NEWEST_FIRST,
  WINDOWED_EVENTS_OLDEST_FIRST,
  WINDOWED_TYPED_EVENTS_NEWEST_FIRST,
  WINDOWED_TYPED_EVENTS_OLDEST_FIRST,
} from '../../src/events/events.queries';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'CTE Name'?: string;
  'Subplan Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

const SMALL_TEAM = '00000000-0000-4000-8000-0000000005a1';
const LARGE_TEAM = '00000000-0000-4000-8000-0000000005a2';
const CALLER = '00000000-0000-4000-8000-0000000005a3';
const PARENT = '00000000-0000-4000-8000-0000000005a4';
const BURST = 50_000;
const LAST = '9223372036854775807';

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

function shape(plan: PlanNode): string {
  const name = plan['Index Name'] ?? plan['Relation Name'];
  const own = name ? `${plan['Node Type']}(${name})` : plan['Node Type'];
  return plan.Plans ? `${own}[${plan.Plans.map(shape).join(', ')}]` : own;
}

/**
 * What the plan reads of the table, as the problems it would have: a scan of every row (Seq,
 * Bitmap, except a bitmap of the team's entries in the index the statement searches), or a sort
 * of rows that no LIMIT below it has bounded (the team's rows fetched by another index and
 * sorted). A sort above a LIMIT, or above a CTE whose rows a LIMIT bounds, orders at most that
 * many.
 */
function unboundedReads(plan: PlanNode, searched?: string): string[] {
  const problems: string[] = [];
  const boundedCtes = nodes(plan)
    .filter((node) => node['Subplan Name']?.startsWith('CTE ') && node['Node Type'] === 'Limit')
    .map((node) => node['Subplan Name']?.slice('CTE '.length));
  const bounded = (node: PlanNode) =>
    node['Node Type'] === 'Limit' ||
    (node['Node Type'] === 'CTE Scan' && boundedCtes.includes(node['CTE Name']));
  for (const node of nodes(plan)) {
    const bitmaps = nodes(node).filter((below) => below['Node Type'] === 'Bitmap Index Scan');
    const searchedOnly =
      searched !== undefined && bitmaps.every((below) => below['Index Name'] === searched);
    if (
      node['Node Type'] === 'Seq Scan' ||
      (node['Node Type'] === 'Bitmap Heap Scan' && !searchedOnly)
    )
      problems.push(`${node['Node Type']} on ${node['Relation Name']}`);
    if (searched && node['Index Name'] === searched && !node['Index Cond']?.includes('team_id'))
      problems.push(`a search of ${searched} across teams`);
    if (['Sort', 'Incremental Sort'].includes(node['Node Type']) && !nodes(node).some(bounded))
      problems.push(`unbounded ${node['Node Type']}`);
  }
  return problems;
}

/**
 * docs/platform.md, "Pagination": list statements walk an index under LIMIT whatever the
 * statistics say. Each table is analyzed while the large team has no rows, then the large team
 * arrives in one burst, with no ANALYZE after it; every statement is planned as the service runs
 * it (a named prepared statement), with a custom and with a generic plan. It all happens in one
 * transaction that is rolled back: no row and no statistic outlives the test, and autovacuum
 * never sees the burst.
 */
/**
 * The statements whose repository runs INDEX_ORDER_ONLY before them, or runs them on the INDEX_WALKS
 * pool, whose sessions carry the same settings with generic plans (the test holds both plans); and
 * then BITMAP_SEARCH.
 */
const INDEX_ORDER_ONLY_STATEMENTS: unknown[] = [
  AGENT_LIST_PAGE,
  AGENT_LIST_WALK,
  AGENT_NAME_SAMPLE,
  AGENT_NAME_MATCH_PAGE,
  CHILDREN_PAGE,
  EVENTS_NEWEST_FIRST,
  EVENTS_OLDEST_FIRST,
  WINDOWED_EVENTS_NEWEST_FIRST,
  WINDOWED_EVENTS_OLDEST_FIRST,
  TYPED_EVENTS_NEWEST_FIRST,
  TYPED_EVENTS_OLDEST_FIRST,
  WINDOWED_TYPED_EVENTS_NEWEST_FIRST,
  WINDOWED_TYPED_EVENTS_OLDEST_FIRST,
];
const BITMAP_SEARCH_STATEMENTS: unknown[] = [AGENT_NAME_MATCH_PAGE];
const TYPED_EVENT_STATEMENTS: unknown[] = [
  TYPED_EVENTS_NEWEST_FIRST,
  TYPED_EVENTS_OLDEST_FIRST,
  WINDOWED_TYPED_EVENTS_NEWEST_FIRST,
  WINDOWED_TYPED_EVENTS_OLDEST_FIRST,
];
const NAME_INDEX = 'agents_team_name_trigrams';

describe('list statements keep their index walk under stale statistics', () => {
  const databaseUrl = loadConfig(process.env).databaseUrl;
  let client: Client;

  beforeAll(async () => {
    await runMigrations(databaseUrl);
    client = new Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO agents (team_id, name, source, config, installed_by, created_at)
       SELECT $1::uuid, 'agent ' || g, 'custom', '{"runtime": {"provider": "openai", "model": "m"}}',
              $2::uuid, now() - g * interval '1 second'
         FROM generate_series(1, 200) g`,
      [SMALL_TEAM, CALLER],
    );
    await client.query(
      `INSERT INTO outbox_events (id, team_id, type, data)
       SELECT outbox_event_id_at(now()), $1::uuid, 'agent.created', '{}' FROM generate_series(1, 200) g`,
      [SMALL_TEAM],
    );
    // Many small teams, as in production: the statistics then put an unknown team at a few rows.
    await client.query(
      `INSERT INTO agents (team_id, name, source, config, created_at)
       SELECT md5('team ' || g % 1000)::uuid, 'agent ' || g, 'custom', '{}', now()
         FROM generate_series(1, 3000) g`,
    );
    await client.query(
      `INSERT INTO outbox_events (id, team_id, type, data)
       SELECT outbox_event_id_at(now()), md5('team ' || g % 1000)::uuid, 'agent.created', '{}'
         FROM generate_series(1, 3000) g`,
    );
    await client.query('ANALYZE agents, agent_edges, outbox_events');
    await client.query(
      `INSERT INTO agents (id, team_id, name, source, config, installed_by, status, created_at)
       SELECT CASE WHEN g = 0 THEN $2::uuid ELSE gen_random_uuid() END, $1::uuid, 'agent ' || g,
              'custom', '{"runtime": {"provider": "openai", "model": "m"}}', $3::uuid,
              CASE WHEN g % 10 = 3 THEN 'archived' ELSE 'active' END,
              now() - g * interval '1 second'
         FROM generate_series(0, $4) g`,
      [LARGE_TEAM, PARENT, CALLER, BURST],
    );
    await client.query(
      `INSERT INTO agent_edges (team_id, parent_agent_id, child_agent_id)
       SELECT $1::uuid, $2::uuid, a.id FROM agents a WHERE a.team_id = $1 AND a.id <> $2`,
      [LARGE_TEAM, PARENT],
    );
    // Half of it tomorrow, a day whose partition was analysed empty; 1 in 1,000 of it is the one
    // type the statistics know (the small teams'), so they price a walk of it as a walk of all.
    await client.query(
      `INSERT INTO outbox_events (id, created_at, team_id, type, data)
       SELECT outbox_event_id_at(at), at, $1::uuid,
              CASE WHEN g % 1000 = 7 THEN 'agent.created'
                   WHEN g % 3 = 0 THEN 'agent.archived' ELSE 'agent.updated' END, '{}'
         FROM generate_series(1, $2) g, LATERAL (SELECT now() + g % 2 * interval '1 day' AS at) day`,
      [LARGE_TEAM, BURST],
    );
  }, 60_000);

  afterAll(async () => {
    await client.query('ROLLBACK');
    await client.end();
  });

  const visible = ['%'];
  const window = ['-infinity', 'infinity'];
  const owner = [LARGE_TEAM, true, CALLER];
  const noFilter = [null, null, null, null, null];
  type Param = string | number | boolean | null | string[];
  /** Label, statement, parameters, and the index a custom plan must read. */
  const cases: Array<[string, SqlStatement<unknown[], unknown>, Param[], string?]> = [
    ['events, newest first', EVENTS_NEWEST_FIRST, [LARGE_TEAM, visible, LAST, LAST, 101]],
    ['events, oldest first', EVENTS_OLDEST_FIRST, [LARGE_TEAM, visible, '-1', '-1', 101]],
    [
      'windowed events, newest first',
      WINDOWED_EVENTS_NEWEST_FIRST,
      [LARGE_TEAM, visible, LAST, LAST, 101, ...window],
    ],
    [
      'windowed events, oldest first',
      WINDOWED_EVENTS_OLDEST_FIRST,
      [LARGE_TEAM, visible, '-1', '-1', 101, ...window],
    ],
    [
      'events of one type, oldest first',
      TYPED_EVENTS_OLDEST_FIRST,
      [LARGE_TEAM, visible, '-1', '-1', 101, ['agent.archived']],
      'outbox_events_team_type_position',
    ],
    [
      'events of a rare type, newest first',
      TYPED_EVENTS_NEWEST_FIRST,
      [LARGE_TEAM, visible, LAST, LAST, 101, ['agent.created']],
      'outbox_events_team_type_position',
    ],
    [
      'events of several types, newest first',
      TYPED_EVENTS_NEWEST_FIRST,
      [LARGE_TEAM, visible, LAST, LAST, 101, ['agent.archived', 'agent.created', 'webhook.test']],
      'outbox_events_team_type_position',
    ],
    [
      'windowed events of a rare type, newest first',
      WINDOWED_TYPED_EVENTS_NEWEST_FIRST,
      [LARGE_TEAM, visible, LAST, LAST, 101, ['agent.created'], ...window],
      'outbox_events_team_type_position',
    ],
    [
      'windowed events of two types, oldest first',
      WINDOWED_TYPED_EVENTS_OLDEST_FIRST,
      [LARGE_TEAM, visible, '-1', '-1', 101, ['agent.created', 'agent.updated'], ...window],
      'outbox_events_team_type_position',
    ],
    ['agents, an owner', AGENT_LIST_PAGE, [...owner, ...noFilter, null, 21, 0], 'agents_team_live'],
    [
      'agents, a member, filtered',
      AGENT_LIST_PAGE,
      [LARGE_TEAM, false, CALLER, 'active', 'custom', 'openai', null, CALLER, '%agent%', 101, 40],
    ],
    [
      'agents of a status',
      AGENT_LIST_PAGE,
      [...owner, 'archived', null, null, null, null, null, 21, 0],
      'agents_team_live_status',
    ],
    [
      'agents, the page alone',
      AGENT_LIST_WALK,
      [...owner, ...noFilter, '%agent 4%', 21, 0],
      'agents_team_live',
    ],
    ['agents, a name sampled', AGENT_NAME_SAMPLE, [LARGE_TEAM, ['agent', '4242']]],
    [
      'agents of a rare name',
      AGENT_NAME_MATCH_PAGE,
      [...owner, ...noFilter, '%agent 4242%', 21, 0, '4242'],
      NAME_INDEX,
    ],
    [
      'agents of a rare name, a status and a member',
      AGENT_NAME_MATCH_PAGE,
      [
        LARGE_TEAM,
        false,
        CALLER,
        'archived',
        'custom',
        null,
        null,
        CALLER,
        '%4243%',
        21,
        0,
        '%4243%',
      ],
      NAME_INDEX,
    ],
    ['children', CHILDREN_PAGE, [LARGE_TEAM, PARENT, 21, 0]],
    ['children count', CHILDREN_COUNT, [LARGE_TEAM, PARENT]],
  ];

  it.each(
    // The service plans every execution (force_custom_plan, docs/decisions.md). A generic plan is
    // held too, except for a time window, whose width only its values tell.
    cases.flatMap(([label, sql, params, reads]) =>
      ['force_custom_plan', 'force_generic_plan']
        .filter((mode) => mode === 'force_custom_plan' || !label.startsWith('windowed'))
        .map((mode) => [label, mode, sql, params, reads] as const),
    ),
  )('%s (%s) walks an index under its LIMIT', async (label, mode, sql, params, reads) => {
    await client.query(`SET LOCAL plan_cache_mode = ${mode}`);
    await client.query('SAVEPOINT planned');
    try {
      // What the repository runs first in the statement's transaction.
      if (INDEX_ORDER_ONLY_STATEMENTS.includes(sql)) await client.query(INDEX_ORDER_ONLY.text);
      if (BITMAP_SEARCH_STATEMENTS.includes(sql)) await client.query(BITMAP_SEARCH.text);
      await client.query(`PREPARE list_plan AS ${sql.text}`);
      const args = params.map((value) =>
        value === null
          ? 'NULL'
          : client.escapeLiteral(Array.isArray(value) ? `{${value.join(',')}}` : String(value)),
      );
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (FORMAT JSON) EXECUTE list_plan(${args.join(', ')})`,
      );
      const plan = rows[0]['QUERY PLAN'][0].Plan;
      const searched = BITMAP_SEARCH_STATEMENTS.includes(sql) ? NAME_INDEX : undefined;
      expect({ plan: shape(plan), problems: unboundedReads(plan, searched) }).toEqual({
        plan: shape(plan),
        problems: [],
      });
      // The index the statement is for, a partition's named by its table's (a generic plan
      // cannot see the status that selects one).
      if (reads && (mode === 'force_custom_plan' || !label.includes('status'))) {
        const { rows: read } = await client.query<{ name: string }>(
          `SELECT coalesce(parent.relname, i.relname) AS name FROM pg_class i
             LEFT JOIN pg_inherits h ON h.inhrelid = i.oid
             LEFT JOIN pg_class parent ON parent.oid = h.inhparent
            WHERE i.relname = ANY($1)`,
          [nodes(plan).map((node) => node['Index Name'])],
        );
        expect(read.map((index) => index.name)).toContain(reads);
        // A typed page reads no other index: the position index gives the same order with the
        // type as a filter, and for a rare type reads every event of the team.
        if (TYPED_EVENT_STATEMENTS.includes(sql))
          expect(new Set(read.map((index) => index.name))).toEqual(new Set([reads]));
      }
      // Nor compiled: JIT costs a list page a hundred times what its index walk does.
      expect(Object.keys(rows[0]['QUERY PLAN'][0])).not.toContain('JIT');
    } finally {
      await client.query('ROLLBACK TO SAVEPOINT planned');
      await client.query('DEALLOCATE ALL');
    }
  });
});
