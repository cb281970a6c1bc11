import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { INDEX_ORDER_ONLY } from '../../database/planner-settings.queries';
import { type Db, execute, rowsOf } from '../../database/sql-statement';
import { AgentEdge } from '../entities/agent-edge.entity';
import {
  CHILDREN_COUNT,
  CHILDREN_PAGE,
  DELETE_AGENT_EDGES,
  GRAPH_JOINS_WITHOUT_NESTED_LOOPS,
  LOCK_TEAM_GRAPH,
  TEAM_GRAPH,
  TEAM_GRAPH_LOCK_NAMESPACE,
} from './agent-edges.queries';

/** A parent → child edge by its two ends. */
export interface EdgeEnds {
  parentAgentId: string;
  childAgentId: string;
}

/** A graph node as the team graph statement returns it. */
export type TeamGraphRow = Awaited<ReturnType<AgentEdgesRepository['teamGraph']>>[number];

/** The one door to the `agent_edges` table. */
@Injectable()
export class AgentEdgesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Serialises every write that can change a team's sub-agent graph until the transaction ends.
   * Two links that are each fine alone but together close a cycle (A→B and B→A) then see each
   * other: the second decides against the graph the first committed.
   */
  async lockTeamGraph(teamId: string, db: Db): Promise<void> {
    await execute(db, LOCK_TEAM_GRAPH, [TEAM_GRAPH_LOCK_NAMESPACE, teamId]);
  }

  /** Every live agent of the team with its parents and children. */
  teamGraph(teamId: string) {
    return this.dataSource.transaction(async (manager) => {
      await execute(manager, GRAPH_JOINS_WITHOUT_NESTED_LOOPS, []);
      return rowsOf(manager, TEAM_GRAPH, [teamId]);
    });
  }

  /**
   * A parent's live children in link order, one page: a walk of agent_edges_parent_linked, which
   * statistics taken before the parent had children would otherwise trade for a sort.
   */
  childrenPage(teamId: string, parentId: string, limit: number, offset: number) {
    return this.dataSource.transaction(async (manager) => {
      await execute(manager, INDEX_ORDER_ONLY, []);
      return rowsOf(manager, CHILDREN_PAGE, [teamId, parentId, limit, offset]);
    });
  }

  /** How many installed children the parent has, counted up to MAX_COUNTED_TOTAL + 1. */
  async countChildren(teamId: string, parentId: string): Promise<number> {
    const [counted] = await rowsOf(this.dataSource, CHILDREN_COUNT, [teamId, parentId]);
    return counted?.total ?? 0;
  }

  /** The direct children of a parent, in link order. */
  async childIdsOf(teamId: string, parentId: string, db: Db = this.dataSource): Promise<string[]> {
    const edges = await db.getRepository(AgentEdge).find({
      where: { teamId, parentAgentId: parentId },
      order: { createdAt: 'ASC', childAgentId: 'ASC' },
    });
    return edges.map((edge) => edge.childAgentId);
  }

  /** Every edge of the team. */
  async teamEdges(teamId: string, db: Db = this.dataSource): Promise<EdgeEnds[]> {
    return db.getRepository(AgentEdge).find({
      where: { teamId },
      select: { parentAgentId: true, childAgentId: true },
    });
  }

  async insert(teamId: string, edge: EdgeEnds, db: Db = this.dataSource): Promise<void> {
    await db.getRepository(AgentEdge).insert({ teamId, ...edge });
  }

  /** Removes one edge; false when there was none. */
  async remove(teamId: string, edge: EdgeEnds, db: Db = this.dataSource): Promise<boolean> {
    const result = await db.getRepository(AgentEdge).delete({ teamId, ...edge });
    return Boolean(result.affected);
  }

  /** Removes every edge of an agent, either end, and returns them. */
  removeAllOf(teamId: string, agentId: string, db: Db = this.dataSource): Promise<EdgeEnds[]> {
    return rowsOf(db, DELETE_AGENT_EDGES, [teamId, agentId]);
  }
}
