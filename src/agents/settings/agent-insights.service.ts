import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Principal } from '../../common/access/principal';
import { rowsOf } from '../../database/sql-statement';
import { AgentLookupService } from '../access/agent-lookup.service';
import { OnboardingTeamNotSelectedError } from '../agents.errors';
import { AGENT_SUMMARY_COUNTS } from '../agents.queries';
import { ModelCatalogService } from '../catalog/model-catalog.service';
import { contextBudget } from '../context-budget';
import type {
  AgentSummaryEnvelope,
  ContextBudgetView,
  OnboardingManifestEnvelope,
  OnboardingProgressEnvelope,
  SkillsManifestEnvelope,
} from '../dto/agent-manifests.view';
import { AgentOnboardingProgress } from '../entities/agent-onboarding-progress.entity';

/** Read-only views of an agent: manifests, onboarding progress, counters and context budget. */
@Injectable()
export class AgentInsightsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lookup: AgentLookupService,
    private readonly catalog: ModelCatalogService,
  ) {}

  /**
   * The calling user's progress in the selected team. An API token acts in exactly one team, so
   * a `teamId` that is empty or names another team means the selected team is missing (400).
   */
  async onboardingProgress(
    principal: Principal,
    id: string,
    selectedTeamId: string | undefined,
  ): Promise<OnboardingProgressEnvelope> {
    if (selectedTeamId !== undefined && selectedTeamId.toLowerCase() !== principal.teamId) {
      throw new OnboardingTeamNotSelectedError();
    }
    const agent = await this.lookup.find(this.lookup.caller(principal), id);
    const progress = await this.dataSource.getRepository(AgentOnboardingProgress).findOne({
      where: { teamId: principal.teamId, agentId: agent.id, userId: principal.userId },
    });
    if (!progress) return { data: null };
    return {
      data: {
        agentId: agent.id,
        currentStageKey: progress.currentStageKey,
        completedStageKeys: [...progress.completedStageKeys],
        totalStages: agent.config.onboardingStages.length,
        startedAt: progress.startedAt.toISOString(),
        updatedAt: progress.updatedAt.toISOString(),
        completedAt: progress.completedAt?.toISOString() ?? null,
      },
    };
  }

  async onboardings(principal: Principal, id: string): Promise<OnboardingManifestEnvelope> {
    const agent = await this.lookup.find(this.lookup.caller(principal), id);
    return {
      data: {
        agentId: agent.id,
        stages: agent.config.onboardingStages.map((stage) => ({ ...stage })),
      },
    };
  }

  async skills(principal: Principal, id: string): Promise<SkillsManifestEnvelope> {
    const agent = await this.lookup.find(this.lookup.caller(principal), id, {
      hidden: 'forbidden',
    });
    return {
      data: {
        agentId: agent.id,
        skills: agent.config.skills.map((skill) => ({
          name: skill.name,
          description: skill.description,
          enabled: skill.enabled,
          requires: [...skill.requires],
        })),
      },
    };
  }

  async summary(principal: Principal, id: string): Promise<AgentSummaryEnvelope> {
    const agent = await this.lookup.find(this.lookup.caller(principal), id, {
      hidden: 'forbidden',
    });
    const [counts] = await rowsOf(this.dataSource, AGENT_SUMMARY_COUNTS, [agent.teamId, agent.id]);
    const config = agent.config;
    return {
      data: {
        agentId: agent.id,
        skills: config.skills.length,
        subAgents: counts?.sub_agents ?? 0,
        onboarding: config.onboardingStages.length,
        commands: config.commands.length,
        tools: config.tools.length,
        sessions: counts?.sessions ?? 0,
        secrets: config.secretNames.length,
        hierarchy: { parents: counts?.parents ?? 0, descendants: counts?.descendants ?? 0 },
      },
    };
  }

  async contextBudget(principal: Principal, id: string): Promise<ContextBudgetView> {
    const agent = await this.lookup.find(this.lookup.caller(principal), id);
    const { provider, model } = agent.config.runtime;
    return {
      agentId: agent.id,
      provider,
      model,
      ...contextBudget(agent.config, this.catalog.model(provider, model)),
    };
  }
}
