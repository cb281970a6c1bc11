import { ApiProperty, ApiSchema } from '@nestjs/swagger';

// The data of the warnings about a subscription's health (docs/webhooks-delivery.md, "Disabling,
// warnings and recovery of a streak"); the catalog entries are in event-schemas.ts. Each class is
// both the catalog's schema and the type OutboxService.record takes for its event.

@ApiSchema({ name: 'WebhookSubscriptionFailingEventData' })
export class WebhookSubscriptionFailingEventData {
  @ApiProperty({ format: 'uuid' }) subscriptionId: string;
  @ApiProperty() url: string;
  @ApiProperty({
    format: 'date-time',
    description: 'The first failed attempt after the last success',
  })
  failingSince: string;
  @ApiProperty({ format: 'date-time', description: 'When the last failed attempt started' })
  lastAttemptAt: string;
  @ApiProperty({
    type: 'integer',
    format: 'int32',
    nullable: true,
    example: 503,
    description:
      'The HTTP status the receiver answered that attempt with; null when there was no answer (timeout, refused connection, refused destination)',
  })
  lastStatus: number | null;
}

@ApiSchema({ name: 'WebhookSubscriptionRecoveredEventData' })
export class WebhookSubscriptionRecoveredEventData {
  @ApiProperty({ format: 'uuid' }) subscriptionId: string;
  @ApiProperty() url: string;
  @ApiProperty({ format: 'date-time', description: 'When the failure streak that ended began' })
  failingSince: string;
  @ApiProperty({ format: 'date-time', description: 'When the first success was recorded' })
  recoveredAt: string;
}
