import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { INBOUND_DELIVERY_STATUSES, InboundDeliveryStatus } from '../inbound-delivery.entity';

@ApiSchema({ name: 'InboundEndpoint' })
export class InboundEndpointView {
  @ApiProperty({ format: 'uuid' })
  endpointId: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'false: deliveries are refused with 410 WEBHOOK_DISABLED' })
  enabled: boolean;

  @ApiProperty()
  requireSignature: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'While a signing secret rotation grace lasts: when the replaced secret stops being ' +
      'accepted; null otherwise',
  })
  previousSigningSecretValidUntil: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

@ApiSchema({ name: 'InboundEndpointCreated' })
export class InboundEndpointCreatedView {
  @ApiProperty({ format: 'uuid' })
  endpointId: string;

  @ApiProperty({ description: 'The receiver URL token; shown only here and after a rotation' })
  token: string;

  @ApiProperty({ example: 'https://api.example.com/webhooks/{endpointId}/{token}' })
  receiverUrl: string;

  @ApiProperty({
    example: 'whsec_…',
    description: 'HMAC key for X-Webhook-Signature, exactly as shown (prefix included); shown once',
  })
  signingSecret: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty()
  requireSignature: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

@ApiSchema({ name: 'InboundTokenRotated' })
export class InboundTokenRotatedView {
  @ApiProperty({ format: 'uuid' })
  endpointId: string;

  @ApiProperty({ description: 'The new token; the previous one stopped working at once' })
  token: string;

  @ApiProperty()
  receiverUrl: string;
}

@ApiSchema({ name: 'InboundSigningSecretRotated' })
export class InboundSigningSecretRotatedView {
  @ApiProperty({ format: 'uuid' })
  endpointId: string;

  @ApiProperty({
    example: 'whsec_…',
    description: 'The new HMAC key for X-Webhook-Signature (prefix included); shown only here',
  })
  signingSecret: string;

  @ApiProperty({
    format: 'date-time',
    description:
      'Until then a signature made with the replaced secret is accepted too; equal to the ' +
      'rotation time for graceHours 0',
  })
  previousSigningSecretValidUntil: string;
}

@ApiSchema({ name: 'InboundDelivery' })
export class InboundDeliveryView {
  @ApiProperty({ format: 'uuid' })
  deliveryId: string;

  @ApiProperty({
    enum: INBOUND_DELIVERY_STATUSES,
    description:
      'What the sender was answered: accepted (200 {"status":"accepted"}, duplicates included) ' +
      'or refused (an error status; `reason` says why)',
  })
  status: InboundDeliveryStatus;

  @ApiProperty({
    enum: ['accepted', 'duplicate', 'refused'],
    description: 'duplicate: an Idempotency-Key this endpoint had already accepted',
  })
  outcome: string;

  @ApiProperty({ description: 'The status the sender was answered with' })
  httpStatus: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'signature_mismatch',
    description:
      'For refusals: token_mismatch, endpoint_disabled, unsupported_media_type, unsupported_charset, ' +
      'unsupported_content_encoding, payload_too_large, rate_limited, signature_missing, ' +
      'timestamp_missing, timestamp_invalid, timestamp_out_of_tolerance, signature_retired_scheme, ' +
      'signature_mismatch, invalid_json, json_not_storable, idempotency_key_invalid, request_aborted',
  })
  reason: string | null;

  @ApiProperty({ type: String, nullable: true })
  idempotencyKey: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Bytes read; null when refused before the body was read',
  })
  sizeBytes: number | null;

  @ApiProperty()
  signatureVerified: boolean;

  @ApiProperty({ format: 'date-time' })
  receivedAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  processedAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The webhook.inbound.received event, once processed',
  })
  eventId: string | null;
}
