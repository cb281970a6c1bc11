import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { rowsOf } from '../../database/sql-statement';
import { AgentOnboardingProgress } from '../entities/agent-onboarding-progress.entity';
import { AGENT_SUMMARY_COUNTS } from './agent-insights.queries';

/**
 * The one door to the `agent_onboarding_progress` table, which the conversation runtime writes
 * and this API reads, and to the counts of an agent's summary that read it with the edges.
 */
@Injectable()
export class AgentOnboardingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async progressOf(
    teamId: string,
    agentId: string,
    userId: string,
  ): Promise<AgentOnboardingProgress | null> {
    return this.dataSource
      .getRepository(AgentOnboardingProgress)
      .findOne({ where: { teamId, agentId, userId } });
  }

  /** Direct sub-agents, parents, all descendants and onboarding sessions of an agent. */
  async summaryCounts(teamId: string, agentId: string) {
    const [counts] = await rowsOf(this.dataSource, AGENT_SUMMARY_COUNTS, [teamId, agentId]);
    return counts;
  }
}
