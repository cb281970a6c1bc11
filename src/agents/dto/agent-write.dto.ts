import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsString, IsUrl, Matches, MaxLength, MinLength } from 'class-validator';
import { AgentConfigFieldsDto } from './agent-config.dto';
import { IsNullable, IsOmittable } from '../../common/validation/is-omittable';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

@ApiSchema({ name: 'AgentCreate' })
export class AgentCreateDto extends AgentConfigFieldsDto {
  @ApiProperty({ maxLength: 200 })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  name: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOmittable()
  @IsString()
  @MaxLength(2000)
  description?: string;

  @ApiPropertyOptional({ format: 'uri', maxLength: 2048 })
  @IsOmittable()
  @IsUrl({ protocols: ['https'], require_protocol: true })
  @MaxLength(2048)
  avatarUrl?: string;

  @ApiPropertyOptional({ example: '#4F46E5', maxLength: 7 })
  @IsOmittable()
  @Matches(HEX_COLOR, { message: 'avatarColor must be a #RRGGBB colour' })
  avatarColor?: string;

  @ApiPropertyOptional({ example: '🤖', maxLength: 16 })
  @IsOmittable()
  @IsString()
  @MinLength(1)
  @MaxLength(16)
  avatarEmoji?: string;
}

/** Every field optional; `null` clears an avatar field. Undeclared fields are refused. */
@ApiSchema({ name: 'AgentUpdate' })
export class AgentUpdateDto extends AgentConfigFieldsDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOmittable()
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOmittable()
  @IsString()
  @MaxLength(2000)
  description?: string;

  @ApiPropertyOptional({ format: 'uri', nullable: true, type: String, maxLength: 2048 })
  @IsNullable()
  @IsUrl({ protocols: ['https'], require_protocol: true })
  @MaxLength(2048)
  avatarUrl?: string | null;

  @ApiPropertyOptional({ example: '#4F46E5', nullable: true, type: String, maxLength: 7 })
  @IsNullable()
  @Matches(HEX_COLOR, { message: 'avatarColor must be a #RRGGBB colour' })
  avatarColor?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 16 })
  @IsNullable()
  @IsString()
  @MinLength(1)
  @MaxLength(16)
  avatarEmoji?: string | null;
}

@ApiSchema({ name: 'AgentClone' })
export class AgentCloneDto {
  @ApiPropertyOptional({ maxLength: 200, description: 'Defaults to "<name> (copy)"' })
  @IsOmittable()
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  name?: string;
}
