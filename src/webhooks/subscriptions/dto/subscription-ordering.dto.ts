import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

/** `subscription`, or a path into the envelope's `data` (each step a field name or an index). */
export const ORDERING_KEY_PATTERN = /^(subscription|data(\.[A-Za-z0-9_-]{1,64})+)$/;

export const ORDERING_DESCRIPTION =
  'Ordered delivery per key: within one key a delivery’s first attempt waits until every ' +
  'earlier event of that key (in the order GET /v1/events lists them) has been delivered or ' +
  'has failed for good; a failing event holds only its own key, other keys flow in parallel. A ' +
  'manual retry or a recovery sends again in that order. Applies to events relayed after it is set';

@ApiSchema({ name: 'SubscriptionOrdering' })
export class SubscriptionOrderingDto {
  @ApiProperty({
    maxLength: 100,
    pattern: ORDERING_KEY_PATTERN.source,
    example: 'data.agentId',
    description:
      '`subscription`: all its events are one sequence. `data.<path>`: events with the same ' +
      'value there are one sequence (events without the field, or with null, form one more)',
  })
  @IsString()
  @MaxLength(100)
  @Matches(ORDERING_KEY_PATTERN, {
    message:
      'key must be "subscription" or a path into the event starting with "data." (data.agentId)',
  })
  key: string;
}
