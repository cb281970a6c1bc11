import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The indexes a filtered page reads instead of walking the whole team (docs/platform.md,
 * "Pagination"): an agent's status in list order, an event's type in position order, and an
 * agent's name by its trigrams (pg_trgm's `show_trgm`) keyed by the team: each key is
 * `<team id>:<trigram>`, so the rows a word of the name filter looks up are the team's own,
 * however common the word is in other teams. Its pending list is kept small: a search reads the
 * whole list. The functions have SQL-standard bodies, bound to `show_trgm` when created, so an
 * index expression never depends on the search_path. Indexes built CONCURRENTLY (outside a
 * transaction), so large tables keep taking writes while they build.
 */
const FUNCTIONS = [
  // Every trigram of a name (words padded as pg_trgm pads them), as index keys of its team.
  `CREATE OR REPLACE FUNCTION agent_name_trigrams(team uuid, name text) RETURNS text[]
     LANGUAGE sql IMMUTABLE PARALLEL SAFE
     RETURN ARRAY(SELECT team::text || ':' || t FROM unnest(show_trgm(name)) t)`,
  // The trigrams inside a word (no padding): those of any name that contains the word.
  `CREATE OR REPLACE FUNCTION agent_word_trigrams(team uuid, word text) RETURNS text[]
     LANGUAGE sql IMMUTABLE PARALLEL SAFE
     RETURN ARRAY(SELECT team::text || ':' || t FROM unnest(show_trgm(word)) t WHERE t NOT LIKE '% %')`,
];

const INDEXES: Array<{ table: string; name: string; definition: string }> = [
  {
    table: 'agents',
    name: 'agents_team_live_status',
    definition: '("team_id", "status", "created_at", "id") WHERE uninstalled_at IS NULL',
  },
  {
    table: 'agents',
    name: 'agents_team_name_trigrams',
    definition: `USING gin (agent_name_trigrams("team_id", "name"))
      WITH (gin_pending_list_limit = 64) WHERE uninstalled_at IS NULL`,
  },
];

/**
 * An event type in position order, the team keyed as text (events.queries.ts says why).
 * outbox_events is partitioned (migration PartitionedOutboxEvents): built partition by partition.
 */
const EVENT_TYPE_INDEX = 'outbox_events_team_type_position';
const EVENT_TYPE_COLUMNS = '(("team_id"::text), "type", "xid", "seq")';

export class FilteredPageIndexes1795700580000 implements MigrationInterface {
  name = 'FilteredPageIndexes1795700580000';
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    for (const definition of FUNCTIONS) await queryRunner.query(definition);
    for (const index of INDEXES)
      await queryRunner.query(
        `CREATE INDEX CONCURRENTLY IF NOT EXISTS "${index.name}" ON "${index.table}" ${index.definition}`,
      );
    // A partitioned table takes no CONCURRENTLY: its index is declared on the parent alone (a
    // partition made from now on gets its own), each partition's is built concurrently and
    // attached, and the parent's is valid once all are.
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "${EVENT_TYPE_INDEX}" ON ONLY "outbox_events" ${EVENT_TYPE_COLUMNS}`,
    );
    const partitions: Array<{ name: string }> = await queryRunner.query(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'outbox_events'::regclass
          AND NOT EXISTS (SELECT 1 FROM pg_inherits attached
                            JOIN pg_class parent ON parent.oid = attached.inhparent
                            JOIN pg_index x ON x.indexrelid = attached.inhrelid
                           WHERE parent.relname = '${EVENT_TYPE_INDEX}' AND x.indrelid = c.oid)`,
    );
    for (const { name } of partitions) {
      const index = `${name}_team_type_position`;
      await queryRunner.query(
        `CREATE INDEX CONCURRENTLY IF NOT EXISTS "${index}" ON "${name}" ${EVENT_TYPE_COLUMNS}`,
      );
      await queryRunner.query(`ALTER INDEX "${EVENT_TYPE_INDEX}" ATTACH PARTITION "${index}"`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "public"."${EVENT_TYPE_INDEX}"`);
    // Not CONCURRENTLY: TypeORM reverts inside a transaction whatever `transaction` says.
    for (const index of [...INDEXES].reverse())
      await queryRunner.query(`DROP INDEX IF EXISTS "public"."${index.name}"`);
    await queryRunner.query('DROP FUNCTION IF EXISTS agent_word_trigrams(uuid, text)');
    await queryRunner.query('DROP FUNCTION IF EXISTS agent_name_trigrams(uuid, text)');
    await queryRunner.query('DROP EXTENSION IF EXISTS pg_trgm');
  }
}
