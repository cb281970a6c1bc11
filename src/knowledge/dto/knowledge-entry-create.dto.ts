import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { DATE_TIME_MAX_LENGTH, IsDateTimeString } from '../../common/validation/date-time';
import { IsOmittable } from '../../common/validation/is-omittable';
import type { KnowledgeContentType } from '../knowledge-entry.entity';

/** Postgres text cannot hold NUL: refused as a 400 rather than failing as a 500 on write. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern refuses
const WITHOUT_NUL = /^[^\u0000]*$/;

@ApiSchema({ name: 'KnowledgeEntryCreate' })
export class KnowledgeEntryCreateDto {
  @ApiProperty({ maxLength: 300 })
  @IsString()
  @MinLength(1)
  @MaxLength(300)
  @Matches(WITHOUT_NUL, { message: 'title must not contain a NUL character' })
  title: string;

  @ApiProperty({
    description: 'Markdown or plain text (the JSON body is capped at 1 MB)',
    maxLength: 1_000_000,
  })
  @IsString()
  @MaxLength(1_000_000)
  @Matches(WITHOUT_NUL, { message: 'content must not contain a NUL character' })
  content: string;

  @ApiPropertyOptional({ enum: ['text/markdown', 'text/plain'], default: 'text/markdown' })
  @IsOmittable()
  @IsIn(['text/markdown', 'text/plain'])
  contentType?: KnowledgeContentType;
}

@ApiSchema({ name: 'KnowledgeShareCreate' })
export class KnowledgeShareCreateDto {
  @ApiPropertyOptional({
    format: 'date-time',
    maxLength: DATE_TIME_MAX_LENGTH,
    description: 'An instant in the future; absent: the share never expires',
  })
  @IsOmittable()
  @IsDateTimeString()
  expiresAt?: string;
}
