import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { AGENT_SOURCES, AGENT_STATUSES } from '../entities/agent.entity';

export class AgentChildLinkDto {
  @ApiProperty({ format: 'uuid', description: 'The agent to make a direct sub-agent' })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  childAgentId: string;
}

export class AgentEdgeView {
  @ApiProperty({ format: 'uuid' })
  parentAgentId: string;

  @ApiProperty({ format: 'uuid' })
  childAgentId: string;

  @ApiProperty({ description: 'Whether the edge exists after the call' })
  linked: boolean;

  @ApiProperty({ description: 'False when the call found the edge already in that state' })
  changed: boolean;
}

export class AgentChildView {
  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  avatarUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  avatarColor: string | null;

  @ApiProperty({ type: String, nullable: true })
  avatarEmoji: string | null;

  @ApiProperty()
  isSystemAgent: boolean;

  @ApiProperty({ enum: AGENT_SOURCES })
  source: string;

  @ApiProperty({ enum: AGENT_STATUSES })
  status: string;

  @ApiProperty({ format: 'date-time' })
  linkedAt: string;
}
