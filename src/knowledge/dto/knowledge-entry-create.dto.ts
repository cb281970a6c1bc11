import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDateString, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { KnowledgeContentType } from '../knowledge-entry.entity';

export class KnowledgeEntryCreateDto {
  @ApiProperty({ maxLength: 300 })
  @IsString()
  @MinLength(1)
  @MaxLength(300)
  title: string;

  @ApiProperty({ description: 'Markdown or plain text (the JSON body is capped at 1 MB)' })
  @IsString()
  @MaxLength(1_000_000)
  content: string;

  @ApiPropertyOptional({ enum: ['text/markdown', 'text/plain'], default: 'text/markdown' })
  @IsOptional()
  @IsIn(['text/markdown', 'text/plain'])
  contentType?: KnowledgeContentType;
}

export class KnowledgeShareCreateDto {
  @ApiPropertyOptional({ format: 'date-time', description: 'Absent: the share never expires' })
  @IsOptional()
  @IsDateString({ strict: true })
  expiresAt?: string;
}
