import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsUUID,
} from 'class-validator';
import { TOOL_ACCESS_VALUES } from '../entities/agent.entity';
import { IsOmittable } from '../../common/validation/is-omittable';

export class AgentAccessUpdateDto {
  @ApiPropertyOptional({
    enum: ['team', 'restricted'],
    description:
      '`team`: every member sees the agent; `restricted`: the installer, allowedUserIds, owners and admins',
  })
  @IsOmittable()
  @IsIn(['team', 'restricted'])
  visibility?: 'team' | 'restricted';

  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'Members of the team' })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(500)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  allowedUserIds?: string[];
}

export class AgentAccessView {
  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty({ enum: ['team', 'restricted'] })
  visibility: string;

  @ApiProperty({ type: [String] })
  allowedUserIds: string[];

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  installedBy: string | null;
}

export class AgentTreeAccessUpdateDto {
  @ApiPropertyOptional({ description: 'Whether the agent takes part in the tree as a node' })
  @IsOmittable()
  @IsBoolean()
  nodeEnabled?: boolean;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'boolean' },
    description: 'Direct child agent id → whether this agent may delegate to it',
  })
  @IsOmittable()
  @IsObject()
  childAccess?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'boolean' },
    description: 'Command name of this agent → whether it is reachable through the tree',
  })
  @IsOmittable()
  @IsObject()
  commandAccess?: Record<string, unknown>;
}

export class AgentTreeAccessView {
  @ApiProperty({ example: 'Tree access updated' })
  message: string;

  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty()
  nodeEnabled: boolean;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'boolean' } })
  childAccess: Record<string, boolean>;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'boolean' } })
  commandAccess: Record<string, boolean>;
}

export class ToolAccessOverridesUpdateDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', enum: [...TOOL_ACCESS_VALUES], nullable: true },
    description: "Tool of the agent → allow, deny or ask; null removes that tool's override",
  })
  @IsObject()
  overrides: Record<string, unknown>;
}

export class ToolAccessOverridesView {
  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', enum: [...TOOL_ACCESS_VALUES] },
  })
  overrides: Record<string, string>;
}

export class AgentFavoriteView {
  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty()
  favorite: boolean;
}
