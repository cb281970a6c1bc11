import { Injectable } from '@nestjs/common';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Principal } from '../../common/access/principal';
import { OffsetPage, offsetPage, OffsetPaging } from '../../common/pagination/offset-page';
import { knownTotal } from '../../common/pagination/pagination.constants';
import { OutboxService } from '../../events/outbox.service';
import { isUuid } from '../../common/ids';
import { AgentCaller } from '../access/agent-access.policy';
import { AgentLookupService } from '../access/agent-lookup.service';
import {
  AgentNotFoundError,
  DagCycleError,
  DagDepthExceededError,
  DagParentNotFoundError,
  DagSelfEdgeError,
  unknownChildError,
} from '../agents.errors';
import { AgentsRepository } from '../agents.repository';
import type { AgentChildView, AgentEdgeView } from '../dto/agent-children.dto';
import type { AgentGraphNodeView } from '../dto/agent.view';
import type { Agent } from '../entities/agent.entity';
import { AgentEdgesRepository, TeamGraphRow } from './agent-edges.repository';
import { AgentGraphCache, GraphPageBytes } from './agent-graph-cache';
import { DagIndex, decideLink, MAX_DAG_DEPTH } from './dag-rules';

const gzipAsync = promisify(gzip);
const GRAPH_SLICE = 1_000;

type CardRow = Pick<
  TeamGraphRow,
  | 'id'
  | 'name'
  | 'avatarUrl'
  | 'avatarColor'
  | 'avatarEmoji'
  | 'isSystemAgent'
  | 'source'
  | 'status'
>;

/** What a graph node and a child list item show of an agent (AGENT_CARD). */
function card(row: CardRow) {
  return {
    agentId: row.id,
    name: row.name,
    avatarUrl: row.avatarUrl,
    avatarColor: row.avatarColor,
    avatarEmoji: row.avatarEmoji,
    isSystemAgent: row.isSystemAgent,
    source: row.source,
    status: row.status,
  };
}

function node(row: TeamGraphRow): AgentGraphNodeView {
  return Object.assign(card(row), { parentAgentIds: row.parentIds, childAgentIds: row.childIds });
}

/**
 * The sub-agent DAG. The structure is team-level: the graph and children lists show every
 * installed agent of the team; the visibility ACL applies to the parent named in the path.
 */
@Injectable()
export class AgentGraphService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly agents: AgentsRepository,
    private readonly edges: AgentEdgesRepository,
    private readonly outbox: OutboxService,
    private readonly lookup: AgentLookupService,
    private readonly cache: AgentGraphCache,
  ) {}

  /**
   * The whole team graph as the bytes of its one page, plain and gzip-encoded (it runs to
   * megabytes at a few thousand agents), served from AgentGraphCache: always with the caller's
   * own committed changes, others' within the rebuild interval (docs/agents.md, "Routes").
   */
  async graphPage(principal: Principal): Promise<GraphPageBytes> {
    return this.cache.get(principal.teamId, principal.userId, async () => {
      const json = await this.graphJson(principal.teamId);
      return { json, gzip: await gzipAsync(json) };
    });
  }

  /**
   * The page as `JSON.stringify(offsetPage(nodes, all))` would write it, serialised a slice of
   * nodes at a time: a 100,000-agent graph never exists as one string or one array of views.
   */
  private async graphJson(teamId: string): Promise<Buffer> {
    const rows = await this.edges.teamGraph(teamId);
    const { pagination } = offsetPage([], { limit: rows.length, offset: 0 }, rows.length);
    const parts = [Buffer.from('{"data":[')];
    for (let start = 0; start < rows.length; start += GRAPH_SLICE) {
      const slice = rows.slice(start, start + GRAPH_SLICE).map((row) => JSON.stringify(node(row)));
      parts.push(Buffer.from((start ? ',' : '') + slice.join(',')));
    }
    parts.push(Buffer.from(`],"pagination":${JSON.stringify(pagination)}}`));
    return Buffer.concat(parts);
  }

  async children(
    principal: Principal,
    parentId: string,
    paging: OffsetPaging,
  ): Promise<OffsetPage<AgentChildView>> {
    const caller = this.lookup.caller(principal);
    const parent = await this.lookup.find(caller, parentId);
    const [rows, total] = await Promise.all([
      this.edges.childrenPage(caller.teamId, parent.id, paging.limit + 1, paging.offset),
      this.edges.countChildren(caller.teamId, parent.id),
    ]);
    const data = rows.map((row) =>
      Object.assign(card(row), { linkedAt: row.linkedAt.toISOString() }),
    );
    return offsetPage(data, paging, knownTotal(total));
  }

  /** Links parent → child. Idempotent; self edges, cycles and paths deeper than 5 are refused. */
  async link(principal: Principal, parentId: string, childId: string): Promise<AgentEdgeView> {
    const caller = this.lookup.caller(principal);
    return this.dataSource.transaction(async (manager) => {
      await this.edges.lockTeamGraph(caller.teamId, manager);
      const parent = await this.findParent(manager, caller, parentId);
      if (childId === parent.id) throw new DagSelfEdgeError();
      const child = await this.findChild(manager, caller, childId);
      const edges = await this.edges.teamEdges(caller.teamId, manager);
      const verdict = decideLink(
        new DagIndex(
          edges.map((edge) => ({ parentId: edge.parentAgentId, childId: edge.childAgentId })),
        ),
        parent.id,
        child.id,
      );
      switch (verdict.kind) {
        case 'self_edge':
          throw new DagSelfEdgeError();
        case 'cycle':
          throw new DagCycleError();
        case 'depth_exceeded':
          throw new DagDepthExceededError(verdict.depth, MAX_DAG_DEPTH);
        case 'already_linked':
          return edgeView(parent.id, child.id, true, false);
        case 'link':
          await this.edges.insert(
            caller.teamId,
            { parentAgentId: parent.id, childAgentId: child.id },
            manager,
          );
          await this.outbox.record(manager, caller.teamId, 'agent.child.linked', {
            parentAgentId: parent.id,
            childAgentId: child.id,
          });
          return edgeView(parent.id, child.id, true, true);
      }
    });
  }

  /** Unlinks parent → child. Idempotent: an absent edge is already the wanted state. */
  async unlink(principal: Principal, parentId: string, childId: string): Promise<AgentEdgeView> {
    const caller = this.lookup.caller(principal);
    return this.dataSource.transaction(async (manager) => {
      const parent = await this.findParent(manager, caller, parentId, true);
      if (!isUuid(childId)) return edgeView(parent.id, childId, false, false);
      const removed = await this.edges.remove(
        caller.teamId,
        { parentAgentId: parent.id, childAgentId: childId.toLowerCase() },
        manager,
      );
      if (!removed) return edgeView(parent.id, childId, false, false);
      if (childId.toLowerCase() in parent.treeAccess.childAccess) {
        const { [childId.toLowerCase()]: _removed, ...rest } = parent.treeAccess.childAccess;
        parent.treeAccess = { ...parent.treeAccess, childAccess: rest };
        await this.agents.save(parent, manager);
      }
      await this.outbox.record(manager, caller.teamId, 'agent.child.unlinked', {
        parentAgentId: parent.id,
        childAgentId: childId.toLowerCase(),
      });
      return edgeView(parent.id, childId.toLowerCase(), false, true);
    });
  }

  private async findParent(
    manager: EntityManager,
    caller: AgentCaller,
    parentId: string,
    lock = false,
  ): Promise<Agent> {
    try {
      return await this.lookup.find(caller, parentId, { manager, lock });
    } catch (error) {
      if (error instanceof AgentNotFoundError) throw new DagParentNotFoundError();
      throw error;
    }
  }

  private async findChild(
    manager: EntityManager,
    caller: AgentCaller,
    childId: string,
  ): Promise<Pick<Agent, 'id'>> {
    const id = isUuid(childId) ? await this.agents.liveIdOf(caller.teamId, childId, manager) : null;
    if (!id) throw unknownChildError();
    return { id };
  }
}

function edgeView(
  parentAgentId: string,
  childAgentId: string,
  linked: boolean,
  changed: boolean,
): AgentEdgeView {
  return { parentAgentId, childAgentId, linked, changed };
}
