import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
  ArrayMaxSize,
} from 'class-validator';
import {
  REASONING_EFFORTS,
  type ReasoningEffort,
  SKILL_REQUIREMENTS,
  type SkillRequirement,
} from '../agent-config';
import { IsOmittable } from '../../common/validation/is-omittable';

export const MAX_INSTRUCTIONS_LENGTH = 100_000;
/** Skills, commands, tools and secret names per agent. */
export const MAX_LIST = 100;
export const MAX_ONBOARDING_STAGES = 50;

/** The runtime tuple: the same block as a team's agent defaults. */
@ApiSchema({ name: 'RuntimeTupleInput' })
export class RuntimeTupleDto {
  @ApiProperty({
    example: 'anthropic',
    maxLength: 50,
    description: 'A provider of the model catalog',
  })
  @IsString()
  @Matches(/^[a-z0-9][a-z0-9_.-]{0,49}$/, { message: 'provider must be a catalog provider id' })
  provider: string;

  @ApiProperty({
    example: 'claude-sonnet-4-5',
    maxLength: 100,
    description: 'A model of that provider',
  })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  model: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 2, description: 'Only for models that accept it' })
  @IsOmittable()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(2)
  temperature?: number;

  @ApiPropertyOptional({ minimum: 1, description: "At most the model's output limit" })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  maxOutputTokens?: number;

  @ApiPropertyOptional({ enum: REASONING_EFFORTS, description: 'Only for reasoning models' })
  @IsOmittable()
  @IsIn(REASONING_EFFORTS)
  reasoningEffort?: ReasoningEffort;
}

@ApiSchema({ name: 'AgentSkillInput' })
export class AgentSkillDto {
  @ApiProperty({ maxLength: 100, description: 'Unique within the agent' })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  name: string;

  @ApiPropertyOptional({ maxLength: 2000, default: '' })
  @IsOmittable()
  @IsString()
  @MaxLength(2000)
  description?: string;

  @ApiPropertyOptional({ maxLength: 20000, default: '' })
  @IsOmittable()
  @IsString()
  @MaxLength(20_000)
  instructions?: string;

  @ApiPropertyOptional({ default: true })
  @IsOmittable()
  @IsBoolean()
  enabled?: boolean;

  @ApiPropertyOptional({
    enum: SKILL_REQUIREMENTS,
    isArray: true,
    maxItems: SKILL_REQUIREMENTS.length,
    description: "Model capabilities the skill needs; the agent's model must have each",
  })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(SKILL_REQUIREMENTS.length)
  @ArrayUnique()
  @IsIn(SKILL_REQUIREMENTS, { each: true })
  requires?: SkillRequirement[];
}

@ApiSchema({ name: 'AgentCommandInput' })
export class AgentCommandDto {
  @ApiProperty({
    example: 'summarise',
    maxLength: 64,
    description: 'Lower-case command name, unique',
  })
  @IsString()
  @Matches(/^[a-z0-9][a-z0-9_-]{0,63}$/, {
    message: 'name must be lower-case letters, digits, - or _ (at most 64)',
  })
  name: string;

  @ApiPropertyOptional({ maxLength: 500, default: '' })
  @IsOmittable()
  @IsString()
  @MaxLength(500)
  description?: string;
}

@ApiSchema({ name: 'OnboardingStageInput' })
export class OnboardingStageDto {
  @ApiProperty({
    example: 'connect-calendar',
    maxLength: 100,
    description: 'Stable stage key, unique',
  })
  @IsString()
  @Matches(/^[a-z0-9][a-z0-9_-]{0,99}$/, {
    message: 'key must be lower-case letters, digits, - or _ (at most 100)',
  })
  key: string;

  @ApiProperty({ maxLength: 200 })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  title: string;

  @ApiPropertyOptional({ maxLength: 2000, default: '' })
  @IsOmittable()
  @IsString()
  @MaxLength(2000)
  description?: string;
}

/** The configuration fields; each one given replaces the current value as a whole. */
@ApiSchema({ name: 'AgentConfigFields' })
export class AgentConfigFieldsDto {
  @ApiPropertyOptional({ type: RuntimeTupleDto })
  @IsOmittable()
  @ValidateNested()
  @Type(() => RuntimeTupleDto)
  runtime?: RuntimeTupleDto;

  @ApiPropertyOptional({ maxLength: MAX_INSTRUCTIONS_LENGTH })
  @IsOmittable()
  @IsString()
  @MaxLength(MAX_INSTRUCTIONS_LENGTH)
  instructions?: string;

  @ApiPropertyOptional({ type: [AgentSkillDto], maxItems: MAX_LIST })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(MAX_LIST)
  @ValidateNested({ each: true })
  @Type(() => AgentSkillDto)
  skills?: AgentSkillDto[];

  @ApiPropertyOptional({ type: [AgentCommandDto], maxItems: MAX_LIST })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(MAX_LIST)
  @ValidateNested({ each: true })
  @Type(() => AgentCommandDto)
  commands?: AgentCommandDto[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', maxLength: 100 },
    example: ['web_search'],
    maxItems: MAX_LIST,
  })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(MAX_LIST)
  @ArrayUnique()
  @Matches(/^[a-z][a-z0-9_.-]{0,99}$/, {
    each: true,
    message: 'each tool must be a lower-case tool name',
  })
  tools?: string[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', maxLength: 100 },
    example: ['CRM_API_KEY'],
    maxItems: MAX_LIST,
    description: 'Names only; secret values are never accepted or returned',
  })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(MAX_LIST)
  @ArrayUnique()
  @Matches(/^[A-Z][A-Z0-9_]{0,99}$/, {
    each: true,
    message: 'each secret name must be UPPER_SNAKE_CASE',
  })
  secretNames?: string[];

  @ApiPropertyOptional({ type: [OnboardingStageDto], maxItems: MAX_ONBOARDING_STAGES })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(MAX_ONBOARDING_STAGES)
  @ValidateNested({ each: true })
  @Type(() => OnboardingStageDto)
  onboardingStages?: OnboardingStageDto[];
}
