import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Max,
  Min,
  MaxLength,
  ArrayMaxSize,
  ValidateNested,
} from 'class-validator';
import { ApiObjectRule } from '../../../common/openapi/api-object-rule.decorator';
import { IsNullable, IsOmittable } from '../../../common/validation/is-omittable';
import { SUBSCRIBABLE_EVENT_TYPES } from '../../../events/event-types';
import { SUBSCRIPTION_URL_MAX_LENGTH } from '../../delivery';
import { MaxKeys } from '../../../common/validation/collection-bounds';
import { MAX_FILTER_KEYS, SubscriptionFilter } from '../filters/filter-grammar';
import { filterProperty } from '../filters/filter-openapi';
import { AmqpRouteDto, BROKER_URL_DESCRIPTION, NatsRouteDto } from './broker-routes.dto';
import { ORDERING_DESCRIPTION, SubscriptionOrderingDto } from './subscription-ordering.dto';

/** The highest per-subscription rate an owner may set. */
export const MAX_DELIVERIES_PER_SECOND = 1000;

export const STANDARD_WEBHOOKS_DESCRIPTION =
  'true: every attempt also carries the Standard Webhooks headers (standardwebhooks.com), so ' +
  'its libraries verify deliveries with the whsec_ secret as issued: webhook-id (the delivery ' +
  'id, like Idempotency-Key), webhook-timestamp (as X-Webhook-Timestamp) and webhook-signature ' +
  '(v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>"> keyed by the base64-' +
  'decoded part after whsec_; during a rotation grace a second, space-separated v1 entry made ' +
  'with the replaced secret). Our own headers are sent all the same';

// Proof of ownership (docs/webhooks-delivery.md, "Proof of ownership").
export const VERIFY_DESCRIPTION =
  'true: the URL must prove it wants these deliveries before it gets any. It is sent a signed ' +
  '`webhook.verification` event (our usual envelope and headers) whose `data.challenge` it ' +
  'answers 2xx with, as `{"challenge": "<value>"}` or the bare value (at most 1 KB). Until ' +
  'then `status` is `pending_verification`: events are kept (held deliveries), the challenge ' +
  'is retried on the usual schedule, POST …/verify sends a fresh one; the echo makes the ' +
  'subscription active and everything kept is delivered';

/**
 * What each kind of url takes (subscription-destinations.service.ts): `amqp` only and always with
 * amqp(s)://, `nats` only with nats:// or tls://, `verify: true` only with http(s)://.
 */
const VERIFY_TRUE = { required: ['verify'], properties: { verify: { enum: [true] } } };
const DESTINATION_RULES = [
  {
    properties: { url: { pattern: '^https?://' } },
    not: { anyOf: [{ required: ['amqp'] }, { required: ['nats'] }] },
  },
  {
    properties: { url: { pattern: '^amqps?://' } },
    required: ['amqp'],
    not: { anyOf: [{ required: ['nats'] }, VERIFY_TRUE] },
  },
  {
    properties: { url: { pattern: '^(nats|tls)://' } },
    not: { anyOf: [{ required: ['amqp'] }, VERIFY_TRUE] },
  },
];

@ApiSchema({ name: 'SubscriptionCreate' })
@ApiObjectRule({ anyOf: DESTINATION_RULES })
export class SubscriptionCreateDto {
  @ApiProperty({
    format: 'uri',
    maxLength: SUBSCRIPTION_URL_MAX_LENGTH,
    example: 'https://hooks.example.com/platform',
    description: BROKER_URL_DESCRIPTION,
  })
  @IsString()
  @MaxLength(SUBSCRIPTION_URL_MAX_LENGTH)
  url: string;

  @ApiPropertyOptional({
    type: AmqpRouteDto,
    description: 'Required with an amqp:// or amqps:// url, refused with any other',
  })
  @IsOmittable()
  @ValidateNested()
  @Type(() => AmqpRouteDto)
  amqp?: AmqpRouteDto;

  @ApiPropertyOptional({
    type: NatsRouteDto,
    description: 'Optional with a nats:// or tls:// url (default subject), refused with any other',
  })
  @IsOmittable()
  @ValidateNested()
  @Type(() => NatsRouteDto)
  nats?: NatsRouteDto;

  @ApiPropertyOptional({
    enum: SUBSCRIBABLE_EVENT_TYPES,
    isArray: true,
    maxItems: SUBSCRIBABLE_EVENT_TYPES.length,
    nullable: true,
    description: 'Absent or null: every event type',
  })
  @IsNullable()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(SUBSCRIBABLE_EVENT_TYPES.length)
  @ArrayUnique()
  @IsIn(SUBSCRIBABLE_EVENT_TYPES, { each: true })
  eventTypes?: string[] | null;

  @ApiPropertyOptional(filterProperty('Absent or null: no filter'))
  @IsNullable()
  @IsObject()
  @MaxKeys(MAX_FILTER_KEYS)
  filter?: SubscriptionFilter | null;

  @ApiPropertyOptional({
    type: 'integer',
    format: 'int32',
    minimum: 1,
    maximum: MAX_DELIVERIES_PER_SECOND,
    nullable: true,
    example: 50,
    description:
      'Attempts per second this subscription receives at most, across every worker (retries included); absent or null: no limit',
  })
  @IsNullable()
  @IsInt()
  @Min(1)
  @Max(MAX_DELIVERIES_PER_SECOND)
  maxDeliveriesPerSecond?: number | null;

  @ApiPropertyOptional({ description: `Default false. ${STANDARD_WEBHOOKS_DESCRIPTION}` })
  @IsOmittable()
  @IsBoolean()
  standardWebhooks?: boolean;

  @ApiPropertyOptional({
    description: `Default false. ${VERIFY_DESCRIPTION}. HTTP destinations only (true is a 400 for a broker)`,
  })
  @IsOmittable()
  @IsBoolean()
  verify?: boolean;

  @ApiPropertyOptional({
    type: SubscriptionOrderingDto,
    nullable: true,
    description: `Absent or null: concurrent delivery. ${ORDERING_DESCRIPTION}`,
  })
  @IsNullable()
  @IsObject()
  @ValidateNested()
  @Type(() => SubscriptionOrderingDto)
  ordering?: SubscriptionOrderingDto | null;
}

/** Without a url, what `amqp`, `nats` and `verify` may be depends on the stored one (described). */
@ApiSchema({ name: 'SubscriptionUpdate' })
@ApiObjectRule({ anyOf: [{ not: { required: ['url'] } }, ...DESTINATION_RULES] })
export class SubscriptionUpdateDto {
  @ApiPropertyOptional({
    description: 'true re-enables and replays every delivery kept while it was disabled',
  })
  @IsOmittable()
  @IsBoolean()
  enabled?: boolean;

  @ApiPropertyOptional({
    format: 'uri',
    maxLength: SUBSCRIPTION_URL_MAX_LENGTH,
    description: `${BROKER_URL_DESCRIPTION}. The url a view shows (password as ***) keeps the stored password`,
  })
  @IsOmittable()
  @IsString()
  @MaxLength(SUBSCRIPTION_URL_MAX_LENGTH)
  url?: string;

  @ApiPropertyOptional({
    type: AmqpRouteDto,
    description:
      'Replaces the exchange and routing key; required when url becomes an amqp(s) URL, refused for other destinations',
  })
  @IsOmittable()
  @ValidateNested()
  @Type(() => AmqpRouteDto)
  amqp?: AmqpRouteDto;

  @ApiPropertyOptional({
    type: NatsRouteDto,
    description: 'Replaces the subject; refused for destinations other than nats:// and tls://',
  })
  @IsOmittable()
  @ValidateNested()
  @Type(() => NatsRouteDto)
  nats?: NatsRouteDto;

  @ApiPropertyOptional({
    enum: SUBSCRIBABLE_EVENT_TYPES,
    isArray: true,
    maxItems: SUBSCRIBABLE_EVENT_TYPES.length,
    nullable: true,
    description: 'null: every event type',
  })
  @IsNullable()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(SUBSCRIBABLE_EVENT_TYPES.length)
  @ArrayUnique()
  @IsIn(SUBSCRIBABLE_EVENT_TYPES, { each: true })
  eventTypes?: string[] | null;

  @ApiPropertyOptional(
    filterProperty(
      'Replaces the filter; null removes it. A change of eventTypes alone checks the stored filter against the new types',
    ),
  )
  @IsNullable()
  @IsObject()
  @MaxKeys(MAX_FILTER_KEYS)
  filter?: SubscriptionFilter | null;

  @ApiPropertyOptional({
    type: 'integer',
    format: 'int32',
    minimum: 1,
    maximum: MAX_DELIVERIES_PER_SECOND,
    nullable: true,
    example: 50,
    description:
      'Attempts per second this subscription receives at most, across every worker (retries included); null removes the limit',
  })
  @IsNullable()
  @IsInt()
  @Min(1)
  @Max(MAX_DELIVERIES_PER_SECOND)
  maxDeliveriesPerSecond?: number | null;

  @ApiPropertyOptional({ description: STANDARD_WEBHOOKS_DESCRIPTION })
  @IsOmittable()
  @IsBoolean()
  standardWebhooks?: boolean;

  @ApiPropertyOptional({
    description:
      `${VERIFY_DESCRIPTION}. With a new \`url\` the new URL is asked; without one the current ` +
      'URL is asked again (a fresh challenge; deliveries are held until it answers). false ' +
      'withdraws a pending request: the subscription becomes active and what was kept is ' +
      'delivered. Absent: a new `url` of a subscription still pending is asked in turn, and a ' +
      'new `url` of a verified one is simply used (the proof was for the old URL)',
  })
  @IsOmittable()
  @IsBoolean()
  verify?: boolean;

  @ApiPropertyOptional({
    type: SubscriptionOrderingDto,
    nullable: true,
    description: `${ORDERING_DESCRIPTION}. null: concurrent delivery again, and whatever waits for its key is sent at once`,
  })
  @IsNullable()
  @IsObject()
  @ValidateNested()
  @Type(() => SubscriptionOrderingDto)
  ordering?: SubscriptionOrderingDto | null;
}
