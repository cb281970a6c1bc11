import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { DATE_TIME_MAX_LENGTH, IsDateTimeString } from '../../common/validation/date-time';
import { IsOmittable } from '../../common/validation/is-omittable';
import type { MediaAccessLevel } from '../media-share.entity';

@ApiSchema({ name: 'MediaShareCreate' })
export class MediaShareCreateDto {
  @ApiProperty({ enum: ['view', 'download'], description: '`download` also allows /download' })
  @IsIn(['view', 'download'])
  accessLevel: MediaAccessLevel;

  @ApiPropertyOptional({
    format: 'date-time',
    maxLength: DATE_TIME_MAX_LENGTH,
    description: 'An instant in the future; absent: the share never expires',
  })
  @IsOmittable()
  @IsDateTimeString()
  expiresAt?: string;
}
