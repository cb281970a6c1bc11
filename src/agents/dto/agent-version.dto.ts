import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { AgentConfigFieldsDto } from './agent-config.dto';
import { AgentConfigView } from './agent.view';
import { IsNullable, IsOmittable } from '../../common/validation/is-omittable';

@ApiSchema({ name: 'AgentVersionCreate' })
export class AgentVersionCreateDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOmittable()
  @IsString()
  @MaxLength(200)
  label?: string;

  @ApiPropertyOptional({
    minimum: 1,
    description: 'A version of this agent to start from, instead of the live config',
  })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  fromVersionNumber?: number;

  @ApiPropertyOptional({
    type: AgentConfigFieldsDto,
    description: 'Fields that replace those of the starting config',
  })
  @IsOmittable()
  @ValidateNested()
  @Type(() => AgentConfigFieldsDto)
  config?: AgentConfigFieldsDto;
}

@ApiSchema({ name: 'AgentVersionUpdate' })
export class AgentVersionUpdateDto {
  @ApiPropertyOptional({
    maxLength: 200,
    nullable: true,
    type: String,
    description: 'null clears it',
  })
  @IsNullable()
  @IsString()
  @MaxLength(200)
  label?: string | null;

  @ApiPropertyOptional({ type: AgentConfigFieldsDto })
  @IsOmittable()
  @ValidateNested()
  @Type(() => AgentConfigFieldsDto)
  config?: AgentConfigFieldsDto;
}

/** `ResourceVersion`. */
@ApiSchema({ name: 'ResourceVersion' })
export class ResourceVersionView {
  @ApiProperty({ format: 'uuid' })
  agentId: string;

  @ApiProperty({ minimum: 1 })
  versionNumber: number;

  @ApiProperty({ enum: ['draft', 'sealed'], description: 'An open draft or sealed (published)' })
  state: string;

  @ApiProperty({ description: "Whether this version's config is the live config" })
  live: boolean;

  @ApiProperty({ type: String, nullable: true })
  label: string | null;

  @ApiProperty({ type: AgentConfigView })
  config: AgentConfigView;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  createdBy: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  sealedAt: string | null;
}

export class ResourceVersionPagination {
  @ApiProperty()
  limit: number;

  @ApiProperty()
  hasMore: boolean;
}

/** `ResourceVersionPage`: newest first; no total and no offset. */
@ApiSchema({ name: 'ResourceVersionPage' })
export class ResourceVersionPageView {
  @ApiProperty({ type: [ResourceVersionView] })
  data: ResourceVersionView[];

  @ApiProperty({ type: ResourceVersionPagination })
  pagination: ResourceVersionPagination;
}

@ApiSchema({ name: 'VersionDeleted' })
export class VersionDeletedView {
  @ApiProperty({ example: true })
  deleted: boolean;

  @ApiProperty({ description: 'Live versions left' })
  remaining: number;
}
