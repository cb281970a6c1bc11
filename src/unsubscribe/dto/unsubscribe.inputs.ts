import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { DATE_TIME_MAX_LENGTH, IsDateTimeString } from '../../common/validation/date-time';
import { IsOmittable } from '../../common/validation/is-omittable';

@ApiSchema({ name: 'UnsubscribeTokenRevocationCreate' })
export class UnsubscribeTokenRevocationCreateDto {
  @ApiProperty({
    example: 'svc_unsub_…',
    maxLength: 2048,
    description: 'The `svc_unsub_` token to revoke',
  })
  @IsString()
  @MinLength(1)
  @MaxLength(2048)
  token: string;
}

@ApiSchema({ name: 'LaunchUnsubscribeLinkCreate' })
export class LaunchUnsubscribeLinkCreateDto {
  @ApiProperty({ format: 'email', maxLength: 320 })
  @IsString()
  @MaxLength(320)
  @IsEmail()
  email: string;

  @ApiPropertyOptional({
    format: 'date-time',
    maxLength: DATE_TIME_MAX_LENGTH,
    description: 'At most 180 days ahead; defaults to 180 days',
  })
  @IsOmittable()
  @IsDateTimeString()
  expiresAt?: string;
}

/** Documents the accepted one-click bodies; the handler reads them with `oneClickScope`. */
@ApiSchema({ name: 'OneClickUnsubscribeBody' })
export class OneClickUnsubscribeBodyDoc {
  @ApiPropertyOptional({
    enum: ['category', 'all'],
    description: 'JSON only; `all` suppresses every category',
  })
  scope?: 'category' | 'all';

  @ApiPropertyOptional({
    name: 'List-Unsubscribe',
    enum: ['One-Click'],
    description: 'RFC 8058 form field (urlencoded or multipart)',
  })
  'List-Unsubscribe'?: 'One-Click';
}
