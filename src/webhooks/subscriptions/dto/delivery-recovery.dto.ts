import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { DATE_TIME_MAX_LENGTH, IsDateTimeString } from '../../../common/validation/date-time';
import { IsOmittable } from '../../../common/validation/is-omittable';

@ApiSchema({ name: 'SubscriptionRecover' })
export class SubscriptionRecoverDto {
  @ApiProperty({
    format: 'date-time',
    maxLength: DATE_TIME_MAX_LENGTH,
    example: '2026-11-24T00:00:00Z',
    description:
      'Deliveries created at or after this instant: in the past, and at most RETENTION_FAILED_OUTBOUND_DAYS (90 by default) before `until`',
  })
  @IsDateTimeString()
  since: string;

  @ApiPropertyOptional({
    format: 'date-time',
    maxLength: DATE_TIME_MAX_LENGTH,
    example: '2026-11-25T00:00:00Z',
    description: 'Deliveries created before this instant; absent: now. Must be after `since`',
  })
  @IsOmittable()
  @IsDateTimeString()
  until?: string;
}

@ApiSchema({ name: 'SubscriptionRecovery' })
export class SubscriptionRecoveryView {
  @ApiProperty({ format: 'uuid' })
  subscriptionId: string;

  @ApiProperty({ description: 'Failed deliveries of the window queued again, each a new round' })
  recovered: number;

  @ApiProperty({ format: 'date-time' })
  since: string;

  @ApiProperty({ format: 'date-time', description: 'The end of the window (now when absent)' })
  until: string;
}

@ApiSchema({ name: 'SubscriptionTestEvent' })
export class SubscriptionTestEventView {
  @ApiProperty({ format: 'uuid' })
  subscriptionId: string;

  @ApiProperty({ example: 'evt_5f0c6a7d9e8b4c3a2f1e0d9c8b7a6f5e' })
  eventId: string;

  @ApiProperty({ format: 'uuid', description: 'Its one delivery; also its Idempotency-Key' })
  deliveryId: string;

  @ApiProperty({ enum: ['pending'] })
  status: string;
}
