import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'SubscriptionStatsFailures' })
export class SubscriptionStatsFailuresView {
  @ApiProperty({ type: 'integer', description: 'Redirects (not followed)' })
  '3xx': number;

  @ApiProperty({ type: 'integer' })
  '4xx': number;

  @ApiProperty({ type: 'integer' })
  '5xx': number;

  @ApiProperty({
    type: 'integer',
    description: 'No usable answer: timeout, refused or reset connection, refused destination',
  })
  network: number;
}

@ApiSchema({ name: 'SubscriptionStatsLatency' })
export class SubscriptionStatsLatencyView {
  @ApiProperty({ type: 'integer', nullable: true, description: 'null: no attempt in the window' })
  p50: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  p95: number | null;
}

@ApiSchema({ name: 'SubscriptionStatsWindow' })
export class SubscriptionStatsWindowView {
  @ApiProperty({ type: 'integer' })
  attempts: number;

  @ApiProperty({ type: 'integer', description: 'Attempts answered 2xx' })
  successes: number;

  @ApiProperty({ type: SubscriptionStatsFailuresView, description: 'Failed attempts by class' })
  failures: SubscriptionStatsFailuresView;

  @ApiProperty({
    type: SubscriptionStatsLatencyView,
    description: 'Milliseconds per attempt, to the answer or the failure (failures included)',
  })
  latencyMs: SubscriptionStatsLatencyView;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastSuccessAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastFailureAt: string | null;
}

@ApiSchema({ name: 'SubscriptionStats' })
export class SubscriptionStatsView {
  @ApiProperty({ format: 'uuid' })
  subscriptionId: string;

  @ApiProperty({
    type: SubscriptionStatsWindowView,
    description: 'Attempts started in the last hour',
  })
  lastHour: SubscriptionStatsWindowView;

  @ApiProperty({
    type: SubscriptionStatsWindowView,
    description: 'Attempts started in the last 24 hours',
  })
  lastDay: SubscriptionStatsWindowView;
}
