import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Principal } from '../../auth/principal';
import { AgentLookupService } from '../access/agent-lookup.service';
import { OnboardingTeamNotSelectedError } from '../agents.errors';
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
    const agent = await this.lookup.find(await this.lookup.caller(principal), id);
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
    const agent = await this.lookup.find(await this.lookup.caller(principal), id);
    return {
      data: {
        agentId: agent.id,
        stages: agent.config.onboardingStages.map((stage) => ({ ...stage })),
      },
    };
  }

  async skills(principal: Principal, id: string): Promise<SkillsManifestEnvelope> {
    const agent = await this.lookup.find(await this.lookup.caller(principal), id, {
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
    const agent = await this.lookup.find(await this.lookup.caller(principal), id, {
      hidden: 'forbidden',
    });
    const [counts] = await this.dataSource.query<
      { sub_agents: number; parents: number; descendants: number; sessions: number }[]
    >(
      `WITH RECURSIVE below(id) AS (
         SELECT child_agent_id FROM agent_edges WHERE team_id = $1 AND parent_agent_id = $2
         UNION
         SELECT e.child_agent_id FROM agent_edges e JOIN below b ON e.parent_agent_id = b.id
         WHERE e.team_id = $1
       )
       SELECT
         (SELECT count(*)::int FROM agent_edges WHERE team_id = $1 AND parent_agent_id = $2) AS sub_agents,
         (SELECT count(*)::int FROM agent_edges WHERE team_id = $1 AND child_agent_id = $2) AS parents,
         (SELECT count(*)::int FROM below) AS descendants,
         (SELECT count(*)::int FROM agent_onboarding_progress WHERE team_id = $1 AND agent_id = $2) AS sessions`,
      [agent.teamId, agent.id],
    );
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
    const agent = await this.lookup.find(await this.lookup.caller(principal), id);
    const { provider, model } = agent.config.runtime;
    return {
      agentId: agent.id,
      provider,
      model,
      ...contextBudget(agent.config, this.catalog.model(provider, model)),
    };
  }
}
