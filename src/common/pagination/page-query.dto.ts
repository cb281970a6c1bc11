import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './pagination.constants';

export class PageLimitQueryDto {
  @ApiPropertyOptional({
    description: `Page size; values above ${MAX_PAGE_LIMIT} are clamped`,
    default: DEFAULT_PAGE_LIMIT,
    minimum: 1,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  limit?: number;
}

export class OffsetPageQueryDto extends PageLimitQueryDto {
  @ApiPropertyOptional({ description: 'Number of items to skip', default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  // 1e20 passes IsInt but overflows Postgres' bigint OFFSET (a 500); beyond this nothing is exact.
  @Max(Number.MAX_SAFE_INTEGER)
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
