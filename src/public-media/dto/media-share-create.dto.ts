import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsDateString, IsIn } from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import type { MediaAccessLevel } from '../media-share.entity';

@ApiSchema({ name: 'MediaShareCreate' })
export class MediaShareCreateDto {
  @ApiProperty({ enum: ['view', 'download'], description: '`download` also allows /download' })
  @IsIn(['view', 'download'])
  accessLevel: MediaAccessLevel;

  @ApiPropertyOptional({ format: 'date-time', description: 'Absent: the share never expires' })
  @IsOmittable()
  @IsDateString({ strict: true })
  expiresAt?: string;
}
