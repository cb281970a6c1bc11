import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Db, rowsOf } from '../../database/sql-statement';
import { type AgentCaller, isPrivileged } from '../access/agent-access.policy';
import type { Agent } from '../entities/agent.entity';
import { AgentConfigVersion } from '../entities/agent-config-version.entity';
import {
  AGENT_VERSIONS_PAGE,
  LIVE_VERSION_COUNTS,
  type VersionViewRow,
} from './agent-versions.queries';

/** The one door to the `agent_config_versions` table. */
@Injectable()
export class AgentVersionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The newest versions of a live agent the caller sees, at most `limit`, and its live version
   * number; undefined when there is no such agent for this caller.
   */
  async newestOfSeenAgent(
    teamId: string,
    agentId: string,
    caller: AgentCaller,
    limit: number,
  ): Promise<{ liveVersionNumber: number | null; versions: VersionViewRow[] } | undefined> {
    const rows = await rowsOf(this.dataSource, AGENT_VERSIONS_PAGE, [
      agentId,
      teamId,
      isPrivileged(caller),
      caller.userId,
      limit,
    ]);
    if (rows.length === 0) return undefined;
    // An agent without versions joins none: the version number, never null in the table, is null.
    const versions = rows.filter(
      (row): row is typeof row & VersionViewRow => row.versionNumber !== null,
    );
    return { liveVersionNumber: rows[0].liveVersionNumber, versions };
  }

  async find(
    agent: Agent,
    versionNumber: number,
    db: Db = this.dataSource,
  ): Promise<AgentConfigVersion | null> {
    return db.getRepository(AgentConfigVersion).findOne({
      where: { agentId: agent.id, teamId: agent.teamId, versionNumber },
    });
  }

  async latestSealed(agent: Agent, db: Db = this.dataSource): Promise<AgentConfigVersion | null> {
    return db.getRepository(AgentConfigVersion).findOne({
      where: { agentId: agent.id, teamId: agent.teamId, state: 'sealed' },
      order: { versionNumber: 'DESC' },
    });
  }

  /** How many versions the agent keeps (deleted ones are gone). */
  async count(agent: Agent, db: Db = this.dataSource): Promise<number> {
    return db
      .getRepository(AgentConfigVersion)
      .count({ where: { agentId: agent.id, teamId: agent.teamId } });
  }

  /** The version counts of the given agents; an agent without versions is absent. */
  async countsOf(
    teamId: string,
    agentIds: string[],
    db: Db = this.dataSource,
  ): Promise<Map<string, number>> {
    if (agentIds.length === 0) return new Map();
    const rows = await rowsOf(db, LIVE_VERSION_COUNTS, [teamId, agentIds]);
    return new Map(rows.map((row) => [row.agentId, row.live]));
  }

  async insert(
    fields: Omit<AgentConfigVersion, 'id' | 'createdAt' | 'updatedAt'>,
    db: Db = this.dataSource,
  ): Promise<AgentConfigVersion> {
    const versions = db.getRepository(AgentConfigVersion);
    return versions.save(versions.create(fields));
  }

  async save(version: AgentConfigVersion, db: Db = this.dataSource): Promise<AgentConfigVersion> {
    return db.getRepository(AgentConfigVersion).save(version);
  }

  async remove(version: AgentConfigVersion, db: Db = this.dataSource): Promise<void> {
    await db.getRepository(AgentConfigVersion).delete({ id: version.id });
  }
}
