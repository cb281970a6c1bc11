import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MAX_COUNTED_TOTAL } from '../common/pagination/pagination.constants';
import { INDEX_WALKS } from '../database/data-source-options';
import { BITMAP_SEARCH, INDEX_ORDER_ONLY } from '../database/planner-settings.queries';
import { type Db, execute, rowsOf } from '../database/sql-statement';
import { type AgentCaller, isPrivileged } from './access/agent-access.policy';
import {
  AGENT_LIST_PAGE,
  AGENT_LIST_WALK,
  AGENT_NAME_MATCH_PAGE,
  AGENT_NAME_SAMPLE,
  type AgentListParams,
  NAME_SAMPLE,
} from './agent-list.queries';
import {
  BULK_MATCHING_AGENTS,
  LIVE_AGENT,
  LIVE_AGENT_FOR_UPDATE,
  LIVE_AGENT_ID_OF,
  LIVE_AGENTS_BY_ID,
  type ListedAgent,
  TEAM_AGENT_FOR_UPDATE,
} from './agents.queries';
import { Agent } from './entities/agent.entity';

/** An agent as the caller finds it: the whole row and whether the visibility rule shows it. */
export interface SeenAgent {
  agent: Agent;
  visibleToCaller: boolean;
}

/** The list filters; absent ones are null. `namePattern` is an ILIKE pattern. */
export interface AgentListFilter {
  status: string | null;
  source: string | null;
  provider: string | null;
  model: string | null;
  installedBy: string | null;
  namePattern: string | null;
}

/** The bulk select-all filter; absent ones are null. */
export interface BulkAgentFilter {
  installedBy: string | null;
  provider: string | null;
  model: string | null;
  source: string | null;
  status: string | null;
}

/** The one door to the `agents` table. */
@Injectable()
export class AgentsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectDataSource(INDEX_WALKS) private readonly indexWalks: DataSource,
  ) {}

  /** A live agent of the team, locked FOR UPDATE until the transaction ends when `lock`. */
  async findLive(
    teamId: string,
    id: string,
    caller: AgentCaller,
    lock: boolean,
    db: Db = this.dataSource,
  ): Promise<SeenAgent | undefined> {
    const [row] = await rowsOf(db, lock ? LIVE_AGENT_FOR_UPDATE : LIVE_AGENT, [
      id,
      teamId,
      isPrivileged(caller),
      caller.userId,
    ]);
    return row && seen(row);
  }

  /** An agent of the team, uninstalled or not, locked until the transaction ends. */
  async lockInTeam(
    teamId: string,
    id: string,
    caller: AgentCaller,
    db: Db = this.dataSource,
  ): Promise<SeenAgent | undefined> {
    const [row] = await rowsOf(db, TEAM_AGENT_FOR_UPDATE, [
      id,
      teamId,
      isPrivileged(caller),
      caller.userId,
    ]);
    return row && seen(row);
  }

  /** The live agents of the team among `ids` (uuids), each with its visibility to the caller. */
  async findLiveAmong(
    teamId: string,
    ids: string[],
    caller: AgentCaller,
    db: Db = this.dataSource,
  ): Promise<SeenAgent[]> {
    const rows = await rowsOf(db, LIVE_AGENTS_BY_ID, [
      teamId,
      ids,
      isPrivileged(caller),
      caller.userId,
    ]);
    return rows.map(seen);
  }

  /** The stored id of the live agent of the team with this id, if there is one. */
  async liveIdOf(
    teamId: string,
    id: string,
    db: Db = this.dataSource,
  ): Promise<string | undefined> {
    const [row] = await rowsOf(db, LIVE_AGENT_ID_OF, [id, teamId]);
    return row?.id;
  }

  /**
   * One page of the agents the caller sees, newest first, and the total over the filter counted
   * up to MAX_COUNTED_TOTAL + 1. A name filter with a word rare among the team's newest agents
   * reads its matches from the trigram index; any other filter walks the list's index
   * (docs/agents.md, "Routes").
   */
  async listPage(
    teamId: string,
    caller: AgentCaller,
    filter: AgentListFilter,
    limit: number,
    offset: number,
  ): Promise<{ total: number; agents: ListedAgent[] }> {
    const params: AgentListParams = [
      teamId,
      isPrivileged(caller),
      caller.userId,
      filter.status,
      filter.source,
      filter.provider,
      filter.model,
      filter.installedBy,
      filter.namePattern,
      limit,
      offset,
    ];
    // Unfiltered (what pollers ask): one statement on the pool whose sessions allow only index
    // walks (data-source-options.ts), its plan held under generic plans too (list-plans test).
    if (Object.values(filter).every((value) => value === null))
      return pageOf(await rowsOf(this.indexWalks, AGENT_LIST_PAGE, params));
    return this.dataSource.transaction(async (manager) => {
      await execute(manager, INDEX_ORDER_ONLY, []);
      const word = filter.namePattern && (await rareWord(manager, teamId, filter.namePattern));
      if (!word) return pageOf(await rowsOf(manager, AGENT_LIST_PAGE, params));
      await execute(manager, BITMAP_SEARCH, []);
      const found = pageOf(await rowsOf(manager, AGENT_NAME_MATCH_PAGE, [...params, word]));
      if (found.total <= MAX_COUNTED_TOTAL) return found;
      await execute(manager, INDEX_ORDER_ONLY, []);
      return { total: found.total, agents: await rowsOf(manager, AGENT_LIST_WALK, params) };
    });
  }

  /**
   * The live agents the caller sees and manages (owners and admins: all; members: what they
   * installed) that match the filter, by id, at most `limit`.
   */
  async findManageable(
    teamId: string,
    caller: AgentCaller,
    filter: BulkAgentFilter,
    limit: number,
    db: Db = this.dataSource,
  ): Promise<Agent[]> {
    return rowsOf(db, BULK_MATCHING_AGENTS, [
      teamId,
      isPrivileged(caller),
      caller.userId,
      filter.installedBy,
      filter.provider,
      filter.model,
      filter.source,
      filter.status,
      limit,
    ]);
  }

  /** Inserts a new agent; the columns left out take their defaults. */
  async insert(
    fields: Partial<Agent> & Pick<Agent, 'teamId' | 'name' | 'source' | 'config'>,
    db: Db = this.dataSource,
  ): Promise<Agent> {
    const agents = db.getRepository(Agent);
    return agents.save(agents.create(fields));
  }

  /** Writes back the changed columns of an agent read whole (findLive, lockInTeam). */
  async save(agent: Agent, db: Db = this.dataSource): Promise<Agent> {
    return db.getRepository(Agent).save(agent);
  }

  async setNextVersionNumber(agent: Agent, next: number, db: Db = this.dataSource): Promise<void> {
    await db
      .getRepository(Agent)
      .update({ id: agent.id, teamId: agent.teamId }, { nextVersionNumber: next });
  }
}

/** The row as an entity instance, as TypeORM's own reads return it. */
/** The count row and the agents of a page row set (AGENT_LIST_PAGE, AGENT_NAME_MATCH_PAGE). */
function pageOf<Row extends { total: number; id: string | null }>(
  rows: Row[],
): { total: number; agents: ListedAgent[] } {
  // The count row of an empty page joins no agent: its id, never null in the table, is null.
  const agents = rows.filter((row): row is Row & ListedAgent => row.id !== null);
  return { total: rows[0].total, agents };
}

/**
 * The word of a name pattern (three or more ASCII letters or digits, which always have trigrams
 * inside them) that the fewest of the team's newest NAME_SAMPLE agents hold, if fewer than one in
 * eight do: the walk in list order would read eight agents or more for each match. None when the
 * team is smaller than the sample.
 */
async function rareWord(db: Db, teamId: string, namePattern: string): Promise<string | undefined> {
  const words = [
    ...new Set((namePattern.match(/[a-z0-9]{3,}/gi) ?? []).map((w) => w.toLowerCase())),
  ];
  if (words.length === 0) return undefined;
  const sample = await rowsOf(db, AGENT_NAME_SAMPLE, [teamId, words]);
  const rarest = sample.reduce<(typeof sample)[number] | undefined>(
    (best, word) => (best && best.matched <= word.matched ? best : word),
    undefined,
  );
  if (!rarest || rarest.sampled < NAME_SAMPLE || rarest.matched >= NAME_SAMPLE / 8)
    return undefined;
  return rarest.word;
}

function seen({ visibleToCaller, ...columns }: { visibleToCaller: boolean } & Agent): SeenAgent {
  return { agent: Object.assign(new Agent(), columns), visibleToCaller };
}
