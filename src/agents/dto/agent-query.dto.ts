import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { OffsetPageQueryDto, PageLimitQueryDto } from '../../common/pagination/page-query.dto';
import { AGENT_SOURCES, type AgentSource } from '../../events/agent-vocabulary';
import { AGENT_STATUSES, type AgentStatus } from '../entities/agent.entity';

export const INSTALLED_BY_PATTERN =
  /^(me|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

export class AgentListQueryDto extends OffsetPageQueryDto {
  @ApiPropertyOptional({ enum: AGENT_STATUSES, description: 'Absent lists active and archived' })
  @IsOptional()
  @IsIn(AGENT_STATUSES)
  status?: AgentStatus;

  @ApiPropertyOptional({ enum: AGENT_SOURCES })
  @IsOptional()
  @IsIn(AGENT_SOURCES)
  source?: AgentSource;

  @ApiPropertyOptional({ description: 'Runtime provider' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  provider?: string;

  @ApiPropertyOptional({ description: 'Runtime model' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  model?: string;

  @ApiPropertyOptional({ description: '`me` or a user id' })
  @IsOptional()
  @Matches(INSTALLED_BY_PATTERN, { message: 'installedBy must be "me" or a user id' })
  installedBy?: string;

  @ApiPropertyOptional({ description: 'Case-insensitive part of the name', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

/** The version page takes only `limit`: it has no offset and no total. */
export class VersionListQueryDto extends PageLimitQueryDto {}

export class OnboardingProgressQueryDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: "The selected team; defaults to the token's team and must be that team",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  teamId?: string;
}
