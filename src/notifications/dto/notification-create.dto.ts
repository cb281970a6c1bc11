import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsNotIn, IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';
import { IsOmittable } from '../../common/validation/is-omittable';
import { ALL_CATEGORIES, CATEGORY_PATTERN } from '../../unsubscribe/category';

/** Postgres text cannot hold U+0000: refused here rather than failing the insert with a 500. */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly the character refused
const NO_NUL = /^[^\u0000]*$/;

@ApiSchema({ name: 'NotificationCreate' })
export class NotificationCreateDto {
  @ApiProperty({ format: 'uuid', maxLength: 36, description: 'A member of the caller’s team' })
  @IsUUID()
  userId: string;

  @ApiProperty({
    example: 'billing',
    pattern: CATEGORY_PATTERN.source,
    description: 'Lower-case name; `all` is reserved',
    maxLength: 64,
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
  @Matches(NO_NUL, { message: 'title must not contain NUL characters' })
  title: string;

  @ApiPropertyOptional({ maxLength: 10000 })
  @IsOmittable()
  @IsString()
  @MaxLength(10000)
  @Matches(NO_NUL, { message: 'body must not contain NUL characters' })
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
