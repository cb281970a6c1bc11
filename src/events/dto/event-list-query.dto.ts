import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional } from 'class-validator';
import { CursorPageQueryDto } from '../../common/pagination/page-query.dto';
import { DATE_TIME_MAX_LENGTH, IsDateTimeString } from '../../common/validation/date-time';
import { EVENT_ORDERS, type EventOrder } from '../event-cursor';
import { EVENT_TYPE_FILTERS } from '../event-visibility';

export const MAX_TYPE_FILTERS = 20;

export class EventListQueryDto extends CursorPageQueryDto {
  @ApiPropertyOptional({
    description:
      'Event types to list; repeat the parameter for several (`type=agent.created&type=webhook.*`). ' +
      'A `<prefix>.*` entry matches every type under that prefix. Absent: every type the token may read',
    enum: EVENT_TYPE_FILTERS,
    isArray: true,
    maxItems: MAX_TYPE_FILTERS,
  })
  @IsOptional()
  // One `type=` arrives as a string, several as an array.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? [value] : value))
  @IsArray()
  @ArrayMaxSize(MAX_TYPE_FILTERS)
  @IsIn(EVENT_TYPE_FILTERS, { each: true })
  type?: string[];

  @ApiPropertyOptional({
    format: 'date-time',
    maxLength: DATE_TIME_MAX_LENGTH,
    example: '2026-11-24T00:00:00Z',
    description: 'Events created at or after this instant',
  })
  @IsOptional()
  @IsDateTimeString()
  createdAfter?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    maxLength: DATE_TIME_MAX_LENGTH,
    example: '2026-11-25T00:00:00Z',
    description: 'Events created before this instant; after `createdAfter` when both are given',
  })
  @IsOptional()
  @IsDateTimeString()
  createdBefore?: string;

  @ApiPropertyOptional({
    enum: EVENT_ORDERS,
    default: 'desc',
    description:
      '`desc` (default): newest first, for browsing. `asc`: oldest first, for reconciliation: ' +
      'the last page still carries a cursor, so a client can resume from it later and get ' +
      'exactly what was written since. A cursor works only with the order it was issued for',
  })
  @IsOptional()
  @IsIn(EVENT_ORDERS)
  order?: EventOrder;
}
