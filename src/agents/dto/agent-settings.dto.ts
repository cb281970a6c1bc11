import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsUUID,
  ArrayMaxSize,
} from 'class-validator';
import { ApiObjectRule } from '../../common/openapi/api-object-rule.decorator';
import { MaxKeys } from '../../common/validation/collection-bounds';
import { IsOmittable } from '../../common/validation/is-omittable';
import { TOOL_ACCESS_VALUES } from '../entities/agent.entity';
import { MAX_LIST } from './agent-config.dto';

/**
 * Hostile-input bounds on the maps. Child access is keyed by direct children (no count limit of
 * their own; a bulk call acts on at most 1,000 agents). Overrides stay far above the 100 per call
 * that the domain rule refuses with TOOL_ACCESS_OVERRIDE_INVALID, so that rule keeps answering.
 */
const MAX_CHILD_ACCESS_KEYS = 1000;
const MAX_OVERRIDE_KEYS = 1000;

@ApiSchema({ name: 'AgentAccessUpdate' })
export class AgentAccessUpdateDto {
  @ApiPropertyOptional({
    enum: ['team', 'restricted'],
    description:
      '`team`: every member sees the agent; `restricted`: the installer, allowedUserIds, owners and admins',
  })
  @IsOmittable()
  @IsIn(['team', 'restricted'])
  visibility?: 'team' | 'restricted';

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'uuid', maxLength: 36 },
    maxItems: 500,
    description: 'Members of the team',
  })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(500)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  allowedUserIds?: string[];
}

@ApiSchema({ name: 'AgentAccess' })
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

/** At least one axis (settings-rules.ts, mergeTreeAccess). */
@ApiSchema({ name: 'AgentTreeAccessUpdate' })
@ApiObjectRule({ minProperties: 1 })
export class AgentTreeAccessUpdateDto {
  @ApiPropertyOptional({ description: 'Whether the agent takes part in the tree as a node' })
  @IsOmittable()
  @IsBoolean()
  nodeEnabled?: boolean;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'boolean' },
    maxProperties: MAX_CHILD_ACCESS_KEYS,
    description: 'Direct child agent id → whether this agent may delegate to it',
  })
  @IsOmittable()
  @IsObject()
  @MaxKeys(MAX_CHILD_ACCESS_KEYS)
  childAccess?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'boolean' },
    maxProperties: MAX_LIST,
    description: 'Command name of this agent → whether it is reachable through the tree',
  })
  @IsOmittable()
  @IsObject()
  @MaxKeys(MAX_LIST)
  commandAccess?: Record<string, unknown>;
}

@ApiSchema({ name: 'AgentTreeAccess' })
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

@ApiSchema({ name: 'ToolAccessOverridesUpdate' })
export class ToolAccessOverridesUpdateDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', enum: [...TOOL_ACCESS_VALUES], nullable: true },
    maxProperties: MAX_OVERRIDE_KEYS,
    description: "Tool of the agent → allow, deny or ask; null removes that tool's override",
  })
  @IsObject()
  @MaxKeys(MAX_OVERRIDE_KEYS)
  overrides: Record<string, unknown>;
}

@ApiSchema({ name: 'ToolAccessOverrides' })
export class ToolAccessOverridesView {
  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', enum: [...TOOL_ACCESS_VALUES] },
  })
  overrides: Record<string, string>;
}

@ApiSchema({ name: 'AgentFavorite' })
export class AgentFavoriteView {
  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty()
  favorite: boolean;
}
