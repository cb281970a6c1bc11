import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { BULK_BLOCKED_CODE } from '../agents.errors';
import {
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
  ArrayMaxSize,
} from 'class-validator';
import { RuntimeTupleDto } from '../dto/agent-config.dto';
import { INSTALLED_BY_PATTERN } from '../dto/agent-query.dto';
import { RuntimeTupleView } from '../dto/agent.view';
import { AGENT_SOURCES, BULK_ACTIONS } from '../../events/agent-vocabulary';
import { AGENT_STATUSES } from '../entities/agent.entity';
import { BLOCK_MESSAGES, type BulkBlockReason } from './bulk-decision';
import { ApiObjectRule } from '../../common/openapi/api-object-rule.decorator';
import { IsOmittable } from '../../common/validation/is-omittable';

/** Largest set one bulk call acts on; a wider select-all is refused and must be narrowed. */
export const MAX_BULK_AGENTS = 1000;
/** Largest id list one bulk call takes. */
export const MAX_BULK_IDS = 500;

/** Select-all-matching conditions: exact matches on these fields only. */
@ApiSchema({ name: 'BulkFilter' })
export class BulkFilterDto {
  @ApiPropertyOptional({ description: '`me` or a user id', maxLength: 36 })
  @IsOmittable()
  @Matches(INSTALLED_BY_PATTERN, { message: 'installedBy must be "me" or a user id' })
  installedBy?: string;

  @ApiPropertyOptional({ maxLength: 50 })
  @IsOmittable()
  @IsString()
  @MaxLength(50)
  provider?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOmittable()
  @IsString()
  @MaxLength(100)
  model?: string;

  @ApiPropertyOptional({ enum: AGENT_SOURCES })
  @IsOmittable()
  @IsIn(AGENT_SOURCES)
  source?: string;

  @ApiPropertyOptional({ enum: AGENT_STATUSES })
  @IsOmittable()
  @IsIn(AGENT_STATUSES)
  status?: string;
}

/** Either `agentIds`, or `all: true` with an optional `filter` (bulk-selection.ts). */
@ApiSchema({ name: 'BulkSelection' })
@ApiObjectRule({
  oneOf: [
    { required: ['agentIds'], not: { anyOf: [{ required: ['all'] }, { required: ['filter'] }] } },
    { required: ['all'], not: { required: ['agentIds'] } },
  ],
})
export class BulkSelectionDto {
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', maxLength: 100 },
    maxItems: MAX_BULK_IDS,
    description:
      'Agents of this team; one that is not, or that the caller may not manage, is reported as blocked',
  })
  @IsOmittable()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_BULK_IDS)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  agentIds?: string[];

  @ApiPropertyOptional({ enum: [true], description: 'Select every agent matching `filter`' })
  @IsOmittable()
  @IsIn([true], { message: 'all must be true when given' })
  all?: true;

  @ApiPropertyOptional({ type: BulkFilterDto })
  @IsOmittable()
  @ValidateNested()
  @Type(() => BulkFilterDto)
  filter?: BulkFilterDto;
}

@ApiSchema({ name: 'BulkCountInput' })
export class BulkCountDto {
  @ApiProperty({ enum: BULK_ACTIONS })
  @IsIn(BULK_ACTIONS, { message: 'action must be one of: switch_model' })
  action: string;

  @ApiProperty({ type: BulkSelectionDto })
  @IsDefined()
  @ValidateNested()
  @Type(() => BulkSelectionDto)
  selection: BulkSelectionDto;

  @ApiProperty({ type: RuntimeTupleDto, description: 'The runtime tuple to switch to' })
  @IsDefined({ message: 'target is required' })
  @ValidateNested()
  @Type(() => RuntimeTupleDto)
  target: RuntimeTupleDto;
}

@ApiSchema({ name: 'BulkApply' })
export class BulkApplyDto extends BulkCountDto {
  @ApiPropertyOptional({
    description: 'From POST /v1/agents/bulk/count; required when selection.all is true',
    maxLength: 1000,
  })
  @IsOmittable()
  @IsString()
  @MaxLength(1000)
  confirmToken?: string;
}

@ApiSchema({ name: 'BulkBlockedDetail' })
export class BulkBlockedDetailView {
  // Explicit: BulkBlockReason is a type alias, which only a type-aware compile can see.
  @ApiProperty({ type: String, enum: Object.keys(BLOCK_MESSAGES), example: 'tools_unsupported' })
  reason: BulkBlockReason;

  @ApiProperty()
  message: string;
}

@ApiSchema({ name: 'BulkBlocked' })
export class BulkBlockedView {
  @ApiProperty()
  agentId: string;

  @ApiProperty({ enum: [BULK_BLOCKED_CODE] })
  code: typeof BULK_BLOCKED_CODE;

  @ApiProperty({ type: BulkBlockedDetailView })
  detail: BulkBlockedDetailView;
}

@ApiSchema({ name: 'BulkCount' })
export class BulkCountView {
  @ApiProperty({ description: 'Agents the apply would switch (blocked ones excluded)' })
  count: number;

  @ApiProperty({ type: [BulkBlockedView] })
  blocked: BulkBlockedView[];

  @ApiProperty({ description: 'Signed; bound to team, action, target and the resolved agents' })
  confirmToken: string;

  @ApiProperty({ format: 'date-time', description: '10 minutes after the count' })
  expiresAt: string;
}

@ApiSchema({ name: 'BulkSwitched' })
export class BulkSwitchedView {
  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty({ description: 'Sealed version holding the config before the switch' })
  snapshotVersionNumber: number;
}

@ApiSchema({ name: 'BulkResult' })
export class BulkResultView {
  @ApiProperty({ enum: BULK_ACTIONS })
  action: string;

  @ApiProperty({ type: RuntimeTupleView })
  target: RuntimeTupleView;

  @ApiProperty({ description: 'Agents switched' })
  affected: number;

  @ApiProperty({ type: [BulkSwitchedView] })
  switched: BulkSwitchedView[];

  @ApiProperty({ type: [BulkBlockedView] })
  blocked: BulkBlockedView[];
}
