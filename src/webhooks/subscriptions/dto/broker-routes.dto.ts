import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../common/validation/is-omittable';

// Broker destinations (platform.md, Destinations beyond HTTP; docs/webhooks-delivery.md, "Brokers").

/** Routing keys and subjects leave room for `{type}` within the brokers' 255 bytes. */
const MAX_ROUTE_LENGTH = 200;

/** AMQP 0-9-1's exchange name characters; "" is the default exchange. */
const EXCHANGE_NAME = /^[A-Za-z0-9._:-]*$/;

/**
 * No control characters (they cannot travel in a short string): Unicode's Cc, spelt as ranges
 * since a JSON-schema pattern is read without the `u` flag that `\p{Cc}` needs.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const ROUTING_KEY = /^[^\u0000-\u001f\u007f-\u009f]*$/;

/** Dot-separated tokens without wildcards or whitespace: a subject one can publish to. */
const SUBJECT = /^[^\s.*>]+(\.[^\s.*>]+)*$/;

export const DEFAULT_ROUTING_KEY = '{type}';
export const DEFAULT_SUBJECT = 'platform.{type}';

@ApiSchema({ name: 'AmqpRouteInput' })
export class AmqpRouteDto {
  @ApiProperty({
    maxLength: 255,
    pattern: EXCHANGE_NAME.source,
    example: 'platform-events',
    description:
      'The exchange messages are published to. It must exist: a missing exchange is a failed attempt ("" is the default exchange)',
  })
  @IsString()
  @MaxLength(255)
  @Matches(EXCHANGE_NAME, {
    message: 'exchange may hold only letters, digits, ".", "_", ":" and "-"',
  })
  exchange: string;

  @ApiPropertyOptional({
    maxLength: MAX_ROUTE_LENGTH,
    default: DEFAULT_ROUTING_KEY,
    example: 'platform.{type}',
    description: '`{type}` is replaced by the event type',
  })
  @IsOmittable()
  @IsString()
  @MaxLength(MAX_ROUTE_LENGTH)
  @Matches(ROUTING_KEY, { message: 'routingKey may not hold control characters' })
  routingKey?: string;
}

@ApiSchema({ name: 'NatsRouteInput' })
export class NatsRouteDto {
  @ApiPropertyOptional({
    maxLength: MAX_ROUTE_LENGTH,
    default: DEFAULT_SUBJECT,
    pattern: SUBJECT.source,
    description:
      'The subject messages are published to; `{type}` is replaced by the event type. A JetStream stream must capture it (no stream is a failed attempt)',
  })
  @IsOmittable()
  @IsString()
  @MaxLength(MAX_ROUTE_LENGTH)
  @Matches(SUBJECT, { message: 'subject must be dot-separated tokens without spaces, * or >' })
  subject?: string;
}

@ApiSchema({ name: 'AmqpRoute' })
export class AmqpRouteView {
  @ApiProperty({ example: 'platform-events' })
  exchange: string;

  @ApiProperty({ example: '{type}', description: '`{type}` is replaced by the event type' })
  routingKey: string;
}

@ApiSchema({ name: 'NatsRoute' })
export class NatsRouteView {
  @ApiProperty({
    example: 'platform.{type}',
    description: '`{type}` is replaced by the event type',
  })
  subject: string;
}

export const BROKER_URL_DESCRIPTION =
  'The destination, by scheme: https:// or http:// (a signed POST), amqp:// or amqps:// ' +
  '(user:password@host[:port]/[vhost]; RabbitMQ, with `amqp`), nats:// or tls:// ' +
  '([user:password@]host[:port]; NATS JetStream, with `nats`). Every address the host resolves ' +
  'to must be public (private, loopback, link-local, CGNAT and metadata addresses are refused). ' +
  'A password (or NATS token) is stored encrypted and shown as ***';
