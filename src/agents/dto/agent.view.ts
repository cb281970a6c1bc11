import {
  ApiProperty,
  ApiPropertyOptional,
  ApiSchema,
  IntersectionType,
  OmitType,
  PickType,
} from '@nestjs/swagger';
import { REASONING_EFFORTS, SKILL_REQUIREMENTS } from '../agent-config';
import { AGENT_SOURCES } from '../../events/agent-vocabulary';
import { AGENT_STATUSES } from '../entities/agent.entity';

@ApiSchema({ name: 'RuntimeTuple' })
export class RuntimeTupleView {
  @ApiProperty({ example: 'anthropic' })
  provider: string;

  @ApiProperty({ example: 'claude-sonnet-4-5' })
  model: string;

  @ApiPropertyOptional()
  temperature?: number;

  @ApiPropertyOptional()
  maxOutputTokens?: number;

  @ApiPropertyOptional({ enum: REASONING_EFFORTS })
  reasoningEffort?: string;
}

@ApiSchema({ name: 'AgentSkill' })
export class AgentSkillView {
  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty()
  instructions: string;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty({ enum: SKILL_REQUIREMENTS, isArray: true })
  requires: string[];
}

@ApiSchema({ name: 'AgentCommand' })
export class AgentCommandView {
  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;
}

@ApiSchema({ name: 'OnboardingStage' })
export class OnboardingStageView {
  @ApiProperty()
  key: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  description: string;
}

/** A full configuration snapshot (the live config of an agent or the content of a version). */
@ApiSchema({ name: 'AgentConfig' })
export class AgentConfigView {
  @ApiProperty({ type: RuntimeTupleView })
  runtime: RuntimeTupleView;

  @ApiProperty()
  instructions: string;

  @ApiProperty({ type: [AgentSkillView] })
  skills: AgentSkillView[];

  @ApiProperty({ type: [AgentCommandView] })
  commands: AgentCommandView[];

  @ApiProperty({ type: [String] })
  tools: string[];

  @ApiProperty({ type: [String], description: 'Names only, never values' })
  secretNames: string[];

  @ApiProperty({ type: [OnboardingStageView] })
  onboardingStages: OnboardingStageView[];
}

@ApiSchema({ name: 'AgentListItem' })
export class AgentListItemView {
  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: String, nullable: true })
  avatarUrl: string | null;

  @ApiProperty({ type: String, nullable: true, example: '#4F46E5' })
  avatarColor: string | null;

  @ApiProperty({ type: String, nullable: true })
  avatarEmoji: string | null;

  @ApiProperty()
  isSystemAgent: boolean;

  @ApiProperty({ enum: AGENT_SOURCES })
  source: string;

  @ApiProperty({ enum: AGENT_STATUSES })
  status: string;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'Installing user' })
  installedBy: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Marketplace listing it came from' })
  listingId: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  clonedFromAgentId: string | null;

  @ApiProperty({ type: RuntimeTupleView })
  runtime: RuntimeTupleView;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Sealed version whose config is live; null after a direct edit',
  })
  liveVersionNumber: number | null;

  @ApiProperty({ format: 'date-time', description: 'When it was installed' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  archivedAt: string | null;
}

/** An agent with its whole live configuration. */
@ApiSchema({ name: 'Agent' })
export class AgentView extends IntersectionType(
  AgentListItemView,
  OmitType(AgentConfigView, ['runtime'] as const),
) {}

/** What every agent reference shows: identity, avatar, origin and state. */
export class AgentCardView extends PickType(AgentListItemView, [
  'agentId',
  'name',
  'avatarUrl',
  'avatarColor',
  'avatarEmoji',
  'isSystemAgent',
  'source',
  'status',
] as const) {}

@ApiSchema({ name: 'AgentGraphNode' })
export class AgentGraphNodeView extends AgentCardView {
  @ApiProperty({ type: [String] })
  parentAgentIds: string[];

  @ApiProperty({ type: [String], description: 'Computed by inverting parentAgentIds' })
  childAgentIds: string[];
}

@ApiSchema({ name: 'AgentUninstalled' })
export class AgentUninstalledView {
  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty({ example: true })
  uninstalled: boolean;
}
