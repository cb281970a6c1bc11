import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  Validate,
  ValidateNested,
  ArrayMaxSize,
} from 'class-validator';
import type { ScopeAction } from '../../common/access/access-policy.decorator';
import { DATE_TIME_MAX_LENGTH, IsDateTimeString } from '../../common/validation/date-time';
import { IsNullable } from '../../common/validation/is-omittable';
import { IsIpOrCidr } from './is-ip-or-cidr.validator';

const SCOPE_ACTIONS = ['read', 'write', 'delete'] as const;

export class TokenScopeDto {
  @ApiProperty({ example: 'ai_agents', description: 'Any entity name; the set grows over time' })
  @IsString()
  @Matches(/^[a-z][a-z0-9_.-]{0,63}$/, {
    message: 'entity must be a lower-case name like ai_agents',
  })
  entity: string;

  @ApiProperty({ enum: SCOPE_ACTIONS, isArray: true, maxItems: SCOPE_ACTIONS.length })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(SCOPE_ACTIONS.length)
  @ArrayUnique()
  @IsIn(SCOPE_ACTIONS, { each: true })
  actions: ScopeAction[];
}

export class ApiTokenCreateDto {
  @ApiProperty({ maxLength: 100 })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  name: string;

  // Required, as the spec's body shows it (platform.md, "API token management"); [] is a token
  // with no scope, which every scoped call refuses.
  @ApiProperty({ type: [TokenScopeDto], maxItems: 100 })
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => TokenScopeDto)
  scopes: TokenScopeDto[];

  @ApiPropertyOptional({
    format: 'date-time',
    maxLength: DATE_TIME_MAX_LENGTH,
    nullable: true,
    type: String,
    description: 'Absent or null: the token does not expire',
  })
  @IsNullable()
  @IsDateTimeString()
  expiresAt?: string | null;

  @ApiPropertyOptional({
    type: [String],
    example: ['203.0.113.0/24'],
    maxItems: 50,
    nullable: true,
    description: 'IP addresses or CIDR ranges; absent or null: any address',
  })
  @IsNullable()
  @IsArray()
  @ArrayMaxSize(50)
  @Validate(IsIpOrCidr, { each: true })
  allowedIps?: string[] | null;
}
