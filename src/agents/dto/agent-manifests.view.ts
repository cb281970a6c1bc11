import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { SKILL_REQUIREMENTS } from '../agent-config';
import { OnboardingStageView } from './agent.view';

export class OnboardingProgress {
  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty({ type: String, nullable: true })
  currentStageKey: string | null;

  @ApiProperty({ type: [String] })
  completedStageKeys: string[];

  @ApiProperty({ description: 'Stages in the agent manifest now' })
  totalStages: number;

  @ApiProperty({ format: 'date-time' })
  startedAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  completedAt: string | null;
}

export class OnboardingProgressEnvelope {
  @ApiProperty({
    type: OnboardingProgress,
    nullable: true,
    description: 'null until the user starts onboarding',
  })
  data: OnboardingProgress | null;
}

export class OnboardingManifest {
  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty({ type: [OnboardingStageView] })
  stages: OnboardingStageView[];
}

export class OnboardingManifestEnvelope {
  @ApiProperty({ type: OnboardingManifest })
  data: OnboardingManifest;
}

export class SkillManifestItem {
  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty({ enum: SKILL_REQUIREMENTS, isArray: true })
  requires: string[];
}

export class SkillsManifest {
  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty({ type: [SkillManifestItem] })
  skills: SkillManifestItem[];
}

export class SkillsManifestEnvelope {
  @ApiProperty({ type: SkillsManifest })
  data: SkillsManifest;
}

export class HierarchyCounters {
  @ApiProperty({ description: 'Agents that have this one as a direct sub-agent' })
  parents: number;

  @ApiProperty({ description: 'Agents reachable below this one' })
  descendants: number;
}

export class AgentSummaryCounters {
  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty({ description: 'Skills (enabled or not)' })
  skills: number;

  @ApiProperty({ description: 'Direct sub-agents' })
  subAgents: number;

  @ApiProperty({ description: 'Onboarding stages in the manifest' })
  onboarding: number;

  @ApiProperty()
  commands: number;

  @ApiProperty()
  tools: number;

  @ApiProperty({ description: 'Users who started an onboarding session with the agent' })
  sessions: number;

  @ApiProperty({ description: 'Secret names the agent uses' })
  secrets: number;

  @ApiProperty({ type: HierarchyCounters })
  hierarchy: HierarchyCounters;
}

export class AgentSummaryEnvelope {
  @ApiProperty({ type: AgentSummaryCounters })
  data: AgentSummaryCounters;
}

@ApiSchema({ name: 'ContextUsage' })
export class ContextUsageView {
  @ApiProperty()
  instructions: number;

  @ApiProperty()
  skills: number;

  @ApiProperty()
  tools: number;

  @ApiProperty()
  total: number;
}

@ApiSchema({ name: 'ContextBudget' })
export class ContextBudgetView {
  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty()
  provider: string;

  @ApiProperty()
  model: string;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'null when the catalog lacks the model',
  })
  contextWindow: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Tokens kept for the answer' })
  outputReserve: number | null;

  @ApiProperty({
    type: ContextUsageView,
    description: 'Estimated tokens (about 4 characters each)',
  })
  usage: ContextUsageView;

  @ApiProperty({ type: Number, nullable: true })
  remaining: number | null;

  @ApiProperty({ type: Number, nullable: true })
  percentUsed: number | null;

  @ApiProperty({ type: Boolean, nullable: true })
  fits: boolean | null;
}
