import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { QueryInteger } from '../validation/query-integer';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './pagination.constants';

export class PageLimitQueryDto {
  @ApiPropertyOptional({
    description: `Page size; values above ${MAX_PAGE_LIMIT} are clamped`,
    default: DEFAULT_PAGE_LIMIT,
  })
  @IsOptional()
  // Past the largest exact integer a number no longer says which page size was meant.
  @QueryInteger(1, Number.MAX_SAFE_INTEGER)
  limit?: number;
}

export class OffsetPageQueryDto extends PageLimitQueryDto {
  @ApiPropertyOptional({ description: 'Number of items to skip', default: 0 })
  @IsOptional()
  // 1e20 is an integer but overflows Postgres' bigint OFFSET (a 500); beyond this nothing is exact.
  @QueryInteger(0, Number.MAX_SAFE_INTEGER)
  offset?: number;
}

export class CursorPageQueryDto extends PageLimitQueryDto {
  @ApiPropertyOptional({
    description: 'Opaque cursor from the previous page; absent or empty starts at the beginning',
  })
  @IsOptional()
  @IsString()
  @MaxLength(512)
  cursor?: string;
}
