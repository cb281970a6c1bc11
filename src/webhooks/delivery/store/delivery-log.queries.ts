import { cols, expr, select, type SelectedRow } from '../../../database/selection';
import { inPartitionOf } from './delivery-partition';
import { WebhookDeliveryAttempt } from './webhook-delivery-attempt.entity';

/**
 * The delivery log's reads by delivery id (sql-statement.ts, selection.ts): each id probes the
 * one partition it names (delivery-partition.ts), never every day's.
 */

const LOGGED_ATTEMPT = select(
  cols(WebhookDeliveryAttempt, 'a', [
    'deliveryId',
    'attemptNumber',
    'succeeded',
    'correlationId',
    'startedAt',
    'durationMs',
    'responseStatus',
    'responseBody',
    'error',
  ]),
);

/** An attempt as the delivery log shows it. */
export type LoggedAttempt = SelectedRow<typeof LOGGED_ATTEMPT>;

/** The attempts of the deliveries named, in the order they were made. */
export const ATTEMPTS_OF_DELIVERIES = LOGGED_ATTEMPT.statement<[deliveryIds: string[]]>({
  name: 'attempts_of_deliveries',
  text: `SELECT ${LOGGED_ATTEMPT}
           FROM unnest($1::uuid[]) AS wanted(id)
           JOIN webhook_delivery_attempts a
             ON a.delivery_id = wanted.id AND ${inPartitionOf('a.delivery_created_at', 'wanted.id')}
          ORDER BY a.attempt_number, a.started_at`,
});

const FOUND = select({ found: expr<boolean>('true') });

/** One row when the delivery exists and belongs to that subscription of that team. */
export const DELIVERY_OF_SUBSCRIPTION = FOUND.statement<
  [deliveryId: string, subscriptionId: string, teamId: string]
>({
  name: 'delivery_of_subscription',
  text: `SELECT ${FOUND} FROM webhook_deliveries d
          WHERE d.id = $1 AND ${inPartitionOf('d.created_at', '$1::uuid')}
            AND d.subscription_id = $2 AND d.team_id = $3`,
});
