import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'SubscriptionVerification' })
export class SubscriptionVerificationView {
  @ApiProperty({
    enum: ['not_requested', 'pending', 'verified'],
    description:
      'Proof of ownership of the current URL. not_requested: never asked (`verify` not used, ' +
      'or the URL changed since its proof); pending: waiting for the echo of the challenge ' +
      'sent at `requestedAt`; verified: the URL echoed it at `verifiedAt`',
  })
  status: 'not_requested' | 'pending' | 'verified';

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the current challenge was sent (null: not_requested)',
  })
  requestedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  verifiedAt: string | null;
}

@ApiSchema({ name: 'SubscriptionVerificationRequest' })
export class SubscriptionVerificationRequestView {
  @ApiProperty({ format: 'uuid' })
  subscriptionId: string;

  @ApiProperty({
    example: 'evt_5f0c6a7d9e8b4c3a2f1e0d9c8b7a6f5e',
    description: 'The `webhook.verification` event sent (GET /v1/events/{eventId} shows it)',
  })
  eventId: string;

  @ApiProperty({ format: 'uuid', description: 'Its one delivery; also its Idempotency-Key' })
  deliveryId: string;

  @ApiProperty({ enum: ['pending'], description: 'The delivery: due now' })
  status: string;

  @ApiProperty({ format: 'date-time', description: 'As `verification.requestedAt` now reads' })
  requestedAt: string;
}
