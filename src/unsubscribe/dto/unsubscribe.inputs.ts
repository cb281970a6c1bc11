import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { DATE_TIME_MAX_LENGTH, IsDateTimeString } from '../../common/validation/date-time';
import { IsOmittable } from '../../common/validation/is-omittable';
import { ONE_CLICK_FIELD, ONE_CLICK_VALUE } from '../one-click-body';

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
    description: 'In the future and at most 180 days ahead; defaults to 180 days',
  })
  @IsOmittable()
  @IsDateTimeString()
  expiresAt?: string;
}

const ONE_CLICK_FORM = {
  type: 'object',
  additionalProperties: false,
  properties: {
    [ONE_CLICK_FIELD]: {
      type: 'string',
      enum: [ONE_CLICK_VALUE],
      description: "RFC 8058: suppresses the link's category",
    },
  },
};

/**
 * The one-click bodies as `oneClickScope` reads them, one schema per media type: JSON takes
 * `scope` only, a form `List-Unsubscribe=One-Click` only; an empty body of any of them is the
 * link's category.
 */
export const ONE_CLICK_BODIES = {
  'application/json': {
    type: 'object',
    additionalProperties: false,
    properties: {
      scope: {
        type: 'string',
        enum: ['category', 'all'],
        description: "`all` suppresses every category; `category` (or none) the link's own",
      },
    },
  },
  'application/x-www-form-urlencoded': ONE_CLICK_FORM,
  'multipart/form-data': ONE_CLICK_FORM,
};
