import { ApiPropertyOptional, ApiSchema, PickType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsInt,
  IsUUID,
  Max,
  Min,
} from 'class-validator';
import { IsOmittable } from '../../../common/validation/is-omittable';
import { SubscriptionUpdateDto } from '../../subscriptions/dto/subscription.dto';

/** platform.md, Portal links: `expiresInSeconds` 60..86400, default 3600. */
export const PORTAL_LINK_LIFETIME = { min: 60, max: 86_400, default: 3600 } as const;
/** Subscriptions one link may name (the default, every subscription of the team, is not capped). */
export const MAX_PORTAL_LINK_SUBSCRIPTIONS = 100;

@ApiSchema({ name: 'PortalLinkCreate' })
export class PortalLinkCreateDto {
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'uuid', maxLength: 36 },
    minItems: 1,
    maxItems: MAX_PORTAL_LINK_SUBSCRIPTIONS,
    uniqueItems: true,
    description:
      'The subscriptions the portal shows, each one of the team’s (another team’s is 404, as a ' +
      'missing one). Absent: every subscription the team has now; subscriptions made later are ' +
      'not added to a link',
  })
  @IsOmittable()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_PORTAL_LINK_SUBSCRIPTIONS)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  subscriptionIds?: string[];

  @ApiPropertyOptional({
    description:
      'Default false. true: the portal shows everything and changes nothing (its writes are refused with 403)',
  })
  @IsOmittable()
  @IsBoolean()
  readOnly?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    format: 'int32',
    minimum: PORTAL_LINK_LIFETIME.min,
    maximum: PORTAL_LINK_LIFETIME.max,
    description: `How long the link works (default ${PORTAL_LINK_LIFETIME.default})`,
  })
  @IsOmittable()
  @IsInt()
  @Min(PORTAL_LINK_LIFETIME.min)
  @Max(PORTAL_LINK_LIFETIME.max)
  expiresInSeconds?: number;
}

/** What the portal may change of a subscription: event types, filter, paused or not. */
@ApiSchema({ name: 'PortalSubscriptionUpdate' })
export class PortalSubscriptionUpdateDto extends PickType(SubscriptionUpdateDto, [
  'enabled',
  'eventTypes',
  'filter',
] as const) {}
