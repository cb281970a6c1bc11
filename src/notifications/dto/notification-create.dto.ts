import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsNotIn,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { ALL_CATEGORIES, CATEGORY_PATTERN } from '../../unsubscribe/category';

export class NotificationCreateDto {
  @ApiProperty({ format: 'uuid', description: 'A member of the caller’s team' })
  @IsUUID()
  userId: string;

  @ApiProperty({
    example: 'billing',
    pattern: CATEGORY_PATTERN.source,
    description: 'Lower-case name; `all` is reserved',
  })
  @IsString()
  @Matches(CATEGORY_PATTERN, {
    message:
      'category must be 1-64 lower-case letters, digits, ".", "_", ":" or "-", starting with a letter or digit',
  })
  @IsNotIn([ALL_CATEGORIES], { message: 'category "all" is reserved' })
  category: string;

  @ApiProperty({ maxLength: 200 })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  title: string;

  @ApiPropertyOptional({ maxLength: 10000 })
  @IsOptional()
  @IsString()
  @MaxLength(10000)
  body?: string;

  @ApiProperty({
    format: 'uri',
    maxLength: 2048,
    description:
      'http(s) URL on a host of NOTIFICATION_ALLOWED_HOSTS; the open link redirects here',
  })
  @IsString()
  @MaxLength(2048)
  resourceUrl: string;
}
