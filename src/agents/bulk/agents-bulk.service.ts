import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Principal } from '../../common/access/principal';
import { ValidationFailedError } from '../../common/errors/domain-error';
import { OutboxService } from '../../events/outbox.service';
import { normaliseRuntime, type RuntimeTuple } from '../agent-config';
import { AgentCaller, canManage, canSee } from '../access/agent-access.policy';
import { AgentLookupService } from '../access/agent-lookup.service';
import { BulkConfirmationRequiredError } from '../agents.errors';
import type { CatalogModel } from '../catalog/model-catalog';
import { ModelCatalogService } from '../catalog/model-catalog.service';
import { runtimeProblems } from '../catalog/runtime-gate';
import { Agent } from '../entities/agent.entity';
import { addVersion, countLiveVersions } from '../versions/version-store';
import { BulkBinding, BulkConfirmTokens } from './bulk-confirm-token';
import { blockedItem, BulkBlockedItem, BulkBlockReason, decideSwitch } from './bulk-decision';
import { assertSelectionShape, liveVersionCounts, resolveSelection } from './bulk-selection';
import type {
  BulkApplyDto,
  BulkCountDto,
  BulkCountView,
  BulkResultView,
  BulkSwitchedView,
} from './bulk.dto';

type SwitchOutcome = { switched: BulkSwitchedView } | { blocked: BulkBlockReason };

/**
 * The bulk model switch: a preflight count that mints a confirm token, and the apply that
 * switches each agent in its own transaction (decide, snapshot, gate, write).
 */
@Injectable()
export class AgentsBulkService {
  private readonly logger = new Logger(AgentsBulkService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly lookup: AgentLookupService,
    private readonly catalog: ModelCatalogService,
    private readonly confirmTokens: BulkConfirmTokens,
  ) {}

  async count(principal: Principal, input: BulkCountDto): Promise<BulkCountView> {
    const caller = this.lookup.caller(principal);
    const { target, model } = this.validate(input);
    const { agents, excluded } = await resolveSelection(
      this.dataSource.manager,
      caller,
      input.selection,
    );
    const live = await liveVersionCounts(
      this.dataSource.manager,
      caller.teamId,
      agents.map((agent) => agent.id),
    );
    const blocked = [...excluded];
    let count = 0;
    for (const agent of agents) {
      const reason = decideSwitch(
        {
          isSystemAgent: agent.isSystemAgent,
          config: agent.config,
          liveVersions: live.get(agent.id) ?? 0,
        },
        target,
        model,
      );
      if (reason) blocked.push(blockedItem(agent.id, reason));
      else count += 1;
    }
    const { token, expiresAt } = await this.confirmTokens.mint(
      this.binding(caller, input.action, target, agents),
    );
    return { count, blocked, confirmToken: token, expiresAt: expiresAt.toISOString() };
  }

  async apply(principal: Principal, input: BulkApplyDto): Promise<BulkResultView> {
    const caller = this.lookup.caller(principal);
    const { target, model } = this.validate(input);
    if (input.selection.all === true && input.confirmToken === undefined) {
      throw new BulkConfirmationRequiredError();
    }
    const { agents, excluded } = await resolveSelection(
      this.dataSource.manager,
      caller,
      input.selection,
    );
    if (input.confirmToken !== undefined) {
      await this.confirmTokens.verify(
        input.confirmToken,
        this.binding(caller, input.action, target, agents),
      );
    }
    const switched: BulkSwitchedView[] = [];
    const blocked: BulkBlockedItem[] = [...excluded];
    // One transaction per agent, one after the other: a failure rolls back that agent alone.
    for (const { id } of agents) {
      const outcome = await this.switchOne(caller, id, target, model);
      if ('switched' in outcome) switched.push(outcome.switched);
      else blocked.push(blockedItem(id, outcome.blocked));
    }
    await this.dataSource.transaction((manager) =>
      this.outbox.record(manager, caller.teamId, 'agent.bulk.completed', {
        action: input.action,
        target,
        affected: switched.length,
        switchedAgentIds: switched.map((item) => item.agentId),
        blocked: blocked.map((item) => ({ agentId: item.agentId, reason: item.detail.reason })),
      }),
    );
    return { action: input.action, target, affected: switched.length, switched, blocked };
  }

  private async switchOne(
    caller: AgentCaller,
    agentId: string,
    target: RuntimeTuple,
    model: CatalogModel,
  ): Promise<SwitchOutcome> {
    try {
      return await this.dataSource.transaction((manager) =>
        this.switchInTransaction(manager, caller, agentId, target, model),
      );
    } catch (error) {
      this.logger.error({ err: error, agentId }, 'bulk model switch of one agent failed');
      return { blocked: 'write_failed' };
    }
  }

  private async switchInTransaction(
    manager: EntityManager,
    caller: AgentCaller,
    agentId: string,
    target: RuntimeTuple,
    model: CatalogModel,
  ): Promise<SwitchOutcome> {
    const agent = await manager.findOne(Agent, {
      where: { id: agentId, teamId: caller.teamId },
      lock: { mode: 'pessimistic_write' },
    });
    // Re-checked under the lock: the agent may have changed since the selection resolved.
    if (!agent || agent.uninstalledAt || !canSee(agent, caller))
      return { blocked: 'agent_not_found' };
    if (!canManage(agent, caller)) return { blocked: 'not_installer' };
    const liveVersions = await countLiveVersions(manager, agent);
    const reason = decideSwitch(
      { isSystemAgent: agent.isSystemAgent, config: agent.config, liveVersions },
      target,
      model,
    );
    if (reason) return { blocked: reason };
    const snapshot = await addVersion(manager, this.outbox, agent, {
      config: structuredClone(agent.config),
      state: 'sealed',
      label: `Before switch to ${target.provider}/${target.model}`.slice(0, 200),
      createdBy: caller.userId,
    });
    agent.config = { ...agent.config, runtime: target };
    agent.liveVersionNumber = null;
    await manager.save(agent);
    await this.outbox.record(manager, caller.teamId, 'agent.updated', {
      agentId: agent.id,
      changes: ['runtime'],
      bulk: true,
      snapshotVersionNumber: snapshot.versionNumber,
    });
    return { switched: { agentId: agent.id, snapshotVersionNumber: snapshot.versionNumber } };
  }

  /** The shape of the selection, then the target against the catalog (both 400). */
  private validate(input: BulkCountDto): { target: RuntimeTuple; model: CatalogModel } {
    assertSelectionShape(input.selection);
    const target = normaliseRuntime(input.target);
    const problems = runtimeProblems(this.catalog.catalog, target, 'target');
    const model = this.catalog.model(target.provider, target.model);
    if (problems.length > 0 || !model) {
      throw new ValidationFailedError(problems, problems[0]?.message ?? 'Invalid target');
    }
    return { target, model };
  }

  private binding(
    caller: AgentCaller,
    action: string,
    target: RuntimeTuple,
    agents: Agent[],
  ): BulkBinding {
    return { teamId: caller.teamId, action, target, agentIds: agents.map((agent) => agent.id) };
  }
}
